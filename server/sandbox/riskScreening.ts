// Risk screening sandbox (spec §6, §7: "risk screening (receives wallet address)"). It speaks the protocol of the
// hosted sanctions-screening APIs (Chainalysis' free Sanctions API): GET /v1/address/:address answers
// { identifications: [{ category, name, description, url }] }, an empty list for an address that may trade.
// The sandbox's list: every token the devnet manifest flags "blocked", and the wallet addresses configured here.
import { Hono } from 'hono';
import type { DeploymentManifest } from '../../contract/deployment.ts';

export type Identification = { category: string; name: string; description: string; url: string | null };

/** Devnet account 9 of the test mnemonic: barred in the sandbox so the blocked-address path can be exercised. */
export const SANDBOX_BLOCKED_WALLETS: readonly string[] = ['0xa0ee7a142d267c1f36714e4a8f75612f20a79720'];

export type RiskScreeningOptions = {
  manifest: () => DeploymentManifest;
  /** Extra barred wallet addresses (SLUICE_BLOCKED_ADDRESSES, comma separated, by default). */
  blockedWallets?: readonly string[];
};

export function screenAddress(manifest: DeploymentManifest, blockedWallets: readonly string[], address: string) {
  const lower = address.toLowerCase();
  const identifications: Identification[] = [];
  if (blockedWallets.includes(lower))
    identifications.push({
      category: 'sanctions',
      name: 'SANDBOX SANCTIONS LIST',
      description: 'Sandbox entry: this address is barred from the interface.',
      url: null,
    });
  for (const chain of Object.values(manifest.chains))
    for (const token of chain.tokens)
      if (token.address.toLowerCase() === lower && token.flags.includes('blocked'))
        identifications.push({
          category: 'blocked token',
          name: `${token.symbol} (${chain.name})`,
          description: 'Sandbox entry: this token cannot be traded.',
          url: null,
        });
      else if (token.address.toLowerCase() === lower && token.flags.includes('spam'))
        identifications.push({
          category: 'spam',
          name: `${token.symbol} (${chain.name})`,
          description: 'Sandbox entry: reported as spam.',
          url: null,
        });
  return identifications;
}

export function createRiskScreening(options: RiskScreeningOptions) {
  const blocked = [
    ...SANDBOX_BLOCKED_WALLETS,
    ...(options.blockedWallets ?? (process.env.SLUICE_BLOCKED_ADDRESSES ?? '').split(',')),
  ]
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  const app = new Hono();
  app.get('/v1/address/:address', (c) => {
    const address = c.req.param('address');
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return c.json({ error: { message: 'Invalid address' } }, 400);
    return c.json({ identifications: screenAddress(options.manifest(), blocked, address) });
  });
  return { app };
}
