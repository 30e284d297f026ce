// spec §2 "Wallet connection modal": the order and grouping of the wallets the modal lists.

export type WalletOption = {
  connectorId: string;
  name: string;
  platform: 'evm' | 'solana';
  /** Built into the app (embedded wallet, WalletConnect); injected wallets discovered by EIP-6963 are not. */
  known: boolean;
};

export type WalletEntry = {
  name: string;
  /** The EVM connector first when an EVM and a Solana wallet were merged. */
  connectorIds: string[];
  platforms: ('evm' | 'solana')[];
  known: boolean;
  recent: boolean;
};

/** The name wallets are matched by: lowercased, without a " wallet" suffix ("Phantom Wallet" ~ "phantom"). */
export const walletMatchName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+wallet$/, '');

/**
 * Merges an EVM and a Solana wallet of the same name when there are exactly two of that name, then lists the known
 * connectors in their own order and the unknown ones after them, the recent one first.
 */
export function buildWalletList(options: WalletOption[], recentConnectorId?: string): WalletEntry[] {
  const groups = new Map<string, WalletOption[]>();
  for (const option of options) {
    const key = walletMatchName(option.name);
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  const entries: WalletEntry[] = [];
  const emitted = new Set<string>();
  for (const option of options) {
    if (emitted.has(option.connectorId)) continue;
    const group = groups.get(walletMatchName(option.name))!;
    const mergeable =
      group.length === 2 && group.some((o) => o.platform === 'evm') && group.some((o) => o.platform === 'solana');
    const members = mergeable ? [...group].sort((a) => (a.platform === 'evm' ? -1 : 1)) : [option];
    for (const member of members) emitted.add(member.connectorId);
    entries.push({
      name: members[0]!.name,
      connectorIds: members.map((m) => m.connectorId),
      platforms: members.map((m) => m.platform),
      known: members.some((m) => m.known),
      recent: recentConnectorId !== undefined && members.some((m) => m.connectorId === recentConnectorId),
    });
  }
  const known = entries.filter((e) => e.known);
  const unknown = entries.filter((e) => !e.known);
  // a stable sort: the recent one first, the rest in the order they announced themselves
  return [...known, ...unknown.sort((a, b) => Number(b.recent) - Number(a.recent))];
}
