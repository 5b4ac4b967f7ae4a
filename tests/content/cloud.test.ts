import { checkSection } from './content-rules.ts';

checkSection('cloud');
