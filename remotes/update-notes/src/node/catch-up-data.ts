import { labels, settings, shortcuts, statements } from '@roo-docs/mdx-kit/facts';
import type { CatchUpData, CatchUpItem, CatchUpTag } from '../shared/catch-up.ts';
import type { Entry } from './entry-schema.ts';
import { compareVersions } from './version.ts';

type Table = Record<string, Record<string, unknown>>;
const field = (table: Table, id: string, show: string | undefined, fallback: string) =>
  String(table[id]?.[show ?? fallback] ?? table[id]?.[fallback] ?? '');

/** What a facts component prints, as plain text (the catch-up form shows text, not components). */
function componentText(name: string, attrs: string): string {
  const prop = (p: string) => new RegExp(`${p}="([^"]*)"`).exec(attrs)?.[1];
  const id = prop('id') ?? '';
  if (name === 'Setting') return field(settings as Table, id, prop('show'), 'label');
  if (name === 'Label') return field(labels as Table, id, prop('show'), 'text');
  if (name === 'Fact') return field(statements as Table, id, undefined, 'text');
  const keys = (shortcuts as Table)[id]?.[prop('platform') === 'mac' ? 'mac' : 'keys'];
  return Array.isArray(keys) ? keys.join('+') : '';
}

/** One line of an entry's Markdown as plain text: components as their text, links as their words. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<([A-Z]\w*)([^>]*?)\/>/g, (_, name: string, attrs: string) => componentText(name, attrs))
    .replace(/<Kbd>([^<]*)<\/Kbd>/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([{}<>*_[\]`])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/^\s*[-*]\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const TAGGED = /^\/(providers|features|advanced-usage|basic-usage|roo-code-cloud)\/[^#?\s]+/;
/** The docs pages a line of Markdown links to that a reader can filter by (a provider or a feature). */
export function tagsOf(markdown: string, known: ReadonlyMap<string, CatchUpTag>): string[] {
  const routes = [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].flatMap((m) => TAGGED.exec(m[1]!)?.[0].replace(/\/$/, '') ?? []);
  return [...new Set(routes)].filter((r) => known.has(r));
}

/** The routes a reader can filter by, with the name the sidebar gives each: providers, then features. */
export function catchUpTags(routes: { path: string; title: string; sidebarLabel?: string }[]): Map<string, CatchUpTag> {
  const out = new Map<string, CatchUpTag>();
  for (const r of routes) {
    const m = TAGGED.exec(r.path);
    if (m && m[0] === r.path)
      out.set(r.path, { route: r.path, label: r.sidebarLabel ?? r.title, group: m[1] === 'providers' ? 'provider' : 'feature' });
  }
  return out;
}

const MAX_CHANGE = 240;
const shorten = (text: string) =>
  text.length <= MAX_CHANGE ? text : `${text.slice(0, text.lastIndexOf(' ', MAX_CHANGE - 1))} …`;

// `(#6162; #6161, reported by @shlgug; fixed by Roomote)`: references a catch-up line leaves out.
export const CREDITS = /\s*\((?=[^()]*(?:#\d|@|\bthanks\b|\bcontributed\b|\breported\b|\brequested\b))[^()]*\)/g;

/** The lines of a body (bullets and paragraphs, outside code) that link a page a reader can filter by. */
function taggedChanges(body: string, known: ReadonlyMap<string, CatchUpTag>): CatchUpItem[] {
  let fence = false;
  const out: CatchUpItem[] = [];
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence || /^\s*(```|~~~|#|\||:::)/.test(line) || !line.trim()) continue;
    const tags = tagsOf(line, known);
    if (tags.length) out.push({ text: shorten(plainText(line.replace(CREDITS, ''))), tags });
  }
  return out;
}

const item =
  (known: ReadonlyMap<string, CatchUpTag>) =>
  (markdown: string): CatchUpItem => ({
    text: plainText(markdown),
    tags: tagsOf(markdown, known),
  });

/** Every patch entry for the catch-up form, oldest first; only the tags some line uses are listed. */
export function catchUpData(entries: Entry[], known: ReadonlyMap<string, CatchUpTag>): { data: CatchUpData; tags: CatchUpTag[] } {
  const releases = entries
    .filter((e) => e.kind === 'patch')
    .sort((a, b) => compareVersions(a.version, b.version))
    .map((e) => ({
      version: e.version,
      ...(e.date ? { date: e.date } : {}),
      impact: e.impact!,
      highlights: e.highlights.map(item(known)),
      actions: (e.actions ?? []).map(item(known)),
      changes: taggedChanges(e.body, known),
    }));
  const used = new Set(releases.flatMap((r) => [...r.highlights, ...r.actions, ...r.changes].flatMap((i) => i.tags)));
  const tags = [...known.values()]
    .filter((t) => used.has(t.route))
    .sort((a, b) => (a.group === b.group ? a.label.localeCompare(b.label) : a.group === 'provider' ? -1 : 1));
  return { data: { releases }, tags };
}
