import { median } from './navigation.ts';
import type { SiteFigures } from './measure-site.ts';
import { FIRST_VISIT_PATHS } from './measure-site.ts';

/** The reference figures the report compares with (`bench/reference.json`). */
export interface Reference {
  firstVisitGzipBytes: Record<string, { total: number }>;
  largestJsChunkGzipBytes: number;
  search: { globalIndexGzipBytes: number; coldFocusToFirstSuggestionMs: number; warmQueryMs: number };
  build: { fullNoCacheSeconds: number; peakMemoryMiB: number; htmlBytes: number };
  lighthouseMobile: Record<string, { performance: number; tbtMs: number }>;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

interface Row {
  figure: string;
  reference: string;
  goal: string;
  value: (f: SiteFigures) => string;
  /** ours / reference, for the ratio column of the largest run. */
  ratio?: (f: SiteFigures) => number;
}

export const notesShard = (f: SiteFigures) => f.shards.find((s) => s.section === 'update-notes')?.gzip ?? 0;
export const allShards = (f: SiteFigures) => f.shards.reduce((a, s) => a + s.gzip, 0);
const buildSeconds = (f: SiteFigures) => Object.values(f.sectionSeconds).reduce((a, s) => a + s, 0);

/** Per first-visit page: its bytes and the navigation it inlines. */
function pageRows(ref: Reference): { firstVisit: Row[]; nav: Row[] } {
  const firstVisit = FIRST_VISIT_PATHS.map((path): Row => ({
    figure: `first visit ${path} (HTML+CSS+JS gzip)`,
    reference: kb(ref.firstVisitGzipBytes[path]!.total),
    goal: '≤ 100 KB, flat',
    value: (f) => kb(f.firstVisit[path]!.total.gzip),
    ratio: (f) => f.firstVisit[path]!.total.gzip / ref.firstVisitGzipBytes[path]!.total,
  }));
  const nav = FIRST_VISIT_PATHS.map((path): Row => ({
    figure: `  navigation in ${path}: data + sidebar markup`,
    reference: '–',
    goal: 'data ≤ 5 KB',
    value: (f) => `${kb(f.navigation[path]!.siteDataGzip)} + ${kb(f.navigation[path]!.sidebarGzip)}`,
  }));
  return { firstVisit, nav };
}

function lighthouseRows(ref: Reference): Row[] {
  return FIRST_VISIT_PATHS.map((path): Row => {
    const theirs = ref.lighthouseMobile[path];
    const ours = (f: SiteFigures) => f.lighthouse?.[path];
    return {
      figure: `Lighthouse mobile ${path}: performance, TBT (median of 3)`,
      reference: theirs ? `${theirs.performance}, ${theirs.tbtMs} ms` : '–',
      goal: '≥ 98, ≤ 50 ms',
      value: (f) => (ours(f) ? `${ours(f)!.performance}, ${ours(f)!.tbtMs.toFixed(0)} ms` : '–'),
      ...(theirs && { ratio: (f: SiteFigures) => (ours(f)?.tbtMs ?? NaN) / theirs.tbtMs }),
    };
  });
}

/** The largest script and the route table, which must not grow in step with the pages. */
function fileRows(ref: Reference): Row[] {
  return [
    {
      figure: 'largest JS file (gzip)',
      reference: kb(ref.largestJsChunkGzipBytes),
      goal: 'flat',
      value: (f) => kb(f.largestJs.gzip),
      ratio: (f) => f.largestJs.gzip / ref.largestJsChunkGzipBytes,
    },
    {
      figure: 'route table of update-notes: index + largest bucket (gzip)',
      reference: '–',
      goal: 'no file grows in step',
      value: (f) => `${kb(f.routeTable.indexGzip)} + ${kb(f.routeTable.largestBucketGzip)} (${f.routeTable.buckets} buckets)`,
    },
  ];
}

function searchRows(ref: Reference): Row[] {
  return [
    {
      figure: 'search: docs shards (gzip)',
      reference: '–',
      goal: '',
      value: (f) => kb(allShards(f) - notesShard(f)),
    },
    { figure: 'search: release-notes shard (gzip)', reference: '–', goal: '', value: (f) => kb(notesShard(f)) },
    {
      figure: 'search: all shards (gzip)',
      reference: kb(ref.search.globalIndexGzipBytes),
      goal: '≤ 350 KB at 428',
      value: (f) => kb(allShards(f)),
      ratio: (f) => allShards(f) / ref.search.globalIndexGzipBytes,
    },
    {
      figure: 'search: cold focus → first suggestion',
      reference: `${ref.search.coldFocusToFirstSuggestionMs} ms`,
      goal: '≤ ⅓',
      value: (f) => `${f.coldMs.toFixed(0)} ms`,
      ratio: (f) => f.coldMs / ref.search.coldFocusToFirstSuggestionMs,
    },
    {
      figure: 'search: warm query p95 (worker engine)',
      reference: `${ref.search.warmQueryMs} ms`,
      goal: '≤ 5 ms',
      value: (f) => `${f.warm.p95Ms.toFixed(2)} ms`,
      ratio: (f) => f.warm.p95Ms / ref.search.warmQueryMs,
    },
  ];
}

/** Building, releasing and publishing: time, memory and the HTML written. */
function buildRows(ref: Reference, shellSeconds: number): Row[] {
  const full = (f: SiteFigures) => shellSeconds + buildSeconds(f);
  return [
    {
      figure: 'full build, no cache (shell + sections)',
      reference: `${ref.build.fullNoCacheSeconds} s`,
      goal: '≤ ½',
      value: (f) => `${full(f).toFixed(1)} s`,
      ratio: (f) => full(f) / ref.build.fullNoCacheSeconds,
    },
    {
      figure: 'peak memory of the bench process',
      reference: `${ref.build.peakMemoryMiB} MiB`,
      goal: '≤ 1 GiB',
      value: (f) => `${f.peakMiB.toFixed(0)} MiB`,
      ratio: (f) => f.peakMiB / ref.build.peakMemoryMiB,
    },
    {
      figure: 'release of update-notes alone (npm run release, warm; first in a fresh checkout)',
      reference: 'whole-site rebuild',
      goal: '≤ 20 s',
      value: (f) =>
        `${median(f.releases.slice(1).map((r) => r.wallSeconds)).toFixed(1)} s (${f.releases[0]!.wallSeconds.toFixed(1)} s)`,
    },
    { figure: 'publish (prerender every page)', reference: '–', goal: '', value: (f) => `${f.publishSeconds.toFixed(1)} s` },
    {
      figure: 'all HTML bytes',
      reference: mb(ref.build.htmlBytes),
      goal: '≤ ½',
      value: (f) => `${mb(f.html.bytes)} (${f.html.files} files)`,
      ratio: (f) => f.html.bytes / ref.build.htmlBytes,
    },
  ];
}

function rows(ref: Reference, shellSeconds: number): Row[] {
  const { firstVisit, nav } = pageRows(ref);
  return [
    { figure: 'pages', reference: '428', goal: '', value: (f) => String(f.pages) },
    ...firstVisit,
    ...nav,
    ...fileRows(ref),
    ...searchRows(ref),
    ...buildRows(ref, shellSeconds),
    ...lighthouseRows(ref),
  ];
}

/** A Markdown table: one column per scale, the reference, the goal and ours/reference at the largest N. */
export function scaleTable(runs: { n: number; figures: SiteFigures }[], ref: Reference, shellSeconds: number): string {
  const last = runs[runs.length - 1]!;
  const header = ['figure', ...runs.map((r) => `N=${r.n}`), 'reference', 'goal', `ratio at N=${last.n}`];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows(ref, shellSeconds)) {
    const ratio = row.ratio ? `${row.ratio(last.figures).toFixed(2)}x` : '';
    lines.push(`| ${[row.figure, ...runs.map((r) => row.value(r.figures)), row.reference, row.goal, ratio].join(' | ')} |`);
  }
  return lines.join('\n');
}
