import { SECTION_NAMES, type SectionName } from '@roo-docs/schemas/contract';

/** A section taken from a writer's own server instead of its published build. */
export interface DevSection {
  section: SectionName;
  /** Origin of the writer's server, as the badge names it. */
  origin: string;
  /** URL of the section's Module Federation manifest there. */
  manifest: string;
}

/** The query parameter, e.g. `?dev=features@http://127.0.0.1:4174,cloud@http://127.0.0.1:4175`. */
export const DEV_PARAM = 'dev';
/** `?dev=off` ends every local section of the tab. */
export const DEV_OFF = 'off';
const MANIFEST_NAME = 'mf-manifest.json';

/**
 * The manifest a target names: a `.json` URL is the manifest itself; any other URL is the folder
 * the section's build is served from (its root when only an origin is given).
 */
export function manifestUrlOf(target: string): URL {
  const url = new URL(target);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('.json')) url.pathname = `${url.pathname.replace(/\/?$/, '/')}${MANIFEST_NAME}`;
  return url;
}

/** One `<section>@<url>` item, or the reason it is not one. */
export function parseDevItem(item: string): DevSection | string {
  const at = item.indexOf('@');
  if (at < 1) return `"${item}" is not <section>@<url>`;
  const section = item.slice(0, at).trim() as SectionName;
  if (!SECTION_NAMES.includes(section)) return `"${section}" is not a section (${SECTION_NAMES.join(', ')})`;
  let manifest: URL;
  try {
    manifest = manifestUrlOf(item.slice(at + 1).trim());
  } catch {
    return `"${item.slice(at + 1)}" is not an absolute URL`;
  }
  if (manifest.protocol !== 'http:' && manifest.protocol !== 'https:') return `${manifest.protocol} URLs are not allowed`;
  if (manifest.username || manifest.password) return 'URLs with a user name are not allowed';
  return { section, origin: manifest.origin, manifest: manifest.href };
}

/** Every item of every `dev` parameter (comma-separated); later items win for the same section. */
export function parseDevParam(values: string[]): { sections: DevSection[]; problems: string[]; off: boolean } {
  const bySection = new Map<SectionName, DevSection>();
  const problems: string[] = [];
  let off = false;
  for (const item of values.flatMap((v) => v.split(',')).map((s) => s.trim())) {
    if (!item) continue;
    if (item === DEV_OFF) {
      off = true;
      continue;
    }
    const parsed = parseDevItem(item);
    if (typeof parsed === 'string') problems.push(parsed);
    else bySection.set(parsed.section, parsed);
  }
  return { sections: [...bySection.values()], problems, off };
}
