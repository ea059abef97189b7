/**
 * The first screen (issue 18, decision 131). Without a valid session every path ends on /login (the
 * layout's loader redirects there), so the login is shown at once without loading the router and its
 * route table: the login screen's first load is React, MUI's core and the login chunk. Signing in
 * loads the router, lets it load /inicio while the login still says 'Aguarde...', then hands over.
 * Any other start (a valid session) loads the router first, as before.
 */
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Loading } from '../components/loading';
import { clearSession, getSession, isSessionValid } from '../lib/session';
import { ShellNavigation } from '../lib/shell-navigation';
import { plainErrorDetail, RootErrorBoundary, RootErrorScreen } from './root-error';

const LoginPage = lazy(() => import('../features/login/login-page'));
const AppRouter = lazy(() => import('./app-router'));

const LOGIN_PATH = /^\/login\/?$/i;

/** True when the first screen is the login; an invalid session is cleared and the URL becomes /login. */
function startsOnLogin(): boolean {
  if (LOGIN_PATH.test(window.location.pathname)) return true;
  const session = getSession();
  if (isSessionValid(session)) return false;
  if (session) clearSession();
  window.history.replaceState(null, '', '/login');
  return true;
}

export function Start() {
  const [withRouter, setWithRouter] = useState(() => !startsOnLogin());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  /** Creates the router at the browser's location and shows it once its first screen has loaded. */
  const handOver = () => {
    import('./app-router').then(
      ({ appRouter }) => {
        const router = appRouter();
        const show = () => startTransition(() => setWithRouter(true));
        if (router.state.initialized) return show();
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          show();
        });
      },
      (error: unknown) => setFailure({ error }),
    );
  };

  // Back and forward while the login is shown alone are the router's to answer, as before.
  useEffect(() => {
    if (withRouter) return;
    window.addEventListener('popstate', handOver);
    return () => window.removeEventListener('popstate', handOver);
  });

  // Once the login is shown, the router's code is fetched while the user types (not on its first load).
  useEffect(() => {
    if (withRouter) return;
    const prefetch = () => void import('./app-router').catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [withRouter]);

  const goTo = (to: string) => {
    window.history.replaceState(null, '', to);
    handOver();
  };

  if (failure) return <RootErrorScreen detail={plainErrorDetail(failure.error)} />;
  return (
    <RootErrorBoundary>
      <Suspense fallback={<Loading minHeight={320} />}>
        {withRouter ? (
          <AppRouter />
        ) : (
          <ShellNavigation value={goTo}>
            <LoginPage />
          </ShellNavigation>
        )}
      </Suspense>
    </RootErrorBoundary>
  );
}
