/**
 * Where notistack's SnackbarProvider is mounted: at the root, beside the routes, so a toast outlives
 * the screen that showed it (a 401's message stays on /login). Its module is loaded with the
 * signed-in layout (`loadToaster`, from the router), not with the login screen (issue 18, decision
 * 131); toasts asked for before it is mounted wait in lib/toast.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Snackbars = lazy(() => import('./snackbars'));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the toasts' provider and mounts it at the root (once; later calls only await the module). */
export function loadToaster(): Promise<unknown> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('./snackbars');
}

export function ToastHost() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  ) : null;
}
