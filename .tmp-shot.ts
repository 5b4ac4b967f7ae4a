import { launchBrowser } from './tests/support/browser.ts';
const b = await launchBrowser();
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
for (const [path, file] of [['/', 'home'], ['/tutorial-videos', 'videos'], ['/features/checkpoints', 'checkpoints']]) {
  await p.goto('http://127.0.0.1:4173' + path);
  await p.waitForSelector('html[data-hydrated]');
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/${file}.png` });
}
await b.close();
