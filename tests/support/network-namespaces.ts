import { execFileSync } from 'node:child_process';

/**
 * Named network namespaces of a test's own (`ip netns add`, root only), as containers sharing a
 * folder have: run a process in one with `ip netns exec <name> …`. `remove` deletes them; call it
 * in an afterAll. Names carry this process's id, so parallel test files never share one.
 */
export function addNetworkNamespaces(count: number): { names: string[]; remove: () => void } {
  const names = Array.from({ length: count }, (_, i) => `roo-docs-test-${process.pid}-${i}`);
  const remove = () => {
    for (const name of names) execFileSync('ip', ['netns', 'delete', name], { stdio: 'ignore' });
  };
  try {
    for (const name of names) execFileSync('ip', ['netns', 'add', name], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    try {
      remove();
    } catch {
      // some were never made
    }
    throw new Error(
      `Could not make network namespaces (ip netns add needs root and iproute2): ${(error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error)}`,
      { cause: error },
    );
  }
  return { names, remove };
}
