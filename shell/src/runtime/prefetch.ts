interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec 4: no prefetching when the reader saves data or is on a very slow connection. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== 'slow-2g';
}
