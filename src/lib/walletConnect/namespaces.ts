// The chains in WalletConnect namespaces (CAIP-2 `eip155:<id>`), and which of them an app's session gets (issue 29).

/** A namespace as proposals and sessions carry it: its chains, when not named by the key itself (`eip155:1`). */
export type NamespaceLike = { chains?: string[] };

/** The eip155 chain ids a set of namespaces names (`eip155:31337`, or an `eip155` namespace with `chains`). */
export function namespaceChains(namespaces: Readonly<Record<string, NamespaceLike>> | undefined): number[] {
  const chains = new Set<number>();
  for (const [key, namespace] of Object.entries(namespaces ?? {})) {
    const named = key.includes(':') ? [key, ...(namespace.chains ?? [])] : namespace.chains ?? [];
    for (const chain of named) {
      const [family, reference] = chain.split(':');
      if (family === 'eip155' && reference && /^\d+$/.test(reference)) chains.add(Number(reference));
    }
  }
  return [...chains];
}

/** What the chains of a proposal are: the ones the app requires, and the ones it would like. */
export type ProposedChains = { requiredChains: number[]; optionalChains: number[] };

/**
 * The chains a proposal would get: the ones Sluice has among those asked for (every one when the app names none), or
 * undefined when the app cannot work here: a chain it requires is missing, or none of the chains it names is Sluice's.
 * (sign-client 2.21 moves an app's required namespaces into its optional ones, so most apps name only optional chains.)
 */
export function approvableChains(proposal: ProposedChains, supported: readonly number[]): number[] | undefined {
  if (proposal.requiredChains.some((chain) => !supported.includes(chain))) return undefined;
  const named = [...proposal.requiredChains, ...proposal.optionalChains];
  if (named.length === 0) return [...supported];
  const shared = [...new Set(named.filter((chain) => supported.includes(chain)))];
  return shared.length > 0 ? shared : undefined;
}
