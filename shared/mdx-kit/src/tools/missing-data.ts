// The section build inlines catalogue data into these components (shared/section-build remark-tool-catalogue);
// rendering one without it means the page was compiled some other way.
export function missingData(component: string, tool?: string): Error {
  return new Error(
    `<${component}${tool ? ` tool="${tool}"` : ''}/> rendered without its catalogue data: compile pages with the site's MDX pipeline`,
  );
}
