import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';

checkSection('cloud');
checkFoundBySearch('cloud');
