// The one schema browser code may still fetch: a section build older than `nav.json` has only its
// `routes.json`. Importing the whole set would build every schema of the site for it.
export { sectionRouteTableSchema } from './route-table.ts';
