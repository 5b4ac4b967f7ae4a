import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './src/node/bench/browser.ts';
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
const url = process.argv[2]!;
for (let i = 0; i < Number(process.argv[3] ?? 6); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    const tbt = lhr.audits['total-blocking-time']!.numericValue!;
    const items = ((lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? []);
    console.log(`TBT ${tbt.toFixed(0)} | FCP ${lhr.audits['first-contentful-paint']!.numericValue!.toFixed(0)} | long tasks: ${items.map((t) => `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)} ${t.url.split('/').pop()}`).join(', ')}`);
  } finally {
    await chrome.kill();
  }
}
