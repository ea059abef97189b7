/**
 * The installable app (issue 18 item 1, decision 132): the manifest is linked and valid, the service
 * worker registers and controls the page after a reload, and offline the login screen still opens and
 * a lazy screen's code comes from the worker's precache.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const assets = fileURLToPath(new URL('../../apps/web/dist/assets', import.meta.url));

/** Waits until a service worker is active for the page (after the page's load, see main.tsx). */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

test.describe('PWA', () => {
  // The rest of the suite blocks service workers (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is linked, in Portuguese, and its icons load', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'SIAM — Sistema Integrado de Acompanhamento e Monitoramento',
      short_name: 'SIAM',
      lang: 'pt-BR',
      display: 'standalone',
      start_url: '/',
      theme_color: '#0b3a6e',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
      const body = await png.body();
      // The PNG's IHDR: width and height at bytes 16 and 20.
      const size = `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
      expect(size, icon.src).toBe(icon.sizes);
    }
  });

  test('the worker controls the page after a reload, and offline the login and a lazy screen still load', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);

    // 'prompt' mode: the first worker does not claim the open page; the next load is its.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
      /\/sw\.js$/,
    );

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
      await expect(page.getByLabel('Usuário')).toBeEditable();

      // A screen the page has not opened yet: its chunk comes from the worker's precache.
      const home = readdirSync(assets).find((f) => /^home-page-.*\.js$/.test(f));
      expect(home, 'the home screen chunk in apps/web/dist/assets').toBeTruthy();
      const url = `/assets/${home}`;
      const response = page.waitForResponse((r) => r.url().endsWith(url));
      expect(
        await page.evaluate(
          (u) => import(/* @vite-ignore */ u).then((m: object) => Object.keys(m).length),
          url,
        ),
      ).toBeGreaterThan(0);
      const res = await response;
      expect(res.status()).toBe(200);
      expect(res.fromServiceWorker()).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
