import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.2 AA and best-practice violations on the page as it is now, one line each. */
export async function violations(page: Page, include?: string): Promise<string[]> {
  // Evaluated over the DevTools protocol: the pages' script policy rightly refuses an injected <script>.
  await page.evaluate(AXE);
  const result = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document | { include: string[] },
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
  }, include);
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => JSON.stringify(n.target))
        .slice(0, 3)
        .join(', ')})`,
  );
}
