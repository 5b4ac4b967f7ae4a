// Reads the two public APIs' answers. Both are third-party JSON, so nothing about their shape is
// trusted: anything unexpected is reported with the message the console shows (docs/site-behaviour.md, When something fails).

export type Parsed = { ok: true; count: number } | { ok: false; problem: string };

export const STARS_INVALID = 'GitHub API: Invalid stargazers count';
export const INSTALLS_NO_STATISTICS = 'VSCode API: Missing statistics in response';
export const INSTALLS_NOT_FOUND = 'VSCode API: Install count not found';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const field = (value: unknown, key: string | number): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;

/** `stargazers_count` of the repository answer; only a (finite, non-negative) number counts. */
export function parseStars(body: unknown): Parsed {
  const stars = field(body, 'stargazers_count');
  return isCount(stars) ? { ok: true, count: stars } : { ok: false, problem: STARS_INVALID };
}

/** The `install` statistic of the first extension in the marketplace query answer. */
export function parseInstalls(body: unknown): Parsed {
  const statistics = field(field(field(field(body, 'results'), 0), 'extensions'), 0);
  const list = field(statistics, 'statistics');
  if (!Array.isArray(list)) return { ok: false, problem: INSTALLS_NO_STATISTICS };
  const install = list.find((s) => field(s, 'statisticName') === 'install');
  const value = field(install, 'value');
  return isCount(value) ? { ok: true, count: value } : { ok: false, problem: INSTALLS_NOT_FOUND };
}
