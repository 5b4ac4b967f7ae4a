import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sectionRouteTableSchema, type SectionName } from '@roo-docs/schemas';
import { sectionBuildDir, type Origin } from '../../deploy/src/node/origin/origin.ts';
import { sectionBuildsNamed } from './page-builds.ts';

const ENCODINGS = ['identity', 'gzip', 'br'];
const SITE_WIDE = ['/sitemap.xml', '/llms.txt'];

/** The route paths of a section's builds, read from their own folders on the origin. */
export async function routesOf(origin: Origin, section: SectionName, buildIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const id of buildIds) {
    const raw = await readFile(join(sectionBuildDir(origin, section, id), 'routes.json'), 'utf8');
    out.set(
      id,
      sectionRouteTableSchema.parse(JSON.parse(raw)).routes.map((r) => r.path),
    );
  }
  return out;
}

/** One path as every encoding gets it: the status and the decoded body must agree, twin or not. */
async function getAgreeing(base: string, path: string): Promise<{ status: number; body: string }> {
  const answers = await Promise.all(
    ENCODINGS.map(async (encoding) => {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding }, redirect: 'manual' });
      return { status: res.status, body: await res.text() };
    }),
  );
  for (const [i, a] of answers.entries()) {
    assert.equal(a.status, answers[0]!.status, `${base}${path}: ${ENCODINGS[i]} answers as identity does`);
    assert.ok(a.body === answers[0]!.body, `${base}${path}: the ${ENCODINGS[i]} bytes are the page's own`);
  }
  return answers[0]!;
}

/**
 * What a reader of `base` sees of `section` right now comes from one build: every page of the
 * section (of any of `builds`' route tables) that answers names the same build, that build's
 * pages all answer, `/remotes.json` names it too, and every precompressed twin decodes to the
 * bytes of its own file. Returns that build.
 */
export async function assertOneBuildServed(base: string, section: SectionName, builds: Map<string, string[]>): Promise<string> {
  const named = new Map<string, string>();
  for (const path of new Set([...builds.values()].flat())) {
    const { status, body } = await getAgreeing(base, path);
    if (status !== 200) continue;
    for (const id of sectionBuildsNamed(body, section)) named.set(id, path);
  }
  assert.equal(named.size, 1, `${base}: ${section} pages come from one build, not ${JSON.stringify([...named])}`);
  const [live] = [...named.keys()];
  for (const path of builds.get(live!) ?? []) assert.equal((await getAgreeing(base, path)).status, 200, `${base}${path}`);
  const pointer = JSON.parse((await getAgreeing(base, '/remotes.json')).body) as {
    sections: Record<string, { buildId: string }>;
  };
  assert.equal(pointer.sections[section]?.buildId, live, `${base}/remotes.json names the build the pages come from`);
  for (const path of SITE_WIDE) await getAgreeing(base, path);
  return live!;
}
