// One CI runner publishing one prebuilt section into a bucket, as its own process with its own work
/* global performance */
// folder (ROO_DOCS_S3_WORK): `node tests/support/s3-runner.mjs <s3 url> <build.json>`. Prints one
// JSON line (the build published, the attempts it took); a refusal exits 1 with its message.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jiti = createJiti(import.meta.url);
await jiti.import('../../deploy/src/node/cli/production-env.ts');
const { publish } = await jiti.import('../../deploy/src/node/publish/publish.ts');
const { onObjectStore, openS3Site } = await jiti.import('../../deploy/src/node/s3/s3-site.ts');

const [url, buildFile] = process.argv.slice(2);
const build = JSON.parse(await readFile(buildFile, 'utf8'));
const site = openS3Site(url, root);
let attempts = 0;
const started = performance.now();
try {
  await onObjectStore(
    site,
    (work, attempt) => {
      attempts = attempt + 1;
      return publish({ origin: work, sections: [build] });
    },
    { log: (line) => process.stderr.write(`${line}\n`) },
  );
  console.log(
    JSON.stringify({ section: build.section, buildId: build.buildId, attempts, ms: Math.round(performance.now() - started) }),
  );
} catch (error) {
  console.error(`error: ${error.message}`);
  process.exit(1);
}
