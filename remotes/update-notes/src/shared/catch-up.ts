import { compareVersions } from './version.ts';

/** One line a reader catching up sees: plain text, and the docs pages (providers, features) it is about. */
export interface CatchUpItem {
  text: string;
  /** Routes of the pages the line links to, e.g. `/providers/bedrock`. */
  tags: string[];
}

/** What a release holds for a reader catching up; `changes` are only the lines about a tagged page. */
export interface CatchUpRelease {
  version: string;
  date?: string;
  impact: 'none' | 'opt-in' | 'behaviour change' | 'breaking';
  highlights: CatchUpItem[];
  actions: CatchUpItem[];
  changes: CatchUpItem[];
}

export interface CatchUpTag {
  route: string;
  label: string;
  group: 'provider' | 'feature';
}

/** The data the index's catch-up form loads when a reader first uses it: every patch, oldest first. */
export interface CatchUpData {
  releases: CatchUpRelease[];
}

/** A release as the form shows it after filtering: the lines to show, none when it has nothing for the filter. */
export interface CatchUpView {
  release: CatchUpRelease;
  highlights: CatchUpItem[];
  actions: CatchUpItem[];
  changes: CatchUpItem[];
}

const about = (tag: string) => (item: CatchUpItem) => item.tags.includes(tag);

/**
 * The releases after `version`, oldest first, with what each holds for the reader: without a tag,
 * its highlights and actions; with one, every highlight, action and change about that page (and
 * the release is left out when it has none).
 */
export function catchUp(data: CatchUpData, version: string, tag = ''): CatchUpView[] {
  return data.releases
    .filter((r) => compareVersions(r.version, version) > 0)
    .map((release) =>
      tag
        ? {
            release,
            highlights: release.highlights.filter(about(tag)),
            actions: release.actions.filter(about(tag)),
            changes: release.changes.filter(about(tag)),
          }
        : { release, highlights: release.highlights, actions: release.actions, changes: [] },
    )
    .filter((v) => !tag || v.highlights.length + v.actions.length + v.changes.length > 0);
}

/** One sentence that sums up a catch-up, for the live region: "Since 3.25.4: 40 releases, 2 ask you to act." */
export function catchUpSummary(views: CatchUpView[], version: string, tagLabel?: string): string {
  const acting = views.filter((v) => v.actions.length).length;
  const count = `${views.length} release${views.length === 1 ? '' : 's'}`;
  const scope = tagLabel ? ` change ${tagLabel}` : '';
  if (!views.length) return `Since ${version}, no release${tagLabel ? ` changes ${tagLabel}` : ''}: you are up to date.`;
  const act = acting ? `, ${acting} ask${acting === 1 ? 's' : ''} you to act` : ', none asks you to act';
  return `Since ${version}: ${count}${scope}${act}.`;
}
