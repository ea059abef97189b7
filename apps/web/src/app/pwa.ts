/**
 * The service worker's registration (decision 132), imported by main.tsx once the page has loaded, so
 * the login's first load neither fetches nor runs it. `registerSW` (vite-plugin-pwa, 'prompt' mode)
 * registers /sw.js through workbox-window; when a new version is installed and waiting, the notice
 * 'Nova versão disponível' is shown (its own chunk, loaded then), and 'Atualizar' activates the new
 * worker, which reloads the page once it controls it. An open session checks for a new version hourly.
 * In the dev server the plugin's virtual module registers nothing.
 */
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startPwa(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./pwa-update-notice').then(({ showUpdateNotice }) =>
        showUpdateNotice(() => updateServiceWorker(true)),
      );
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}

startPwa();
