// What the release notes' scripts (place-pulls, place-pulls-changelog, pull-placement-stats) read:
// the entries, the pull request file and what each page shipped, and how much each title word tells.
import { join } from 'node:path';
import { pageRefs, readEntries, readPullRequests } from '@roo-docs/remote-update-notes';
import { wordWeights } from '@roo-docs/remote-update-notes/sources';

export const remoteDir = join(import.meta.dirname, '..', 'remotes', 'update-notes');

export async function readReleaseNotes() {
  const entries = await readEntries(join(remoteDir, 'entries'));
  const pulls = readPullRequests(remoteDir);
  const refs = pageRefs(entries, pulls);
  const weight = wordWeights([...pulls.byNumber.values()].map((x) => x.pull.title));
  return { entries, pulls, refs, weight };
}
