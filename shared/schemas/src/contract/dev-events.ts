/**
 * Window events a section's development build fires for the shell's development build (the dev
 * server only; a published build fires none).
 */
/** A page module's MDX was replaced in place; `detail` is the page's path. */
export const DEV_PAGE_EVENT = 'roo:dev-page';
/** The section's route table was replaced (a page added or removed); `detail` is the section. */
export const DEV_ROUTES_EVENT = 'roo:dev-routes';
