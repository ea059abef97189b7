/**
 * /login (spec 01 §2): 'Usuário' masked as a CPF while typing, 'Senha' with show/hide, the links
 * 'Esqueci a senha' and 'Saiba Mais' (URLs from GET /api/config), and 'Entrar' ('Aguarde...' while
 * waiting). Validation and server messages show in red under the fields.
 */
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, IconButton, InputAdornment, Link, Paper, Stack, Typography } from '@mui/material';
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
import { FormTextField } from '../../components/form/text-field';
import {
  placeOfSchool,
  sessionFromAuth,
  setActiveConfig,
  setSession,
  type SessionUser,
} from '../../lib/session';

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

function BrandPanel() {
  return (
    <Box
      sx={{
        flex: { md: '1 1 52%' },
        color: 'primary.contrastText',
        background: 'linear-gradient(145deg, #062649 0%, #0b3a6e 55%, #1d5b9a 100%)',
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
 * The login form's rules (the domain's, which the API's schema wraps) without a validation library:
 * the login screen's first load stays small (issue 18). The user is sent trimmed.
 */
const loginResolver: Resolver<LoginInput> = (values) => {
  const errors: FieldErrors<LoginInput> = {};
  const user = loginUserIssue(values.user);
  const password = loginPasswordIssue(values.password);
  if (user) errors.user = { type: 'validate', message: user };
  if (password) errors.password = { type: 'validate', message: password };
  if (user || password) return { values: {} as Record<string, never>, errors };
  return { values: { user: values.user.trim(), password: values.password }, errors: {} };
};

export default function LoginPage() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    document.title = 'Entrar | SIAM';
  }, []);

  const config = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api.get<PublicConfig>('/config', { auth: false, signal }),
    staleTime: Infinity,
    retry: 1,
  });

  const { control, handleSubmit } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { user: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: async (input: LoginInput) => {
      const auth = await api.post<AuthResponse>('/Auth', input, { auth: false });
      const session = auth ? sessionFromAuth(auth) : null;
      if (!session) throw new Error(LOGIN_INVALID);
      setSession(session);
      await preselectOnlySchool(session);
    },
    onSuccess: () => navigate('/inicio', { replace: true }),
  });

  const pending = signIn.isPending;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        bgcolor: 'background.default',
      }}
    >
      <BrandPanel />
      <Box
        sx={{
          flex: { md: '1 1 48%' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
          <Stack spacing={1} sx={{ mb: 4 }}>
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
          </Stack>

          <Box component="form" noValidate onSubmit={handleSubmit((input) => signIn.mutate(input))}>
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="user"
                label="Usuário"
                sanitize={formatCpf}
                placeholder="000.000.000-00"
                autoComplete="username"
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              />
              <FormTextField
                control={control}
                name="password"
                label="Senha"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                slotProps={{
                  input: {
                    endAdornment: (
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
                    ),
                  },
                }}
              />
              {signIn.isError ? (
                <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
                  {loginErrorMessage(signIn.error)}
                </Typography>
              ) : null}
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Link
                  href={config.data?.forgotPasswordUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  Esqueci a senha
                </Link>
                <Link
                  href={config.data?.learnMoreUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  Saiba Mais
                </Link>
              </Stack>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={pending}
                sx={{ py: 1.4, fontSize: '1rem' }}
              >
                {pending ? 'Aguarde...' : 'Entrar'}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
