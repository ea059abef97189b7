#!/usr/bin/env node
// Draws the PWA icons of the web app (decision 132) into apps/web/public: the favicon's white "S" on
// the theme's blue (#0b3a6e), as 192 and 512 px PNGs with rounded corners, and a maskable 512 px PNG
// (full-bleed background, the letter inside the central 80 % safe zone). Screenshots an SVG with the
// Chromium the browser suite uses (playwright-core, a dev tool already installed): nothing is added to
// the app. Run after changing the drawing: `node apps/web/scripts/pwa-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BLUE = '#0b3a6e';
// The favicon's letter, drawn in a 64-unit box (apps/web/public/favicon.svg).
const LETTER =
  'M18 40c0 5 5 8 13 8 9 0 15-4 15-11 0-6-4-9-12-11l-4-1c-4-1-6-2-6-4 0-3 3-4 7-4 5 0 8 2 8 5h7c0-7-6-11-15-11-9 0-14 4-14 11 0 6 4 8 11 10l4 1c5 1 7 2 7 5s-3 5-8 5c-6 0-9-2-9-6z';

/** The icon as SVG: `scale` of the letter around the centre, `radius` of the corners (64-unit box). */
function svg(size, { radius, scale }) {
  const shift = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="${BLUE}"/>
  <path d="${LETTER}" fill="#fff" transform="translate(${shift} ${shift}) scale(${scale})"/>
</svg>`;
}

const icons = [
  { file: 'pwa-192x192.png', size: 192, radius: 14, scale: 1 },
  { file: 'pwa-512x512.png', size: 512, radius: 14, scale: 1 },
  // Maskable: the platform cuts its own shape; the letter stays well inside the 80 % safe circle.
  { file: 'pwa-maskable-512x512.png', size: 512, radius: 0, scale: 0.72 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(fileURLToPath(new URL(`../public/${icon.file}`, import.meta.url)), png);
    await page.close();
    console.log(`${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
