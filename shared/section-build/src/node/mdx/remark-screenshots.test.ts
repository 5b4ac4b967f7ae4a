import { describe, expect, test } from '@rstest/core';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { DOCUMENTED_UI_VERSION, type ScreenshotManifest, type ScreenshotShot } from '@roo-docs/schemas';
import { remarkScreenshots, screenshotProblem } from './remark-screenshots.ts';
import { readScreenshotManifest, REPO_ROOT } from '@roo-docs/screenshots';

const shot = (fields: Partial<ScreenshotShot> = {}): ScreenshotShot => ({
  id: 'example-shot',
  section: 'features',
  scene: 'chat-home',
  uiVersion: DOCUMENTED_UI_VERSION,
  width: 440,
  height: 620,
  alt: 'The empty chat with the task input at the bottom.',
  caption: 'The chat.',
  ...fields,
});

// A repository of its own with the four files of `example-shot`, so the real manifest is not needed.
function fakeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'shots-'));
  mkdirSync(join(root, 'remotes/features/screenshots'), { recursive: true });
  for (const theme of ['dark', 'light']) {
    for (const scale of [1, 2])
      writeFileSync(join(root, `remotes/features/screenshots/example-shot.${theme}.${scale}x.webp`), 'x');
  }
  return root;
}

const compilePage = (
  body: string,
  manifest: ScreenshotManifest,
  path = join(REPO_ROOT, 'remotes/features/content/features/page.mdx'),
) => compile(new VFile({ path, value: body }), { remarkPlugins: [[remarkScreenshots, { manifest }]] }).then(String);

describe('remarkScreenshots', () => {
  test('an id the manifest lacks fails the page at its line', async () => {
    const manifest = { format: 'webp' as const, shots: [shot()] };
    await expect(compilePage('# Page\n\nText.\n\n<Screenshot id="nope"/>\n', manifest)).rejects.toThrow(
      /5:1.*no shot with that id|no shot with that id/,
    );
    const error = await compilePage('# Page\n\nText.\n\n<Screenshot id="nope"/>\n', manifest).catch((e: { line?: number }) => e);
    expect((error as { line?: number }).line).toBe(5);
  });

  test('a shot of another release than the pages document fails the build', () => {
    const problem = screenshotProblem(shot({ uiVersion: '3.27.0' }), 'example-shot', fakeRepo());
    expect(problem).toMatch(/shows Roo Code 3\.27\.0, but the pages document 3\.28\.17/);
  });

  test('a missing file fails, naming it', () => {
    expect(screenshotProblem(shot({ id: 'other' }), 'other', fakeRepo())).toMatch(
      /remotes\/features\/screenshots\/other\.dark\.1x\.webp is missing/,
    );
    expect(screenshotProblem(shot(), 'example-shot', fakeRepo())).toBeUndefined();
  });

  test('a shot of the real manifest is inlined with its size, texts and four relative file imports', async () => {
    const manifest = readScreenshotManifest();
    const real = manifest.shots.find((s) => s.id === 'welcome-screen')!;
    const page = join(REPO_ROOT, 'remotes/getting-started/content/getting-started/installing.mdx');
    const code = await compilePage('Text.\n\n<Screenshot id="welcome-screen"/>\n', manifest, page);
    for (const theme of ['dark', 'light']) {
      for (const scale of [1, 2]) expect(code).toContain(`from "../../screenshots/welcome-screen.${theme}.${scale}x.webp"`);
    }
    expect(code).toContain(`"width": ${real.width}`);
    expect(code).toContain(JSON.stringify(real.alt));
    expect(code).toContain(`"uiVersion": "${DOCUMENTED_UI_VERSION}"`);
  });

  test('an id given as an expression is refused', async () => {
    await expect(compilePage('<Screenshot id={"x"}/>\n', { format: 'webp', shots: [shot()] })).rejects.toThrow(/literal id/);
  });
});
