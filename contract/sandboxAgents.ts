// The devnet's sandbox agents (issue 35: the UniswapX filler; issue 31: the Across relayer): the parties that fill
// limit orders and bridge deposits on a real network, played on the devnet by the services server from addresses of
// their own (impersonated, so no dev account's holdings carry their inventory). What each starts with is part of the
// devnet's built state (devnet/stockAgents.ts), so a server that starts them sends nothing, and no journey's chain
// snapshot ever meets a stocking block; their own check (the last allowance found) stocks a chain built without it.
import type { Address } from 'viem';

/** The UniswapX filler's address. */
export const FILLER_ACCOUNT: Address = '0x00000000000000000000000000000000f111e200';
/** The Across relayer's address. */
export const RELAYER_ACCOUNT: Address = '0x00000000000000000000000000000000b41d6e00';

/**
 * The filler's stock: ETH, and every token but the fee-on-transfer ones (whole tokens; the wrapped native token less),
 * each approved to the reactor and to Permit2, and Permit2's allowance of it to the UniversalRouter (it sells what a
 * fill paid it there).
 */
export const FILLER_STOCK = { eth: '100', wrappedNative: '100', token: '1000000' } as const;

/** The tokens the bridge carries, and the relayer's starting inventory of each on every chain, in whole tokens. */
export const RELAYER_STOCK: Readonly<Record<string, string>> = { WETH: '50', USDC: '100000' };
/** ETH the relayer holds for gas on each chain. */
export const RELAYER_ETH = '10';
