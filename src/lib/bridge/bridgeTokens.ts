// The bridge's routes as the swap form offers them (issue 31): a token crosses to the same token on the other chain,
// as Across routes it. ETH and WETH cross as WETH on the wire and arrive as ETH (the destination pool unwraps WETH for
// a wallet); USDC crosses as USDC. A chain takes part when its runtime config names a SpokePool.
import { type Address, zeroAddress } from 'viem';

/** A chain as far as the bridge cares: the contracts its runtime config names. */
type ChainContracts = { contracts: Readonly<Record<string, Address | undefined>> };

/** What each bridged symbol arrives as on the other chain. */
export const BRIDGE_ARRIVES_AS: Readonly<Record<string, string>> = { ETH: 'ETH', WETH: 'ETH', USDC: 'USDC' };

/** The symbols a bridge can deliver: the tokens the selector offers on another chain. */
export const BRIDGE_OUTPUT_SYMBOLS: readonly string[] = [...new Set(Object.values(BRIDGE_ARRIVES_AS))];

export const isBridgeChain = (chain: ChainContracts): boolean => chain.contracts.SpokePool !== undefined;

/** Whether sending `inputSymbol` to another chain can deliver `outputSymbol` there. */
export const bridgesTo = (inputSymbol: string, outputSymbol: string): boolean =>
  BRIDGE_ARRIVES_AS[inputSymbol] === outputSymbol;

/** The token a deposit names on the wire: the chain's WETH for its native coin (the pool wraps or unwraps it). */
export function bridgeWireToken(address: Address, chain: ChainContracts): Address | undefined {
  return address === zeroAddress ? chain.contracts.WETH9 : address;
}
