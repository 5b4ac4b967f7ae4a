// `npm run bench [-- <mode>]`: the figures of this checkout beside the reference site's. Modes are
// listed in modes.ts (`npm run bench -- --help` prints them).
import '@roo-docs/deploy/production-env';
import { BenchArgs } from './args.ts';
import { chooseMode, USAGE } from './modes.ts';

const args = new BenchArgs(process.argv.slice(2));
try {
  if (args.has('--help') || args.has('-h')) console.log(USAGE);
  else await chooseMode(args).run(args);
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
