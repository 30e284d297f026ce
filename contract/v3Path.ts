import { type Address, encodePacked } from 'viem';

/** A v3 path: token, fee, token, fee, token ... packed (20 + 3 + 20 ... bytes). */
export function encodeV3Path(tokens: readonly Address[], fees: readonly number[]): `0x${string}` {
  if (tokens.length !== fees.length + 1) throw new Error('A v3 path needs one more token than fees');
  const types: ('address' | 'uint24')[] = [];
  const values: (Address | number)[] = [];
  tokens.forEach((token, i) => {
    types.push('address');
    values.push(token);
    const fee = fees[i];
    if (fee !== undefined) {
      types.push('uint24');
      values.push(fee);
    }
  });
  return encodePacked(types, values);
}

/** Exact-output v3 swaps take the path reversed: from the token out back to the token in. */
export function encodeV3PathExactOut(tokens: readonly Address[], fees: readonly number[]): `0x${string}` {
  return encodeV3Path([...tokens].reverse(), [...fees].reverse());
}
