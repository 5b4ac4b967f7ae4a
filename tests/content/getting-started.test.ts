import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';

// The videos page is a grid of links by design: its prose is a short introduction.
checkSection('getting-started', { thinPages: ['/tutorial-videos'] });
checkFoundBySearch('getting-started');
checkTwinsMatchPages('getting-started');
