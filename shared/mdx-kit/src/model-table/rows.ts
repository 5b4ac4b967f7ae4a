// Plain data and formatting for <ModelTable>: this file ships to the browser, so no zod here and
// nothing that could differ between the server render and hydration (no locale-dependent Intl).

/** One price tier of a model (a larger context window, or a named service tier). */
export interface TableTier {
  name?: 'default' | 'flex' | 'priority';
  contextWindow: number;
  inputPrice?: number;
  outputPrice?: number;
  cacheWritesPrice?: number;
  cacheReadsPrice?: number;
}

/** The fields of a catalogue entry the table shows; the build inlines them into the page. */
export interface TableModel {
  id: string;
  contextWindow: number;
  maxTokens?: number | null;
  supportsImages?: boolean;
  supportsPromptCache: boolean;
  supportsReasoningBudget?: boolean;
  supportsReasoningEffort?: boolean;
  reasoningEffort?: string;
  supportsVerbosity?: boolean;
  inputPrice?: number;
  outputPrice?: number;
  cacheWritesPrice?: number;
  cacheReadsPrice?: number;
  tiers?: TableTier[];
}

export interface ModelTableData {
  provider: string;
  defaultModelId: string;
  models: TableModel[];
}

export type SortKey = 'contextWindow' | 'inputPrice' | 'outputPrice';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

/** `1048576` → `1,048,576`: exact, and the same on the server and in every browser locale. */
export function formatTokens(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Dollars per million tokens with at least two decimals and no more than the data has: `$0.0375`. */
export function formatPrice(p: number | undefined): string {
  if (p === undefined) return 'n/a';
  // String() gives the shortest exact form (0.00875, not a rounded 0.0088), but switches to
  // exponent notation below 1e-6 (Doubao lists 0.00002); fixed notation then, trailing zeros cut.
  const plain = String(p).includes('e') ? p.toFixed(12).replace(/0+$/, '') : String(p);
  const [whole, fraction = ''] = plain.split('.');
  return `$${whole}.${fraction.padEnd(2, '0')}`;
}

/** Short token count for tier labels: `200K`, `1M`, `1,048,576` when it is not round. */
export function shortTokens(n: number): string {
  if (n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n % 1_000 === 0) return `${n / 1_000}K`;
  return formatTokens(n);
}

/** What the model can do, in words, for the capabilities column. */
export function capabilities(m: TableModel): string[] {
  const out: string[] = [];
  if (m.supportsImages) out.push('images');
  if (m.supportsPromptCache) out.push('prompt cache');
  if (m.supportsReasoningBudget) out.push('thinking budget');
  if (m.supportsReasoningEffort)
    out.push(m.reasoningEffort ? `reasoning effort (default ${m.reasoningEffort})` : 'reasoning effort');
  if (m.supportsVerbosity) out.push('verbosity');
  return out;
}

const TIER_NAMES = { default: 'Standard', flex: 'Flex', priority: 'Priority' } as const;

/**
 * One line per tier. A named tier is a service tier; an unnamed tier wider than the model's
 * window is an opt-in larger window; any other unnamed tier prices prompts up to its size.
 */
export function tierLines(m: TableModel): string[] {
  return (m.tiers ?? []).map((t) => {
    const label = t.name
      ? TIER_NAMES[t.name]
      : t.contextWindow > m.contextWindow
        ? `${shortTokens(t.contextWindow)} window`
        : `Up to ${shortTokens(t.contextWindow)}`;
    // In the order of the table's own columns: input, output, cache write, cache read.
    const prices = [`${formatPrice(t.inputPrice)} in`, `${formatPrice(t.outputPrice)} out`];
    if (t.cacheWritesPrice !== undefined) prices.push(`${formatPrice(t.cacheWritesPrice)} cache write`);
    if (t.cacheReadsPrice !== undefined) prices.push(`${formatPrice(t.cacheReadsPrice)} cache read`);
    return `${label}: ${prices.join(', ')}`;
  });
}

/** Rows in the chosen order; models without the sorted value go last either way. Stable. */
export function sortModels(models: readonly TableModel[], sort: Sort | null): TableModel[] {
  if (!sort) return [...models];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return models
    .map((m, i) => ({ m, i }))
    .sort((a, b) => {
      const x = a.m[sort.key];
      const y = b.m[sort.key];
      if (x === undefined || y === undefined) return x === y ? a.i - b.i : x === undefined ? 1 : -1;
      return x === y ? a.i - b.i : (x - y) * sign;
    })
    .map(({ m }) => m);
}

/** Next sort after a click on a column: ascending, then descending, then back to the extension's order. */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/** The columns after "Model", in order; `Price tiers` only when a model of the provider has tiers. */
export const MODEL_TABLE_COLUMNS = [
  'Context window',
  'Max output',
  'Input',
  'Output',
  'Cache write',
  'Cache read',
  'Supports',
  'Price tiers',
] as const;

/**
 * A model's cells after its id, as the page's table and its Markdown twin both print them, so
 * the two can never disagree on a value.
 */
export function modelCells(m: TableModel, withTiers: boolean): string[] {
  const cells = [
    formatTokens(m.contextWindow),
    m.maxTokens == null ? 'n/a' : formatTokens(m.maxTokens),
    formatPrice(m.inputPrice),
    formatPrice(m.outputPrice),
    formatPrice(m.cacheWritesPrice),
    formatPrice(m.cacheReadsPrice),
    capabilities(m).join(', ') || 'text only',
  ];
  return withTiers ? [...cells, tierLines(m).join('; ')] : cells;
}

/** Whether the provider's table has the price-tiers column. */
export const hasTiers = (data: ModelTableData): boolean => data.models.some((m) => m.tiers?.length);

/** The release every table describes; the catalogue is generated from this tag. */
export const MODEL_TABLE_NOTE = 'Prices as listed in Roo Code 3.28.17, October 2025';

/** The sentence above every model table. */
export const modelTableNote = (release: string) =>
  `${release}. Prices in US dollars per million tokens; the extension's default model is marked.`;
