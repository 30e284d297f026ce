// A token's symbol, name, decimals and supply when the manifest does not list it: read from the chain at the block of
// the event that first names it (on a real chain, any token a pool is created for).
import type { Context } from 'ponder:registry';
import { type Address, hexToString, parseAbi } from 'viem';
import { erc20Abi, erc20Bytes32Abi } from './abis.ts';
import type { IndexedChain } from './indexedChains.ts';
import { NATIVE_ADDRESS } from './indexedChains.ts';

const supplyAbi = parseAbi(['function totalSupply() view returns (uint256)']);

export type TokenMetadata = { symbol: string; name: string; decimals: number; totalSupply: bigint };

async function readText(context: Context, address: Address, field: 'symbol' | 'name'): Promise<string | undefined> {
  try {
    return await context.client.readContract({ address, abi: erc20Abi, functionName: field });
  } catch {
    try {
      const raw = await context.client.readContract({ address, abi: erc20Bytes32Abi, functionName: field });
      return hexToString(raw, { size: 32 }).replace(/\0+$/, '');
    } catch {
      return undefined;
    }
  }
}

/**
 * The manifest's entry for a listed token, native ETH's constants, else what the token's contract answers. A contract
 * that answers nothing (or a pruned node that lost the block) leaves the token named by its address with 18 decimals.
 */
export async function tokenMetadata(context: Context, chain: IndexedChain, address: Address): Promise<TokenMetadata> {
  const lower = address.toLowerCase() as Address;
  if (lower === NATIVE_ADDRESS) return { symbol: 'ETH', name: 'Ether', decimals: 18, totalSupply: 0n };
  const listed = chain.manifest.tokens.find((t) => t.address.toLowerCase() === lower);
  // a listed token's supply is counted from its Transfer events
  if (listed) return { symbol: listed.symbol, name: listed.name, decimals: listed.decimals, totalSupply: 0n };
  const [symbol, name, decimals, totalSupply] = await Promise.all([
    readText(context, lower, 'symbol'),
    readText(context, lower, 'name'),
    context.client.readContract({ address: lower, abi: erc20Abi, functionName: 'decimals' }).catch(() => undefined),
    context.client.readContract({ address: lower, abi: supplyAbi, functionName: 'totalSupply' }).catch(() => 0n),
  ]);
  return {
    symbol: symbol || lower.slice(0, 8),
    name: name || lower,
    decimals: decimals ?? 18,
    totalSupply,
  };
}
