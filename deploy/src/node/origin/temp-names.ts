/**
 * The names a deploy gives a file or folder while it writes it, before one rename puts it in place:
 * `<name>.tmp-<pid>` (build folders, assets, twins), `<name>.link-<pid>` and `<name>.fill-<pid>`
 * (links and hard links of page folders), `<name>.<pid>.<ms>.tmp` (writeAtomic). A deploy that
 * fails or is killed half-way leaves them; no server may ever send one.
 */
const TEMP_NAME = /\.(?:tmp|link|fill)-\d+(?:-\d+)?$|\.\d+\.\d+\.tmp$/;

/** Whether one path segment is a name a deploy writes under before renaming it into place. */
export const isTempName = (segment: string): boolean => TEMP_NAME.test(segment);
