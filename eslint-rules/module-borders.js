/**
 * Local eslint rule `siam/module-borders` (no plugin needed): the API's module borders.
 *
 * The modules are the folders of `apps/api/src/modules/` (monitoring is one module: its shared/,
 * activities/ and learning/ folders import each other's files freely). For a file of `apps/api/src`:
 * - inside its own module, any file may be imported;
 * - another module (from a module or from the composition root: app.ts, app-deps.ts, main.ts,
 *   config.ts) only through its public face, `modules/<name>/index.ts` (written `../<name>`), so no
 *   file reaches into another module's repository, service, routes or schemas;
 * - `src/db/` (the seed included), `src/lib/` and `src/plugins/` import no module at all.
 * Tests (`*.test.ts`) and `apps/api/test/**` are the test kit and may reach into any module: the
 * config does not apply the rule to them.
 */
import path from 'node:path';

const SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;
const LAYERS_WITHOUT_MODULES = ['db', 'lib', 'plugins'];

/** The first folder of `rel` (a path relative to src/modules), or null outside the modules. */
function moduleOf(relToModules) {
  if (relToModules.startsWith('..') || path.isAbsolute(relToModules)) return null;
  const [first] = relToModules.split(path.sep);
  return first && first !== '..' ? first : null;
}

export const moduleBorders = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Modules import each other only through index.ts; db, lib and plugins import no module.',
    },
    schema: [],
    messages: {
      throughIndex:
        "Import the {{module}} module through its public face ('{{suggest}}'), not its file '{{file}}'; export what you need from modules/{{module}}/index.ts.",
      layer:
        "src/{{layer}} imports no module ('{{file}}'): move the shared piece into src/db or src/lib (or packages/domain) instead.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const at = filename.lastIndexOf(SRC);
    if (at < 0) return {};
    const src = filename.slice(0, at + SRC.length - 1);
    const modules = path.join(src, 'modules');
    const fromRel = path.relative(src, filename);
    const fromLayer = fromRel.split(path.sep)[0];
    const fromModule = moduleOf(path.relative(modules, filename));

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source.value).replace(/\.(js|ts)$/, '');
      const toModule = moduleOf(path.relative(modules, resolved));
      if (!toModule || toModule === fromModule) return;
      if (!fromModule && LAYERS_WITHOUT_MODULES.includes(fromLayer)) {
        context.report({ node, messageId: 'layer', data: { layer: fromLayer, file: source.value } });
        return;
      }
      const face = path.join(modules, toModule);
      if (resolved === face || resolved === path.join(face, 'index')) return;
      let suggest = path.relative(path.dirname(filename), face).split(path.sep).join('/');
      if (!suggest.startsWith('.')) suggest = `./${suggest}`;
      context.report({
        node,
        messageId: 'throughIndex',
        data: { module: toModule, suggest, file: source.value },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'module-borders': moduleBorders } };
