import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { buildAllOnce } from '../support/site.ts';
import { editedBuild, publishToBucket, runRunner, testEndpoint } from '../support/object-store.ts';

// Two section teams, each on its own CI runner: separate processes with separate work folders that
// share only the Ceph endpoint and the bucket. ROUNDS defaults to 5 (`npm test`); the bench runs 50.
const ROUNDS = Number(process.env.ROO_DOCS_RUNNER_ROUNDS ?? 5);
let url: string;
let store: ObjectStore;
const builds: Record<'cloud' | 'getting-started', RemoteBuild[]> = { cloud: [], 'getting-started': [] };

beforeAll(async () => {
  ({ url, store } = await publishToBucket('runners'));
  const { sections } = await buildAllOnce();
  for (const section of ['cloud', 'getting-started'] as const) {
    const page = section === 'cloud' ? 'content/roo-code-cloud/login.mdx' : 'content/faq.mdx';
    builds[section] = [
      sections.find((s) => s.section === section)!,
      await editedBuild(section, page, `Runner round marker ${section}.`),
    ];
  }
});
afterAll(() => testEndpoint().close());

const liveBuild = async (section: string) => (await readS3Pointer(store))!.doc.remotes.sections[section as 'cloud']?.buildId;

test(`two runners publishing two sections at the same moment both land, ${ROUNDS} rounds in a row`, async () => {
  const retries: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const cloud = builds.cloud[round % 2]!;
    const start = builds['getting-started'][round % 2]!;
    const [a, b] = await Promise.all([runRunner(url, cloud, 'runner-cloud'), runRunner(url, start, 'runner-start')]);
    assert.equal(a.code, 0, `round ${round}, cloud runner: ${a.err}`);
    assert.equal(b.code, 0, `round ${round}, getting-started runner: ${b.err}`);
    assert.equal(await liveBuild('cloud'), cloud.buildId, `round ${round}: cloud's update is live`);
    assert.equal(await liveBuild('getting-started'), start.buildId, `round ${round}: getting-started's update is live`);
    retries.push(JSON.parse(a.out).attempts + JSON.parse(b.out).attempts - 2);
  }
  console.log(`runners: ${ROUNDS} rounds, every pointer held both sections; re-applied after a lost race: ${retries.join(', ')}`);
});

test('two publishes of one section are ordered: the one whose base moved says so and changes nothing', async () => {
  // Two builds of cloud, neither of them live.
  const live = await liveBuild('cloud');
  const first = builds.cloud.find((b) => b.buildId !== live)!;
  const second = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'A third build of cloud.');
  // Both read the same pointer and hold before their swap, so they certainly overlap.
  const hold = { ROO_DEPLOY_HOLD_BEFORE_SWAP_MS: '1500' };
  const [a, b] = await Promise.all([runRunner(url, first, 'same-a', hold), runRunner(url, second, 'same-b', hold)]);
  const results = [a, b];
  const won = results.filter((r) => r.code === 0);
  const lost = results.filter((r) => r.code !== 0);
  assert.equal(won.length, 1, `exactly one lands: ${a.err} / ${b.err}`);
  assert.match(lost[0]!.err, /Another runner published cloud while this command ran .*nothing of this command went live/);
  assert.equal(await liveBuild('cloud'), JSON.parse(won[0]!.out).buildId);
});
