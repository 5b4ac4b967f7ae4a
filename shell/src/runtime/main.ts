import '@roo-docs/chrome/styles.css';
import { boot } from './boot.tsx';

boot().catch((error) => console.error('The site failed to start; the page stays readable as served', error));
