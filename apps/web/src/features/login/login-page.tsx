/**
 * /login (spec 01 §2): 'Usuário' masked as a CPF while typing, 'Senha' with show/hide, the links
 * 'Esqueci a senha' and 'Saiba Mais' (URLs from GET /api/config), and 'Entrar' ('Aguarde...' while
 * waiting). Validation and server messages show in red under the fields.
 */
import { lazy, Suspense, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  Link,
  Paper,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { formatCpf } from '@siam/domain/cpf';
import { LOGIN_INVALID, loginPasswordIssue, loginUserIssue, type LoginInput } from '@siam/domain/login-rules';
import { isSchoolKindRole } from '@siam/domain/roles';
import type { AuthResponse } from '@siam/domain/contracts/auth';
import type { PublicConfig } from '@siam/domain/contracts/health';
import type { UserSchools } from '@siam/domain/contracts/users';
import { ApiError, api, errorText } from '../../api/client';
import {
  placeOfSchool,
  sessionFromAuth,
  setActiveConfig,
  setSession,
  type SessionUser,
} from '../../lib/session';
import { ShellNavigation } from '../../lib/shell-navigation';
import { AccessibilityBar } from '../../components/accessibility-bar';
import { SkipLinks } from '../../components/skip-links';
import { CONTENT_ID, useAccessKeys } from '../../lib/access-keys';
import { LoginField } from './login-field';

/**
 * The message for a failed login (spec 01 §7, with the deviation of ARCHITECTURE.md and decision 013
 * addendum): the server's text ('Usuário ou senha inválidos.' for an unknown CPF and a wrong password
 * alike), the connection message when the server cannot be reached, and 'Usuário ou senha inválidos.'
 * for an answer without a session. The login screen never says 'Usuário não cadastrado'.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorText(error);
  return LOGIN_INVALID;
}

/** A school-level role linked to exactly one school starts with that school active. */
async function preselectOnlySchool(session: SessionUser): Promise<void> {
  const role = session.activeConfig.role;
  if (!isSchoolKindRole(role)) return;
  try {
    const answer = await api.get<UserSchools>(`/Usuario/${session.cpf}/Escolas`, { perfil: role });
    const escolas = answer?.escolas ?? [];
    if (escolas.length === 1 && escolas[0]) setActiveConfig({ role, ...placeOfSchool(escolas[0]) });
  } catch {
    // A lookup error leaves the choice to the settings flyout (spec 01 §8).
  }
}

/**
 * The style of MUI's Stack with `spacing` (a column whose children give up their own margins), without
 * its module: the login screen's first load stays small (issue 18).
 */
function column(spacing: number, extra: SxProps<Theme> = {}): SxProps<Theme> {
  return {
    display: 'flex',
    flexDirection: 'column',
    '& > :not(style):not(style)': { m: 0 },
    '& > :not(style) ~ :not(style)': { mt: spacing },
    ...extra,
  } as SxProps<Theme>;
}

function BrandPanel() {
  return (
    <Box
      component="header"
      sx={{
        flex: { md: '1 1 52%' },
        color: (t) => (t.palette.mode === 'dark' ? t.palette.text.primary : t.palette.primary.contrastText),
        // High contrast (decision 137): black, with a white rule between the panel and the form.
        background: (t) =>
          t.palette.mode === 'dark'
            ? t.palette.background.default
            : 'linear-gradient(145deg, #062649 0%, #0b3a6e 55%, #1d5b9a 100%)',
        borderRight: (t) => ({ md: t.palette.mode === 'dark' ? `1px solid ${t.palette.divider}` : 0 }),
        px: { xs: 3, sm: 6, md: 8 },
        py: { xs: 5, md: 8 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 420,
          height: 420,
          borderRadius: '50%',
          right: -140,
          bottom: -160,
          bgcolor: 'rgba(255,255,255,0.06)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 220,
          height: 220,
          borderRadius: '50%',
          right: 80,
          top: -90,
          bgcolor: 'rgba(255,255,255,0.05)',
        }}
      />
      <Box sx={{ position: 'relative', maxWidth: 520 }}>
        <Typography
          sx={{ textTransform: 'uppercase', letterSpacing: '0.14em', fontSize: '0.8rem', opacity: 0.85 }}
        >
          Secretaria de Estado da Educação
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '3rem', md: '4rem' },
            fontWeight: 800,
            letterSpacing: '0.06em',
            mt: 1,
            lineHeight: 1,
          }}
        >
          SIAM
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, fontWeight: 500, mt: 1.5, lineHeight: 1.4 }}
        >
          Sistema Integrado de Acompanhamento e Monitoramento
        </Typography>
        <Typography sx={{ mt: 3, opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>
          Estudantes, turmas, acompanhamento da aprendizagem e o Prêmio da sua escola, em um só lugar.
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The links' URLs (GET /api/config), asked once per page load and kept: a failure is tried again once
 * a second later, and the next visit to /login asks again. Plain fetches, not TanStack Query: the
 * login screen's first load carries neither the query client nor a form library (issue 18, decision
 * 131).
 */
let publicConfig: Promise<PublicConfig | null> | null = null;

function loadPublicConfig(): Promise<PublicConfig | null> {
  const get = () => api.get<PublicConfig>('/config', { auth: false });
  publicConfig ??= get()
    .catch(() => new Promise<PublicConfig | null>((resolve) => setTimeout(resolve, 1000)).then(get))
    .catch((error: unknown) => {
      publicConfig = null;
      throw error;
    });
  return publicConfig;
}

function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (answer) => live && setConfig(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/**
 * Inside the router, the way to /inicio after the login: the router's own Navigate, imported when it
 * is needed so the login's JavaScript carries no router (app/start shows the login without one).
 */
const RouterNavigate = lazy(async () => ({ default: (await import('react-router')).Navigate }));

type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The form's rules (the domain's, which the API's schema wraps), field by field. */
function loginIssues(values: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  const user = loginUserIssue(values.user);
  const password = loginPasswordIssue(values.password);
  if (user) errors.user = user;
  if (password) errors.password = password;
  return errors;
}

/** Signs in, stores the session and preselects the only school of a school-level role. */
async function signIn(input: LoginInput): Promise<void> {
  const auth = await api.post<AuthResponse>('/Auth', input, { auth: false });
  const session = auth ? sessionFromAuth(auth) : null;
  if (!session) throw new Error(LOGIN_INVALID);
  setSession(session);
  await preselectOnlySchool(session);
}

export default function LoginPage() {
  const shellNavigate = useContext(ShellNavigation);
  const [signedIn, setSignedIn] = useState(false);
  // Alt+1: the form (the login has no menu nor search; decision 137).
  useAccessKeys();
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    document.title = 'Entrar | SIAM';
  }, []);

  const config = usePublicConfig();
  const [values, setValues] = useState<LoginInput>({ user: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As the form library did: checked on submit, then each field again as it changes.
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginInput, text: string) => {
    const next = { ...values, [field]: text };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: loginIssues(next)[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const issues = loginIssues(values);
    setErrors(issues);
    if (issues.user || issues.password) {
      // The first field in error takes the focus.
      (issues.user ? userRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    signIn({ user: values.user.trim(), password: values.password }).then(
      () => (shellNavigate ? shellNavigate('/inicio') : setSignedIn(true)),
      (error: unknown) => {
        setPending(false);
        setFailure({ error });
      },
    );
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        bgcolor: 'background.default',
        position: 'relative',
      }}
    >
      <SkipLinks />
      <Box
        sx={{
          position: { md: 'absolute' },
          top: { md: 12 },
          right: { md: 16 },
          zIndex: 1,
          px: { xs: 2, md: 0 },
          py: { xs: 1, md: 0 },
        }}
      >
        <AccessibilityBar />
      </Box>
      {signedIn ? (
        <Suspense fallback={null}>
          <RouterNavigate to="/inicio" replace />
        </Suspense>
      ) : null}
      <BrandPanel />
      <Box
        component="main"
        id={CONTENT_ID}
        tabIndex={-1}
        sx={{
          outline: 'none',
          flex: { md: '1 1 48%' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
          <Box sx={column(1, { mb: 4 })}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: 3,
                bgcolor: 'rgba(11, 58, 110, 0.1)',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
                mb: 1,
              }}
            >
              <LockOutlinedIcon aria-hidden />
            </Box>
            <Typography variant="h1" component="h1" color="primary.dark">
              Acesse sua conta
            </Typography>
            <Typography color="text.secondary">Entre com seu CPF e sua senha.</Typography>
          </Box>

          <Box component="form" noValidate onSubmit={submit}>
            <Box sx={column(2.5)}>
              <LoginField
                name="user"
                label="Usuário"
                value={values.user}
                onChange={(text) => change('user', formatCpf(text))}
                error={errors.user}
                inputRef={userRef}
                placeholder="000.000.000-00"
                autoComplete="username"
                inputProps={{ inputMode: 'numeric', maxLength: 14 }}
              />
              <LoginField
                name="password"
                label="Senha"
                value={values.password}
                onChange={(text) => change('password', text)}
                error={errors.password}
                inputRef={passwordRef}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                endAdornment={
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
                      aria-pressed={showPassword}
                      onClick={() => setShowPassword((v) => !v)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                }
              />
              {failure ? (
                <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
                  {loginErrorMessage(failure.error)}
                </Typography>
              ) : null}
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'row',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: 1,
                }}
              >
                <Link
                  href={config?.forgotPasswordUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  Esqueci a senha
                </Link>
                <Link
                  href={config?.learnMoreUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  Saiba Mais
                </Link>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={pending}
                sx={{ py: 1.4, fontSize: '1rem' }}
              >
                {pending ? 'Aguarde...' : 'Entrar'}
              </Button>
            </Box>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
