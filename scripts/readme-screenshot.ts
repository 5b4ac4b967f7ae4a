// Retakes docs/screenshot.png, the README's picture of the site, from a running server
// (npm start, then: jiti scripts/readme-screenshot.ts [url]). Sized to stay under 150 KB.
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../deploy/src/node/bench/browser.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/features/checkpoints';
const out = fileURLToPath(new URL('../docs/screenshot.png', import.meta.url));
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1060, height: 580 }, deviceScaleFactor: 1 });
  // A reader who already answered the consent question: the picture shows the docs, not the banner.
  await context.addCookies([{ name: 'CookieConsent', value: 'false', url }]);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
