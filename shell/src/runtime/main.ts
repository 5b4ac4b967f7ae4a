import '@roo-docs/chrome/styles.css';
import { boot } from './boot.tsx';
import { SHELL_STARTED } from '../shared/head-scripts/base-url-script.ts';

// Tells the page's base-URL check that this script was found and ran.
Object.assign(window, { [SHELL_STARTED]: true });

// Evaluating the modules above (React's above all) is one task and booting another, so neither
// holds a phone's main thread for their sum.
setTimeout(() => {
  boot().catch((error) => console.error('The site failed to start; the page stays readable as served', error));
}, 0);
