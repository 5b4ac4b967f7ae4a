import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { validateAssets } from './validate-assets.ts';

const GOOD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><!-- a cell --><path d="M0 0h2v2z"/></svg>';
let dir: string;

async function build(files: Record<string, string | Buffer>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'assets-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  return dir;
}

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('validateAssets', () => {
  it('accepts a build whose sprite parses, whose url()s resolve and whose images decode', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#08f' } })
      .png()
      .toBuffer();
    await build({
      'web/icons.svg': GOOD_SVG,
      'web/a.css':
        '.i { mask: url(icons.svg#x) 0 0 / 100% 100%; background: url("data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E") }',
      'web/img/p.png': png,
    });
    await expect(validateAssets(dir)).resolves.toBeUndefined();
  });

  it('names file, line, column and reason for an SVG comment holding "--" (the sprite bug)', async () => {
    await build({ 'web/icons.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n<!-- cells through --at -->\n</svg>' });
    await expect(validateAssets(dir)).rejects.toThrow(/web\/icons\.svg:2:\d+: malformed comment/);
  });

  it('refuses a url() that names no file of the build, with the stylesheet line', async () => {
    await build({ 'web/a.css': '.a {}\n.b { mask-image: url(icons.123.svg) }' });
    await expect(validateAssets(dir)).rejects.toThrow(/web\/a\.css:2:\d+: url\(icons\.123\.svg\) names no file/);
  });

  it('refuses an inline SVG data URL that does not parse', async () => {
    await build({ 'web/a.css': '.b { background: url("data:image/svg+xml,<svg><g></svg>") }' });
    await expect(validateAssets(dir)).rejects.toThrow(/web\/a\.css:1:\d+: data URL in url\(\) is not well-formed SVG/);
  });

  it('refuses an image that does not decode', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await build({ 'shot.png': png.subarray(0, png.length / 2) });
    await expect(validateAssets(dir)).rejects.toThrow(/shot\.png: image does not decode/);
  });

  it('reports every fault at once, not only the first', async () => {
    await build({ 'a.svg': '<svg><a></svg>', 'b.xml': '<?xml version="1.0"?><x>&nope;</x>' });
    const error = await validateAssets(dir).catch((e: Error) => e);
    expect(String(error)).toMatch(/a\.svg:1:\d+/);
    expect(String(error)).toMatch(/b\.xml:1:\d+/);
  });
});
