// GET /api/tokens: every seeded token in the Uniswap token-list format, built from the devnet manifest.
import type { DeploymentManifest, TokenManifest } from '../contract/deployment.ts';
import type { TokenList, TokenListToken } from '../contract/tokenList.ts';

/** Tags the list declares; a token's manifest flags map onto them. */
const TAGS = {
  stablecoin: { name: 'Stablecoin', description: 'Pegged to a fiat currency' },
  feeOnTransfer: { name: 'Fee on transfer', description: 'Takes a fee on every transfer' },
  wrappedNative: { name: 'Wrapped native', description: 'Wrapped form of the chain’s native coin' },
} as const;

function tagsFor(token: TokenManifest): string[] {
  return token.flags.filter((flag): flag is keyof typeof TAGS => flag in TAGS);
}

/** Symbols with hand-drawn artwork in public/tokens/ (precached by the service worker, so they show offline). */
export const DRAWN_LOGO_SYMBOLS: ReadonlySet<string> = new Set([
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'UNI',
  'LINK',
  'AAVE',
  'ARB',
  'LDO',
  'PEPE',
  'RFX',
]);

export function tokenLogoPath(chainId: number, address: string): string {
  return `/api/tokens/logo/${chainId}/${address.toLowerCase()}.svg`;
}

/** A token's logoURI: its drawn file when there is one, else the round logo generated from its symbol and colour. */
export function tokenLogoUri(chainId: number, token: Pick<TokenManifest, 'address' | 'symbol'>): string {
  const symbol = token.symbol.toUpperCase();
  return DRAWN_LOGO_SYMBOLS.has(symbol) ? `/tokens/${symbol.toLowerCase()}.svg` : tokenLogoPath(chainId, token.address);
}

export function buildTokenList(manifest: DeploymentManifest): TokenList {
  const tokens: TokenListToken[] = [];
  for (const chain of Object.values(manifest.chains)) {
    for (const token of chain.tokens) {
      // Blocked and spam tokens are seeded to test warnings; a token list never lists them.
      if (token.flags.includes('blocked') || token.flags.includes('spam')) continue;
      tokens.push({
        chainId: chain.chainId,
        address: token.address,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        logoURI: tokenLogoUri(chain.chainId, token),
        tags: tagsFor(token),
        extensions: {
          color: token.color,
          priceChange24h: null,
          ...(token.transferFeeBips ? { transferFeeBips: token.transferFeeBips } : {}),
        },
      });
    }
  }
  const generated = new Date(manifest.generatedAt);
  return {
    name: 'Sluice Devnet',
    timestamp: (Number.isNaN(generated.getTime()) ? new Date(0) : generated).toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens,
    tags: TAGS,
  };
}

/** A round logo in the token's colour with its symbol, so every seeded token has an image offline. */
export function tokenLogoSvg(token: Pick<TokenManifest, 'symbol' | 'color'>): string {
  const label = token.symbol.slice(0, 4).replace(/[<>&"']/g, '');
  const fontSize = label.length > 3 ? 22 : 28;
  const color = /^#[0-9a-f]{3,8}$/i.test(token.color) ? token.color : '#888888';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="#fff">${label}</text></svg>`
  );
}
