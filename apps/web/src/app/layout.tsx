/**
 * The logged-in layout: side menu, header, content. Nothing renders until the session user has a cpf;
 * when the session ends (Sair, a 401) it goes to /login. The page shell of issue 20 (decision 137):
 * the skip links first, the access keys (Alt+1 content, Alt+2 menu, Alt+3 search), and focus on the
 * new screen's heading after each route change.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Box, Drawer, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { clearSession, useSession } from '../lib/session';
import { closeSettings } from '../lib/settings-flyout';
import { AppHeader } from './app-header';
import { SettingsDrawer } from './settings-drawer';
import { SideMenu } from './side-menu';
import { HEADER_HEIGHT, MENU_WIDTH } from './theme';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loading } from '../components/loading';
import { SkipLinks } from '../components/skip-links';
import { CONTENT_ID, focusMenu, MENU_ID, useAccessKeys } from '../lib/access-keys';
import { useFocusHeadingOnNavigate } from '../lib/focus-on-navigate';
import { logoutWaitingText } from '../offline/messages';
import { forgetDevice, useOfflineSession } from '../offline/offline-session';
import { useOutbox } from '../offline/outbox';
import { OutboxStatus } from '../offline/outbox-status';

export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const offlineReady = useOfflineSession(session?.cpf || null);
  const outbox = useOutbox();
  const { pathname } = useLocation();
  // 'Ir para o menu' on a small screen opens the drawer; its first entry takes the focus once drawn.
  const focusMenuWhenOpen = useRef(false);
  const goToMenu = () => {
    if (focusMenu()) return;
    focusMenuWhenOpen.current = true;
    setMobileOpen(true);
  };
  useAccessKeys({ menu: goToMenu });
  useFocusHeadingOnNavigate(pathname);
  useEffect(() => {
    if (!mobileOpen || !focusMenuWhenOpen.current) return;
    focusMenuWhenOpen.current = false;
    const frame = window.requestAnimationFrame(() => focusMenu());
    return () => window.cancelAnimationFrame(frame);
  }, [mobileOpen]);

  if (!session) return <Navigate to="/login" replace />;
  if (!session.cpf) return null;

  const signOut = () => {
    // The token is read synchronously, before the session is cleared; failure is ignored.
    api.post('/Auth/Sair').catch(() => undefined);
    closeSettings();
    clearSession();
    queryClient.clear();
    // 'Sair': nothing of the user stays on the device (decision 134).
    void forgetDevice();
    navigate('/login', { replace: true });
  };
  // Answers waiting to be sent would be lost: ask first.
  const logout = () => {
    setMobileOpen(false);
    if (outbox.waiting > 0) setConfirmLogout(true);
    else signOut();
  };

  // One menu is drawn at a time (the drawer below md, the permanent one above): the drawn one is #menu.
  const menu = (navId: string) => (
    <SideMenu
      role={session.activeConfig.role}
      navId={navId}
      onLogout={logout}
      onNavigate={() => setMobileOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLinks onMenu={goToMenu} />
      <AppHeader session={session} onOpenMenu={() => setMobileOpen(true)} />
      <Box component="aside" sx={{ width: { md: MENU_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: MENU_WIDTH } }}
        >
          {menu(MENU_ID)}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': {
              width: MENU_WIDTH,
              boxSizing: 'border-box',
              borderRight: 1,
              borderColor: 'divider',
            },
          }}
        >
          {menu(mobileOpen ? 'menu-fixo' : MENU_ID)}
        </Drawer>
      </Box>
      <Box
        component="main"
        id={CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, pt: `${HEADER_HEIGHT}px`, position: 'relative', outline: 'none' }}
      >
        {navigation.state === 'loading' ? (
          <LinearProgress
            aria-label="Carregando a página"
            sx={{ position: 'absolute', top: HEADER_HEIGHT, left: 0, right: 0 }}
          />
        ) : null}
        <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1440, mx: 'auto' }}>
          <OutboxStatus />
          {offlineReady ? <Outlet /> : <Loading />}
        </Box>
      </Box>
      <SettingsDrawer />
      <ConfirmDialog
        open={confirmLogout}
        title="Há respostas aguardando envio"
        text={logoutWaitingText(outbox.waiting)}
        confirmLabel="Sair e descartar"
        cancelLabel="Continuar conectado"
        destructive
        onConfirm={() => {
          setConfirmLogout(false);
          signOut();
        }}
        onCancel={() => setConfirmLogout(false)}
      />
    </Box>
  );
}
