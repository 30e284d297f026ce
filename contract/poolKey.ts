import { type Address, encodeAbiParameters, keccak256, parseAbiParameters, zeroAddress } from 'viem';

/** A v4 pool's identity. currency0 < currency1; the zero address is native ETH. */
export type PoolKey = { currency0: Address; currency1: Address; fee: number; tickSpacing: number; hooks: Address };

export const NATIVE_CURRENCY: Address = zeroAddress;

/** Sorts two currencies the way v2, v3 and v4 all do: by address, as numbers. */
export function sortCurrencies(a: Address, b: Address): [Address, Address] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a];
}

/** The PoolId: keccak256 of the ABI-encoded PoolKey, as PoolIdLibrary.toId computes it. */
export function poolIdOf(key: PoolKey): `0x${string}` {
  return keccak256(
    encodeAbiParameters(parseAbiParameters('address, address, uint24, int24, address'), [
      key.currency0,
      key.currency1,
      key.fee,
      key.tickSpacing,
      key.hooks,
    ]),
  );
}
