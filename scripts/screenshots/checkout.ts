import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The release a Roo Code checkout is of, from the extension's own package.json. */
export function checkoutVersion(checkout: string): string {
  const manifest = join(checkout, 'src/package.json');
  if (!existsSync(manifest)) throw new Error(`${checkout} is not a Roo Code checkout: ${manifest} is missing`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The pnpm release the checkout asks for (`packageManager` in its root package.json). */
function pnpmSpec(checkout: string): string {
  const root = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { packageManager?: string };
  if (!root.packageManager?.startsWith('pnpm@')) throw new Error(`${checkout}/package.json names no pnpm packageManager`);
  return root.packageManager;
}

export const webviewBuildDir = (checkout: string) => join(checkout, 'src/webview-ui/build');

/**
 * Builds the checkout's webview with its own package manager: the webview package, its workspace
 * dependencies and the extension package whose shared modules it imports are installed from the
 * lockfile (no install scripts: nothing here needs them), then Vite builds the webview alone.
 */
export function buildWebview(checkout: string, force: boolean): void {
  if (!force && existsSync(join(webviewBuildDir(checkout), 'assets/index.js'))) return;
  const pnpm = (...args: string[]) =>
    execFileSync('npx', ['-y', pnpmSpec(checkout), ...args], { cwd: checkout, stdio: 'inherit' });
  pnpm('install', '--frozen-lockfile', '--ignore-scripts', '--filter', '@roo-code/vscode-webview...', '--filter', 'roo-cline');
  pnpm('--filter', '@roo-code/vscode-webview', 'exec', 'vite', 'build');
  if (!existsSync(join(webviewBuildDir(checkout), 'assets/index.js'))) {
    throw new Error(`the webview build wrote no ${webviewBuildDir(checkout)}/assets/index.js`);
  }
}
