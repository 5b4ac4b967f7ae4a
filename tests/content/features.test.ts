import { checkFoundBySearch } from './search-coverage.ts';
import { checkSearchParity } from './search-parity.ts';
import { checkSection } from './content-rules.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';
import { checkDocsMcpPage } from './docs-mcp-page.ts';

// The features remote owns /features/ and /advanced-usage/ (the tool reference included).
checkSection('features');
checkFoundBySearch('features');
checkSearchParity('features');
checkTwinsMatchPages('features');
checkDocsMcpPage();
