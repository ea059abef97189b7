import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import siam from './eslint-rules/module-borders.js';

// Who may do what is written once in packages/domain (`can(role, feature)` of permissions.ts, or a
// named predicate such as `mayValidateMonitoring`), for the screen and the server alike: no role is
// compared with a `Role` member, nor looked up in a list of them, anywhere else.
const ROLE_RULE_MESSAGE =
  'Role comparisons live in packages/domain: use can(role, feature) from @siam/domain/permissions or a named predicate of @siam/domain.';
const ROLE_MEMBER = "MemberExpression[object.name='Role']";
const ROLE_COMPARISONS = [
  `BinaryExpression[operator=/^[!=]==?$/] > ${ROLE_MEMBER}`,
  `SwitchCase > ${ROLE_MEMBER}.test`,
  `CallExpression[callee.property.name=/^(includes|indexOf|lastIndexOf)$/] > MemberExpression.callee ArrayExpression > ${ROLE_MEMBER}`,
  'BinaryExpression[operator=/^[!=]==?$/][right.raw=/^[0-9]+$/] > MemberExpression.left[property.name=/^(role|perfil|perfilId)$/]',
].map((selector) => ({ selector, message: ROLE_RULE_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The shared rules import nothing of the apps.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@siam/api*', '@siam/web*', '**/apps/**'] }],
    },
  },
  {
    // API module borders (eslint-rules/module-borders.js): another module only through its index.ts,
    // db/lib/plugins import no module. Tests are the test kit and may reach into any module.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { siam },
    rules: { 'siam/module-borders': 'error' },
  },
  {
    // Who may do what is written once, in packages/domain: no role comparison in the apps.
    files: ['apps/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ROLE_COMPARISONS] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web features do not import each other: shared pieces live in components/ or lib/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../features/**'],
              message: 'Features do not import each other; move the shared piece to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Accessibility of the JSX (issue 20, decision 137): the recommended rules of jsx-a11y, through its
    // maintained fork eslint-plugin-jsx-a11y-x (the original's 6.10.2 declares ESLint up to 9 only).
    // MUI's components are not mapped to elements: the rules judge the plain elements written here.
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
);
