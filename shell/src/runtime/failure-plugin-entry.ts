// Module Federation loads runtime plugins by module path and calls the default export.
import { failurePlugin } from './failure-plugin.ts';

export default failurePlugin;
