import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { ScreenshotTheme } from '@roo-docs/schemas';
import { hostPage } from './host-page.ts';
import { VSCODE_THEMES } from './themes.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => join(require.resolve(`${pkg}/package.json`), '..', 'files', file);
const FONTS: Record<string, string> = {
  'inter-400.woff2': fontFile('@fontsource/inter', 'inter-latin-400-normal.woff2'),
  'inter-500.woff2': fontFile('@fontsource/inter', 'inter-latin-500-normal.woff2'),
  'inter-600.woff2': fontFile('@fontsource/inter', 'inter-latin-600-normal.woff2'),
  'inter-700.woff2': fontFile('@fontsource/inter', 'inter-latin-700-normal.woff2'),
  'mono-400.woff2': fontFile('@fontsource/jetbrains-mono', 'jetbrains-mono-latin-400-normal.woff2'),
  // Mode names and messages carry emoji; without an emoji font a machine draws empty boxes. Its
  // colour glyphs are plain COLR layers, which every Chromium build paints.
  'emoji.woff2': join(require.resolve('twemoji-colr-font/package.json'), '..', 'twemoji.woff2'),
};

/** A path under `root`, or nothing when the request tries to leave it. */
function inside(root: string, path: string): string | undefined {
  const full = normalize(join(root, decodeURIComponent(path)));
  return full.startsWith(root) ? full : undefined;
}

/** Maps a request to a file of the webview build, the extension's images and icon font, or the fonts. */
function fileFor(checkout: string, pathname: string): string | undefined {
  if (pathname.startsWith('/build/')) return inside(join(checkout, 'src/webview-ui/build'), pathname.slice(7));
  if (pathname.startsWith('/images/')) return inside(join(checkout, 'src/assets/images'), pathname.slice(8));
  if (pathname.startsWith('/codicons/')) return inside(join(checkout, 'src/assets/codicons'), pathname.slice(10));
  if (pathname.startsWith('/fonts/')) return FONTS[pathname.slice(7)];
  return undefined;
}

/** Serves the built webview on 127.0.0.1 (an ephemeral port): `/?theme=dark` is the host page. */
export async function serveWebview(checkout: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      const theme = VSCODE_THEMES[(url.searchParams.get('theme') ?? 'dark') as ScreenshotTheme];
      res.writeHead(theme ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(theme ? hostPage(theme) : 'unknown theme');
      return;
    }
    const file = fileFor(checkout, url.pathname);
    try {
      if (!file) throw new Error('not served');
      const body = await readFile(file);
      // Cached, so every capture after the first reuses the browser's copy and its compiled code.
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'max-age=86400',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
