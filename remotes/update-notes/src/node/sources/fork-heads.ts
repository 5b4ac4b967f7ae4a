/** A branch merged from a fork: the address its head commit was written under, and the fork's owner. */
export interface ForkHead {
  email: string;
  owner: string;
}

/**
 * The GitHub user behind an address, learnt from the branches merged from forks: an address that
 * heads at least two branches of one owner's fork, and no branch of anyone else's, is that owner's.
 * One branch is not enough, nor an address seen on two owners' branches: a maintainer who pushed to a
 * contributor's branch, or a company's fork, would name the wrong person.
 */
export function forkOwners(heads: readonly ForkHead[]): (email: string) => string | null {
  const byEmail = new Map<string, Map<string, number>>();
  for (const { email, owner } of heads) {
    const owners = byEmail.get(email.toLowerCase()) ?? new Map<string, number>();
    byEmail.set(email.toLowerCase(), owners.set(owner, (owners.get(owner) ?? 0) + 1));
  }
  return (email) => {
    const owners = [...(byEmail.get(email.toLowerCase()) ?? [])];
    return owners.length === 1 && owners[0]![1] >= 2 ? owners[0]![0] : null;
  };
}
