import { main } from './cli.ts';

// The command itself, for the jiti bin and the published bundle alike. stdout carries the
// protocol on stdio: every message of ours goes to stderr.
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
