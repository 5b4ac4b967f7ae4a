import { checkFoundBySearch } from './search-coverage.ts';
import { checkSearchParity } from './search-parity.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';

checkSection('providers');
checkFoundBySearch('providers');
checkSearchParity('providers');
checkTwinsMatchPages('providers');
