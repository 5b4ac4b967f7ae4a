/** The federation container name of a section (same rule as the build's). */
export function containerName(section: string): string {
  return `roo_${section.replace(/[^a-z0-9]/g, '_')}`;
}
