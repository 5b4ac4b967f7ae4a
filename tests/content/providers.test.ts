import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';

checkSection('providers');
checkFoundBySearch('providers');
