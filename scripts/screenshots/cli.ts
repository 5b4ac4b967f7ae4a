// Captures every shot of the screenshot manifest from Roo Code's real webview, in VS Code's Dark
// Modern and Light Modern themes, at 1x and 2x. See README.md beside this file.
//
//   npm run screenshots -- --roo-code <checkout> [--only id,id] [--check] [--rebuild]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { SCREENSHOT_THEMES, screenshotFile, type ScreenshotManifest, type ScreenshotShot } from '@roo-docs/schemas';
import { MANIFEST_PATH, readScreenshotManifest, REPO_ROOT } from '@roo-docs/screenshots';
import { launchBrowser } from '@roo-docs/bench/browser';
import { buildWebview, checkoutVersion } from './checkout.ts';
import { serveWebview } from './server.ts';
import { captureContext, captureShot, type CaptureSetup } from './capture.ts';
import { modelListsFrom } from './models/model-lists.ts';
import { modelReplies } from './models/replies.ts';
import { encodeShot, pixelDifference } from './encode.ts';
import { sceneFor } from './scenes/index.ts';

/** Share of differing pixels `--check` accepts between a new capture and the committed file. */
export const CHECK_THRESHOLD = 0.001;

const { values } = parseArgs({
  options: {
    'roo-code': { type: 'string' },
    only: { type: 'string' },
    check: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
  },
});
const checkout = values['roo-code'];
if (!checkout) {
  console.error('usage: npm run screenshots -- --roo-code <path to a Roo Code checkout> [--only id,id] [--check] [--rebuild]');
  process.exit(2);
}

/**
 * Writes the release a shot now shows into the manifest as soon as its files are written, read
 * afresh each time, so an interrupted run keeps what it finished. Two runs at once can still lose
 * each other's record (there is no lock): run one at a time.
 */
async function recordVersion(id: string, version: string) {
  const current = readScreenshotManifest();
  current.shots.find((s) => s.id === id)!.uiVersion = version;
  await writeFile(MANIFEST_PATH, await format(JSON.stringify(current, null, 2), { parser: 'json' }));
}

const manifest: ScreenshotManifest = readScreenshotManifest();
const only = values.only?.split(',');
const unknown = only?.filter((id) => !manifest.shots.some((s) => s.id === id)) ?? [];
if (unknown.length) throw new Error(`--only names shots the manifest lacks: ${unknown.join(', ')}`);
const shots = manifest.shots.filter((s) => !only || only.includes(s.id));
for (const shot of shots) sceneFor(shot.scene); // an unknown scene fails before anything is built

const version = checkoutVersion(checkout);
buildWebview(checkout, values.rebuild);
// Model lists first: a fetcher that cannot run in the checkout fails before a browser starts.
const replies = modelReplies(await modelListsFrom(checkout));
const server = await serveWebview(checkout);
const browser = await launchBrowser();
const setup: CaptureSetup = { context: await captureContext(browser, server.url), origin: server.url, modelReplies: replies };
const started = Date.now();
let worst = 0;
const failures: string[] = [];

/** Both themes of one shot, captured before anything is written, so a failure leaves no mixed pair. */
async function shoot(shot: ScreenshotShot) {
  const encoded = [];
  for (const theme of SCREENSHOT_THEMES) {
    const png = await captureShot(setup, shot, sceneFor(shot.scene), theme);
    encoded.push({ theme, files: await encodeShot(png, shot.width, shot.height) });
  }
  for (const { theme, files } of encoded) {
    for (const scale of [1, 2] as const) {
      const path = join(REPO_ROOT, screenshotFile(shot, theme, scale));
      const bytes = scale === 1 ? files.x1 : files.x2;
      if (values.check) {
        const difference = await pixelDifference(await readFile(path), bytes);
        worst = Math.max(worst, difference);
        const verdict = difference <= CHECK_THRESHOLD ? 'same' : 'DIFFERS';
        console.log(`${verdict} ${path} (${(difference * 100).toFixed(3)}% of pixels)`);
      } else {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
      }
    }
    console.log(`${shot.id} ${theme}: ${files.x1.length + files.x2.length} bytes`);
  }
  if (!values.check) await recordVersion(shot.id, version);
}

try {
  // One failing scene is reported and the others still run.
  for (const shot of shots) await shoot(shot).catch((error: Error) => failures.push(error.message));
} finally {
  await browser.close();
  await server.close();
}
console.log(`${shots.length} shots from Roo Code ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const failure of failures) console.error(`FAILED ${failure}`);
if (failures.length) process.exitCode = 1;
if (values.check && worst > CHECK_THRESHOLD) {
  console.error(`some shots differ by more than ${CHECK_THRESHOLD * 100}% of their pixels`);
  process.exit(1);
}
