// The tokens the sandbox aggregator sells and buys: every chain's native ETH and its seeded tokens, except spam, blocked
// and fee-on-transfer ones (a fee-on-transfer delivery would land less than the quote promised). Codes follow the
// aggregator's `SYMBOL_CHAIN` form (USDC_DEVNET, ETH_DEVNET_L2), so one code names one token on one chain.
import { type Address, zeroAddress } from 'viem';
import type { ChainDeployment, DeploymentManifest } from '../../../contract/deployment.ts';
import type { FORSupportedToken } from '../../../contract/fiatOnRampWire.ts';
import { chainSlug } from '../../chainSlug.ts';

export type TradableToken = {
  code: string;
  chain: ChainDeployment;
  /** The zero address for the chain's native ETH. */
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  stablecoin: boolean;
};

const chainCode = (chain: ChainDeployment) => chainSlug(chain.name).toUpperCase().replace(/-/g, '_');

export function tradableTokens(manifest: DeploymentManifest): TradableToken[] {
  return Object.values(manifest.chains)
    .sort((a, b) => a.chainId - b.chainId)
    .flatMap((chain) => [
      {
        code: `ETH_${chainCode(chain)}`,
        chain,
        address: zeroAddress,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
        stablecoin: false,
      },
      ...chain.tokens
        .filter((t) => !t.flags.some((flag) => flag === 'spam' || flag === 'blocked' || flag === 'feeOnTransfer'))
        .map((t) => ({
          code: `${t.symbol.toUpperCase()}_${chainCode(chain)}`,
          chain,
          address: t.address,
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          stablecoin: t.flags.includes('stablecoin'),
        })),
    ]);
}

export function tradableToken(manifest: DeploymentManifest, code: string): TradableToken | undefined {
  return tradableTokens(manifest).find((token) => token.code === code);
}

export function toSupportedToken(token: TradableToken): FORSupportedToken {
  return {
    cryptoCurrencyCode: token.code,
    displayName: token.name,
    address: token.address,
    cryptoCurrencyChain: token.chain.name,
    chainId: String(token.chain.chainId),
    symbol: token.symbol,
  };
}
