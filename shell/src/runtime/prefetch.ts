interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching when the reader saves data or is on a very slow connection. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== 'slow-2g';
}
