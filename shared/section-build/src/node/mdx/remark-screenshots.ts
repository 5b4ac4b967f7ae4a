import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import {
  DOCUMENTED_UI_VERSION,
  SCREENSHOT_THEMES,
  screenshotFile,
  type ScreenshotManifest,
  type ScreenshotShot,
} from '@roo-docs/schemas';
import { readScreenshotManifest, REPO_ROOT } from '@roo-docs/screenshots';
import { esmNode } from './esm-node.ts';
import { setExpressionAttribute, type JsxNode } from './jsx-node.ts';

const identifier = (name: string) => ({ type: 'Identifier', name });
const literal = (value: string | number) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const property = (key: string, value: unknown) => ({
  type: 'Property',
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
  key: literal(key),
  value,
});

function importFile(name: string, source: string) {
  return esmNode({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }],
    source: literal(source),
  });
}

/** Where a page finds a shot's file: a relative import, so the bundler content-addresses it. */
function importPath(pagePath: string, file: string) {
  const path = relative(dirname(pagePath), join(REPO_ROOT, file)).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Checks a page's use of a shot; returns why it cannot be shown, or nothing. */
export function screenshotProblem(shot: ScreenshotShot | undefined, id: string, repoRoot = REPO_ROOT): string | undefined {
  if (!shot) return `<Screenshot id="${id}"/>: no shot with that id in shared/screenshots/src/manifest.json`;
  if (shot.uiVersion !== DOCUMENTED_UI_VERSION) {
    return `<Screenshot id="${id}"/> shows Roo Code ${shot.uiVersion}, but the pages document ${DOCUMENTED_UI_VERSION}: run npm run screenshots -- --roo-code <checkout of v${DOCUMENTED_UI_VERSION}>`;
  }
  for (const theme of SCREENSHOT_THEMES) {
    for (const scale of [1, 2] as const) {
      const file = screenshotFile(shot, theme, scale);
      if (!existsSync(join(repoRoot, file))) return `<Screenshot id="${id}"/>: ${file} is missing; run npm run screenshots`;
    }
  }
  return undefined;
}

let cached: ScreenshotManifest | undefined;

/**
 * `<Screenshot id="…"/>` gets the shot's size, alt text, caption and file URLs as a `data`
 * literal, from the manifest validated here in Node. An id the manifest lacks, a shot of another
 * UI version than the pages document, or a missing file fails the build at the page's line.
 */
export function remarkScreenshots(options: { manifest?: ScreenshotManifest } = {}) {
  return (tree: Root, file: VFile) => {
    const shots: JsxNode[] = [];
    visit(tree, (node) => {
      const n = node as unknown as JsxNode;
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'Screenshot') shots.push(n);
    });
    if (shots.length === 0) return;
    const manifest = options.manifest ?? (cached ??= readScreenshotManifest());
    const imports: ReturnType<typeof importFile>[] = [];
    for (const node of shots) {
      const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
      if (typeof attr?.value !== 'string') file.fail('<Screenshot> needs a literal id="…" attribute', node.position as never);
      const id = attr!.value as string;
      const shot = manifest.shots.find((s) => s.id === id);
      const problem = screenshotProblem(shot, id);
      if (problem) file.fail(problem, node.position as never);
      const variants = SCREENSHOT_THEMES.map((theme) => {
        const scales = ([1, 2] as const).map((scale) => {
          const name = `__shot${imports.length}`;
          imports.push(importFile(name, importPath(file.path, screenshotFile(shot!, theme, scale))));
          return property(`x${scale}`, identifier(name));
        });
        return property(theme, { type: 'ObjectExpression', properties: scales });
      });
      const { width, height, alt, caption, uiVersion } = shot!;
      const fields = Object.entries({ id, width, height, alt, caption, uiVersion }).map(([k, v]) => property(k, literal(v)));
      const expression = { type: 'ObjectExpression', properties: [...fields, ...variants] };
      setExpressionAttribute(node, 'data', expression);
    }
    tree.children.unshift(...(imports as never[]));
  };
}
