import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** The parsers and the image decoder: loaded when a build is checked, not by every importer of the kit (the dev server checks none). */
async function checkers() {
  const [{ cssUrls }, { DECODED_IMAGES, imageFault }, { xmlFault }] = await Promise.all([
    import('./check-css-urls.ts'),
    import('./check-image.ts'),
    import('./check-xml.ts'),
  ]);
  return { cssUrls, DECODED_IMAGES, imageFault, xmlFault };
}
type Checkers = Awaited<ReturnType<typeof checkers>>;

/**
 * Checks every asset a build emitted before the build is accepted: each SVG/XML file parses, each
 * stylesheet's `url()` reaches a file of the same build (or is a data URL that itself parses), each
 * image decodes. Functional tests never look at pixels, so a broken sprite or a dangling url()
 * would otherwise ship and paint nothing.
 */
export async function validateAssets(buildDir: string): Promise<void> {
  const check = await checkers();
  const { DECODED_IMAGES, imageFault, xmlFault } = check;
  const faults: string[] = [];
  for (const file of await filesUnder(buildDir)) {
    const name = relative(buildDir, file);
    if (/\.(svg|xml)$/i.test(file)) {
      const fault = xmlFault(await readFile(file, 'utf8'));
      if (fault) faults.push(`${name}:${fault}`);
    } else if (file.endsWith('.css')) {
      faults.push(...(await cssFaults(file, name, check)));
    } else if (DECODED_IMAGES.test(file)) {
      const fault = await imageFault(await readFile(file));
      if (fault) faults.push(`${name}: image does not decode: ${fault}`);
    }
  }
  if (faults.length) throw new Error(`The build emitted broken assets:\n${faults.map((f) => `  ${f}`).join('\n')}`);
}

async function cssFaults(file: string, name: string, check: Checkers): Promise<string[]> {
  const faults: string[] = [];
  for (const { url, line, column } of check.cssUrls(await readFile(file, 'utf8'), file)) {
    const at = `${name}:${line}:${column}`;
    if (url.startsWith('#') || /^(https?:)?\/\//i.test(url)) continue;
    if (/^data:/i.test(url)) {
      const fault = dataUrlFault(url, check.xmlFault);
      if (fault) faults.push(`${at}: data URL in url() ${fault}`);
      continue;
    }
    const path = url.replace(/[?#].*$/, '');
    if (path.startsWith('/')) faults.push(`${at}: url(${url}) is absolute; the build cannot know it exists`);
    else if (!existsSync(join(dirname(file), decodeURIComponent(path))))
      faults.push(`${at}: url(${url}) names no file of this build`);
  }
  return faults;
}

/** An inline SVG in a stylesheet fails the same way a file does. */
function dataUrlFault(url: string, xmlFault: Checkers['xmlFault']): string | undefined {
  const match = /^data:image\/svg\+xml(;base64)?,(.*)$/is.exec(url);
  if (!match) return undefined;
  const text = match[1] ? Buffer.from(match[2]!, 'base64').toString('utf8') : decodeURIComponent(match[2]!);
  const fault = xmlFault(text);
  return fault && `is not well-formed SVG: ${fault}`;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
