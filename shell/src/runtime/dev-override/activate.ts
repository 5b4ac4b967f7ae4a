import { devOriginAllowed } from '@roo-docs/schemas/contract';
import { DEV_PARAM, parseDevItem, parseDevParam, type DevSection } from './dev-param.ts';
import { readStoredDevSections, storeDevSections } from './dev-store.ts';

export interface DevActivation {
  /** The sections this page takes from a writer's server. */
  sections: DevSection[];
  /** The page's URL without the `dev` parameter, when it had one (the tab remembers instead). */
  cleanUrl: string | null;
}

function fromStorage(): DevSection[] {
  return readStoredDevSections().flatMap((s) => {
    const { section, manifest } = (s ?? {}) as Partial<DevSection>;
    const parsed = typeof section === 'string' && typeof manifest === 'string' ? parseDevItem(`${section}@${manifest}`) : null;
    return parsed && typeof parsed !== 'string' ? [parsed] : [];
  });
}

/**
 * The local sections of this page: those the tab remembers, replaced or ended by a `dev`
 * parameter in `href`. A section whose origin this page may not use (dev-origin.ts) is dropped
 * with a warning, so a link can never point a reader elsewhere; `allowed` is the inlined
 * pointer's `devOrigins`.
 */
export function activateDevSections(href: string, allowed: unknown): DevActivation {
  const url = new URL(href);
  const values = url.searchParams.getAll(DEV_PARAM);
  const asked = parseDevParam(values);
  for (const problem of asked.problems) console.warn(`Ignoring ?${DEV_PARAM}=: ${problem}`);
  const merged = new Map((asked.off ? [] : fromStorage()).map((s) => [s.section, s]));
  for (const s of asked.sections) merged.set(s.section, s);
  const list = Array.isArray(allowed) ? (allowed as unknown[]) : [];
  const sections = [...merged.values()].filter((s) => {
    if (devOriginAllowed(url.hostname, s.manifest, list)) return policyCanAllow(s, list);
    console.warn(
      `Ignoring ?${DEV_PARAM}=${s.section}@${s.origin}: a page served from ${url.hostname} may take a section only from ` +
        'a loopback origin when it is itself served from loopback, or from an origin remotes.json lists in devOrigins',
    );
    return false;
  });
  if (!values.length) return { sections, cleanUrl: null };
  storeDevSections(sections);
  url.searchParams.delete(DEV_PARAM);
  return { sections, cleanUrl: url.href };
}

// The only loopback hosts a script policy can name (LOOPBACK_SCRIPT_SOURCES in the shell's node code).
const POLICY_LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

/** A loopback origin the page's script policy could not allow would only fail later, less clearly. */
function policyCanAllow(s: DevSection, allowed: unknown[]): boolean {
  if (allowed.includes(s.origin) || POLICY_LOOPBACK_HOSTS.includes(new URL(s.origin).hostname)) return true;
  console.warn(
    `Ignoring ?${DEV_PARAM}=${s.section}@${s.origin}: the site's script policy can allow only http://127.0.0.1 and ` +
      'http://localhost (any port) as loopback origins; serve the section on one of them',
  );
  return false;
}

/** Ends the tab's local sections (all, or one) and returns those left. */
export function endDevSections(current: DevSection[], section?: DevSection['section']): DevSection[] {
  const left = section ? current.filter((s) => s.section !== section) : [];
  storeDevSections(left);
  return left;
}
