import { checkFoundBySearch } from './search-coverage.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';
import { checkWebAppFactsDated } from './web-app-facts-rules.ts';

checkSection('cloud');
checkFoundBySearch('cloud');
checkTwinsMatchPages('cloud');
checkWebAppFactsDated('cloud');
