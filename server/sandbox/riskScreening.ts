// Risk screening sandbox (spec §6, §7: "risk screening (receives wallet address)"). It speaks the protocol of the
// hosted sanctions-screening APIs (Chainalysis' free Sanctions API): GET /v1/address/:address answers
// { identifications: [{ category, name, description, url }] }, an empty list for an address that may trade.
// The sandbox's list: every token the devnet manifest flags "blocked", and the wallet addresses configured here.
// Connected apps (issue 29; spec §6 "flagged as a risk") have their website screened the same way:
// GET /v1/domain/:domain answers the same shape for a site on the list of flagged domains (a listed domain flags its
// subdomains too), which the devnet seeds (devnet/sandboxAccess.ts) and SLUICE_FLAGGED_DOMAINS extends.
import { Hono } from 'hono';
import type { DeploymentManifest } from '../../contract/deployment.ts';

export type Identification = { category: string; name: string; description: string; url: string | null };

/** Devnet account 9 of the test mnemonic: barred in the sandbox so the blocked-address path can be exercised. */
export const SANDBOX_BLOCKED_WALLETS: readonly string[] = ['0xa0ee7a142d267c1f36714e4a8f75612f20a79720'];

export type RiskScreeningOptions = {
  manifest: () => DeploymentManifest;
  /** Extra barred wallet addresses (SLUICE_BLOCKED_ADDRESSES, comma separated, by default). */
  blockedWallets?: readonly string[];
  /** Websites flagged as a risk to connect to (the devnet's list); SLUICE_FLAGGED_DOMAINS adds to them. */
  flaggedDomains?: readonly string[];
};

/** The longest host name DNS allows (RFC 1035: 253 characters in text form). */
const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the list keeps it (lowercase, no trailing dot, internationalized names in their ASCII form), or
 * undefined when the text is not one: a URL, a port, an IP literal with brackets or an empty label are refused.
 */
export function normalizeDomain(text: string): string | undefined {
  if (text.length === 0 || text.length > MAX_DOMAIN_LENGTH + 1) return undefined;
  let host: string;
  try {
    // the URL parser applies IDNA (bücher.example -> xn--bcher-kva.example) and lowercases
    const url = new URL(`http://${text}/`);
    if (url.username || url.password || url.port || url.pathname !== '/' || url.search || url.hash) return undefined;
    host = url.hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/\.$/, '');
  if (host !== text.toLowerCase().replace(/\.$/, '') && !/^xn--|\.xn--/.test(host)) return undefined;
  if (host.length === 0 || host.length > MAX_DOMAIN_LENGTH) return undefined;
  if (!host.split('.').every((label) => LABEL.test(label))) return undefined;
  return host;
}

/** The identifications of a site: one when it, or a domain it is under, is on the flagged list. */
export function screenDomain(flagged: ReadonlySet<string>, domain: string): Identification[] {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (flagged.has(candidate))
      return [
        {
          category: 'phishing',
          name: candidate,
          description: 'Sandbox entry: this website is reported as a scam that drains wallets.',
          url: null,
        },
      ];
  }
  return [];
}

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
  const flagged = new Set(
    [...(options.flaggedDomains ?? []), ...(process.env.SLUICE_FLAGGED_DOMAINS ?? '').split(',')].flatMap(
      (domain) => normalizeDomain(domain.trim()) ?? [],
    ),
  );
  const app = new Hono();
  app.get('/v1/address/:address', (c) => {
    const address = c.req.param('address');
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return c.json({ error: { message: 'Invalid address' } }, 400);
    return c.json({ identifications: screenAddress(options.manifest(), blocked, address) });
  });
  app.get('/v1/domain/:domain', (c) => {
    const domain = normalizeDomain(c.req.param('domain'));
    if (!domain) return c.json({ error: { message: 'Invalid domain' } }, 400);
    return c.json({ identifications: screenDomain(flagged, domain) });
  });
  return { app };
}
