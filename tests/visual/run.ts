// The visual regression suite on its own: `npm run test:visual` (add `-- --update` to rewrite
// baselines after an intended change). `npm test` runs it with the browser tests, on their build.
import '../../deploy/src/node/cli/production-env.ts';
await import('./visual.test.ts');
