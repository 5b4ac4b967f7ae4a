import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { scanContent } from '@roo-docs/section-build';
import { REPO_ROOT } from './sections.ts';

/** When the web-app facts below were last read: the month of the release the site documents. */
export const WEB_APP_FACTS_AS_OF = 'as of October 2025';

/**
 * Facts of the Roo Code Cloud web app that the extension's source cannot confirm, so a page must
 * date them and say where the reader checks them. Each is a pattern of the way pages state it.
 */
export const WEB_APP_FACTS: Record<string, RegExp> = {
  'the Pro price': /\$\d+(\.\d+)? (a|per) month|\$\d+\/month/,
  'the trial length': /\b\d+-day\b[^.\n]*\btrial\b/,
  'how long a share link lasts': /(expire|stop working)[^.\n]*\b\d+ days\b/,
  'the Usage ranges': /\b24 hours\b[^.\n]*\b90 days\b/,
};

/** A link into the web app, where a reader checks the current figures. */
const WEB_APP_LINK = /\]\(https:\/\/app\.roocode\.com(\/[^)]*)?\)/;

/** The paragraphs (blank-line separated blocks) of a page's body, with the line each starts on. */
export function paragraphs(text: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  let line = 1;
  for (const block of text.split(/\n\s*\n/)) {
    blocks.push({ line, text: block });
    line += block.split('\n').length + 1;
  }
  return blocks;
}

/**
 * The web-app facts a page states without dating them: for each fact the page mentions, at least
 * one paragraph that mentions it must say WEB_APP_FACTS_AS_OF and link into the web app.
 */
export function undatedWebAppFacts(text: string): string[] {
  const blocks = paragraphs(text);
  return Object.entries(WEB_APP_FACTS).flatMap(([fact, pattern]) => {
    const stating = blocks.filter((b) => pattern.test(b.text));
    if (stating.length === 0) return [];
    const dated = stating.some((b) => b.text.includes(WEB_APP_FACTS_AS_OF) && WEB_APP_LINK.test(b.text));
    return dated ? [] : [`${fact} (line ${stating[0]!.line}) without "${WEB_APP_FACTS_AS_OF}" and a link to app.roocode.com`];
  });
}

/** Every page of a section dates the web-app facts it states. */
export function checkWebAppFactsDated(remote: string) {
  test(`${remote}: web-app facts (price, trial, link expiry, usage ranges) are dated and say where to check them`, async () => {
    const files = await scanContent(join(REPO_ROOT, 'remotes', remote));
    const undated = files.flatMap((f) => undatedWebAppFacts(readFileSync(f.file, 'utf8')).map((m) => `${f.relative}: ${m}`));
    expect(undated).toEqual([]);
  });
}
