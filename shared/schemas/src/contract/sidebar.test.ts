import { describe, expect, it } from '@rstest/core';
import { sidebarTopItemSchema } from '../site/route-table.ts';
import { isSidebarTopItems } from './sidebar.ts';

const zodVerdict = (v: unknown) => sidebarTopItemSchema.array().safeParse(v).success;

const VALID = [
  { order: 0, item: { type: 'doc', path: '/' } },
  { order: 1, item: { type: 'doc', path: '/features/checkpoints', label: 'Checkpoints' } },
  { order: 1, item: { type: 'doc', path: '/update-notes/v3.28.16', previous: '/update-notes/v3.28.15', next: null } },
  { order: 2, item: { type: 'link', href: 'https://roocode.com/pricing', label: 'Pricing' } },
  {
    order: 3,
    item: {
      type: 'category',
      label: 'Providers',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'doc', path: '/providers/openai' },
        { type: 'category', label: 'Local', items: [] },
      ],
    },
  },
];

// Each breaks one rule of the schema.
const BROKEN: unknown[] = [
  null,
  {},
  [{ order: 1.5, item: { type: 'doc', path: '/' } }],
  [{ item: { type: 'doc', path: '/' } }],
  [{ order: 0, item: { type: 'doc', path: 'features' } }],
  [{ order: 0, item: { type: 'doc', path: '/a/../b' } }],
  [{ order: 0, item: { type: 'doc', path: '/a?b' } }],
  [{ order: 0, item: { type: 'doc', path: '/', label: '' } }],
  [{ order: 0, item: { type: 'doc', path: '/', previous: 'v3.28.15' } }],
  [{ order: 0, item: { type: 'doc', path: '/', next: false } }],
  [{ order: 0, item: { type: 'link', href: 'http://roocode.com', label: 'x' } }],
  [{ order: 0, item: { type: 'link', href: 'javascript:alert(1)', label: 'x' } }],
  [{ order: 0, item: { type: 'link', href: 'https://roocode.com' } }],
  [{ order: 0, item: { type: 'category', label: 'x' } }],
  [{ order: 0, item: { type: 'category', label: '', items: [] } }],
  [{ order: 0, item: { type: 'category', label: 'x', items: [], collapsed: 'yes' } }],
  [{ order: 0, item: { type: 'category', label: 'x', items: [{ type: 'doc', path: 1 }] } }],
  [{ order: 0, item: { type: 'html', value: '<b>' } }],
];

/** A small deterministic generator of sidebar-like values, right and wrong. */
function randomValues(count: number): unknown[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const paths = ['/', '/a', '/a/b', 'a', '/a/../b', '', '/x y', 7];
  const hrefs = ['https://x.dev/a', 'http://x.dev', 'mailto:a@b.c', 'https://', 'not a url', undefined];
  const labels = ['Label', '', undefined, 3];
  const item = (depth: number): unknown => {
    switch (pick(['doc', 'link', 'category', 'other'] as const)) {
      case 'doc':
        return next() < 0.4
          ? { type: 'doc', path: pick(paths) }
          : next() < 0.7
            ? { type: 'doc', path: pick(paths), label: pick(labels) }
            : { type: 'doc', path: pick(paths), previous: pick([...paths, null]), next: pick([...paths, null, undefined]) };
      case 'link':
        return { type: 'link', href: pick(hrefs), label: pick(labels) };
      case 'category':
        return {
          type: 'category',
          label: pick(labels),
          items: depth > 2 ? [] : Array.from({ length: Math.floor(next() * 3) }, () => item(depth + 1)),
          ...(next() < 0.3 ? { collapsed: pick([true, false, 'no']) } : {}),
        };
      default:
        return pick([null, 'doc', { type: 'doc' }]);
    }
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({ order: pick([0, 2, -1, 1.5, '1']), item: item(0) })),
  );
}

describe('isSidebarTopItems', () => {
  it('accepts a sidebar with every kind of item', () => {
    expect(isSidebarTopItems(VALID)).toBe(true);
    expect(zodVerdict(VALID)).toBe(true);
  });

  it.each(BROKEN.map((v) => [JSON.stringify(v), v]))('refuses %s, as the schema does', (_, value) => {
    expect(zodVerdict(value)).toBe(false);
    expect(isSidebarTopItems(value)).toBe(false);
  });

  it('gives the schema’s verdict on 2,000 generated sidebars, right and wrong', () => {
    const values = randomValues(2000);
    const disagreements = values.filter((v) => isSidebarTopItems(v) !== zodVerdict(v));
    expect(disagreements).toEqual([]);
    // Both verdicts occur, so the comparison means something.
    expect(values.some(zodVerdict)).toBe(true);
    expect(values.some((v) => !zodVerdict(v))).toBe(true);
  });

  it('refuses nesting deeper than any sidebar without overflowing the stack', () => {
    let item: unknown = { type: 'doc', path: '/' };
    for (let i = 0; i < 100_000; i++) item = { type: 'category', label: 'x', items: [item] };
    expect(isSidebarTopItems([{ order: 0, item }])).toBe(false);
  });
});
