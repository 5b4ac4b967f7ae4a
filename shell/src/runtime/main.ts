import '@roo-docs/chrome/styles.css';
import { SHELL_STARTED } from '../shared/head-scripts/base-url-script.ts';
import { nextTask } from './next-task.ts';

// Tells the page's base-URL check that this script was found and ran.
Object.assign(window, { [SHELL_STARTED]: true });

/**
 * Evaluating React, then the shell's own modules, then booting, each in a task of its own: one
 * task for all three held a phone's main thread far past a long task's limit. React's module code
 * waits for a task after this script's, so compiling the script (the browser finishes that on the
 * main thread) and running React's code are not one task either (figures: see bench/RESULTS.md).
 * Eager imports stay in this file, so nothing waits on the network; a module runs when imported.
 */
async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './boot.tsx');
  await nextTask();
  await boot();
}

start().catch((error) => console.error('The site failed to start; the page stays readable as served', error));
