import { Button, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ROLE_NAMES } from '@siam/domain/roles';
import { openSettings } from '../lib/settings-flyout';
import { useSession } from '../lib/session';
import { NoticeCard } from './notice-card';

export interface NoAccessProps {
  /**
   * 'location': the active configuration lacks school, municipality or regional (spec 01 §6);
   * 'role': the active profile may not use this screen.
   */
  reason?: 'location' | 'role';
}

/**
 * The no-access screen, with a way out: the settings flyout (and the home page). For a missing place
 * it sits under the screen's own title, so its heading is an h2 (one h1 per page); for a refused role
 * it stands in for the whole screen and is the h1.
 */
export function NoAccess({ reason = 'location' }: NoAccessProps) {
  const session = useSession();
  const config = session?.activeConfig;
  const roleName = config ? ROLE_NAMES[config.role] : '';
  const missing = config
    ? [!config.region && 'a regional', !config.city && 'o município', !config.school && 'a escola'].filter(
        (x): x is string => Boolean(x),
      )
    : [];
  const missingText =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} e ${missing[missing.length - 1]}` : missing[0];

  return (
    <NoticeCard
      sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 1, md: 4 } }}
      contentSx={{ alignItems: 'center', textAlign: 'center', py: 2 }}
      actionsDirection={{ xs: 'column', sm: 'row' }}
      action={
        <Button variant="contained" onClick={openSettings}>
          Abrir configurações
        </Button>
      }
    >
      <LockOutlinedIcon color="primary" sx={{ fontSize: 52 }} aria-hidden />
      <Typography variant="h1" component={reason === 'location' ? 'h2' : 'h1'} color="primary.dark">
        Acesso indisponível
      </Typography>
      {reason === 'location' ? (
        <>
          <Typography>
            Para usar esta tela com o perfil <strong>{roleName}</strong>, a configuração ativa precisa ter uma
            regional, um município e uma escola selecionados.
          </Typography>
          {missingText ? (
            <Typography color="text.secondary">
              No momento falta selecionar {missingText}. Abra as configurações, escolha a escola em que deseja
              trabalhar e clique em Confirmar.
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography>
          O perfil <strong>{roleName}</strong> não tem acesso a esta tela. Se você tiver outro perfil,
          troque-o nas configurações.
        </Typography>
      )}
    </NoticeCard>
  );
}
