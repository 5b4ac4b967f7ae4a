import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task.ts';

/**
 * Breaks a section's load into tasks at the federation runtime's own seams. Without it the
 * browser ran the remoteEntry script, its load event, the container's share-scope set-up and the
 * route table's factory as one long task (measured: see bench/RESULTS.md).
 */
export function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'roo-docs:yield',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
