import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';

// The features remote owns /features/ and /advanced-usage/ (the tool reference included).
checkSection('features');
checkFoundBySearch('features');
checkTwinsMatchPages('features');
