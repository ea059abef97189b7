/**
 * The header (86 px): active school ('INEP - nome') or role name, the user, the accessibility menu
 * (high contrast, text size: decision 137) and the settings button.
 */
import { AppBar, Avatar, Box, IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { ROLE_NAMES } from '@siam/domain/roles';
import { schoolLabel } from '../components/school-picker';
import type { SessionUser } from '../lib/session';
import { openSettings } from '../lib/settings-flyout';
import { AccessibilityMenu } from './accessibility-menu';
import { HEADER_HEIGHT, MENU_WIDTH } from './theme';

function initials(nome: string): string {
  const words = nome.trim().split(/\s+/);
  return (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

export function AppHeader({ session, onOpenMenu }: { session: SessionUser; onOpenMenu: () => void }) {
  const { activeConfig } = session;
  const roleName = ROLE_NAMES[activeConfig.role];
  const school = activeConfig.school;
  const context = school ? schoolLabel(school) : roleName;
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${MENU_WIDTH}px)` },
        ml: { md: `${MENU_WIDTH}px` },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ height: HEADER_HEIGHT, gap: 2, px: { xs: 2, md: 4 } }}>
        <IconButton
          aria-label="Abrir menu"
          onClick={onOpenMenu}
          edge="start"
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {school ? 'Escola ativa' : 'Perfil ativo'}
          </Typography>
          <Typography
            component="p"
            data-testid="header-context"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.15rem' }, color: 'primary.dark' }}
            noWrap
            title={context}
          >
            {context}
          </Typography>
        </Box>
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, maxWidth: 280 }}>
            <Typography component="p" sx={{ fontWeight: 600 }} noWrap>
              {session.nome}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary" noWrap>
              {roleName}
            </Typography>
          </Box>
          <Avatar
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              width: 40,
              height: 40,
              fontSize: '0.95rem',
              display: { xs: 'none', sm: 'flex' },
            }}
            aria-hidden
          >
            {initials(session.nome)}
          </Avatar>
          <AccessibilityMenu />
          <Tooltip title="Configurações">
            <IconButton aria-label="Configurações" onClick={openSettings} color="primary" size="large">
              <SettingsOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
