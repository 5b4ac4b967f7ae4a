import { isCalendarDate } from '@roo-docs/remote-update-notes';

export interface ReleaseArgs {
  version: string;
  date: string;
  from: string;
  dryRun: boolean;
  /** Allows a version lower than the latest released one (an old release written late). */
  backfill: boolean;
}

export const RELEASE_USAGE =
  'Usage: npm run release -- <version> --date <YYYY-MM-DD> --from <entry file> [--dry-run] [--backfill]';

/** Reads `<version> --date <YYYY-MM-DD> --from <file> [--dry-run] [--backfill]`; a wrong command line names what is wrong. */
export function parseReleaseArgs(argv: string[]): ReleaseArgs {
  let version: string | undefined;
  let date: string | undefined;
  let from: string | undefined;
  let dryRun = false;
  let backfill = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (!v || v.startsWith('--')) throw new Error(`${arg} needs a value.\n${RELEASE_USAGE}`);
      return v;
    };
    if (arg === '--date') date = value();
    else if (arg === '--from') from = value();
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--backfill') backfill = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n${RELEASE_USAGE}`);
    else if (version) throw new Error(`Only one version per release (got ${version} and ${arg}).\n${RELEASE_USAGE}`);
    else version = arg.replace(/^v/, '');
  }
  if (!version) throw new Error(`Missing the version to release.\n${RELEASE_USAGE}`);
  if (!/^\d+\.\d+(\.\d+)?$/.test(version)) throw new Error(`version: '${version}' is not a version such as 3.28.18 or 3.29`);
  if (!date) throw new Error(`Missing --date.\n${RELEASE_USAGE}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`--date: '${date}' is not a date written YYYY-MM-DD`);
  if (!isCalendarDate(date)) throw new Error(`--date: '${date}' is not a calendar date`);
  if (!from) throw new Error(`Missing --from <entry file>.\n${RELEASE_USAGE}`);
  return { version, date, from, dryRun, backfill };
}
