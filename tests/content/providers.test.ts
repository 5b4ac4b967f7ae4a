import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';

checkSection('providers');
checkFoundBySearch('providers');
checkTwinsMatchPages('providers');
