// The bridge's routes (issue 31): which tokens cross between which chains, by symbol, and what the relayer charges for
// each. One table, read by the quote endpoint and by the relayer's check that a deposit pays its fee.
import { type Address, zeroAddress } from 'viem';
import type { ChainDeployment, DeploymentManifest, TokenManifest } from '../../../contract/deployment.ts';

export type BridgeToken = {
  symbol: string;
  /** What one fill costs the relayer in gas, charged in this token's base units. */
  gasFee: bigint;
  /** The most one deposit may carry, in base units (Across's per-route cap). */
  maxDeposit: bigint;
};

/** ETH crosses as WETH (the deposit wraps msg.value; the fill unwraps for an EOA) and USDC as itself. */
export const BRIDGE_TOKENS: readonly BridgeToken[] = [
  { symbol: 'WETH', gasFee: 200_000_000_000_000n, maxDeposit: 100n * 10n ** 18n },
  { symbol: 'USDC', gasFee: 300_000n, maxDeposit: 250_000n * 10n ** 6n },
];

/** The relayer's charge for the capital a fill ties up, in basis points of the amount (Across's capital fee). */
export const CAPITAL_FEE_BPS = 4n;
/** A deposit must carry at least this many times the gas fee (below it, the fee would eat most of it). */
export const MIN_DEPOSIT_GAS_MULTIPLE = 4n;

export type RelayerFee = { capital: bigint; gas: bigint; total: bigint };

/** What the relayer keeps of a deposit of `amount`: the capital fee, rounded up, and the gas fee. */
export function relayerFee(amount: bigint, token: Pick<BridgeToken, 'gasFee'>): RelayerFee {
  const capital = (amount * CAPITAL_FEE_BPS + 9_999n) / 10_000n;
  return { capital, gas: token.gasFee, total: capital + token.gasFee };
}

export type BridgeRoute = {
  origin: ChainDeployment;
  destination: ChainDeployment;
  inputToken: TokenManifest;
  outputToken: TokenManifest;
  token: BridgeToken;
};

function bridgeChains(manifest: DeploymentManifest): ChainDeployment[] {
  return Object.values(manifest.chains).filter((chain) => chain.contracts.SpokePool);
}

/**
 * The route a deposit of `inputToken` on `originChainId` to `outputToken` on `destinationChainId` takes, or undefined
 * when there is none. The zero address stands for the native coin and means WETH (the SpokePool wraps it).
 */
export function findBridgeRoute(
  manifest: DeploymentManifest,
  originChainId: number,
  destinationChainId: number,
  inputToken: Address,
  outputToken: Address,
): BridgeRoute | undefined {
  if (originChainId === destinationChainId) return undefined;
  const chains = bridgeChains(manifest);
  const origin = chains.find((c) => c.chainId === originChainId);
  const destination = chains.find((c) => c.chainId === destinationChainId);
  if (!origin || !destination) return undefined;
  const tokenOn = (chain: ChainDeployment, address: Address) => {
    const wanted = (address === zeroAddress ? chain.contracts.WETH9 : address).toLowerCase();
    return chain.tokens.find((t) => t.address.toLowerCase() === wanted);
  };
  const input = tokenOn(origin, inputToken);
  const output = tokenOn(destination, outputToken);
  if (!input || !output || input.symbol !== output.symbol) return undefined;
  const token = BRIDGE_TOKENS.find((t) => t.symbol === input.symbol);
  return token ? { origin, destination, inputToken: input, outputToken: output, token } : undefined;
}

/** The bridge token a chain's token is, by address, or undefined. */
export function bridgeTokenOn(chain: ChainDeployment, address: Address): TokenManifest | undefined {
  const token = chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
  return token && BRIDGE_TOKENS.some((b) => b.symbol === token.symbol) ? token : undefined;
}
