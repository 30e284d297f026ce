// The pair /limit opens with and how picking a token changes it (issue 34): the pair last used on the chain, else
// its native coin (sold as WETH: UniswapX orders move ERC20s through Permit2) for USDC, so the price reads the way
// people quote it (USDC per WETH, not 0.00033 WETH per USDC). Picking the token the other side holds swaps the sides.

/** A pair by token address (lowercase). */
export type LimitPair = { sell: string; buy: string };

const LAST_PAIR_KEY = 'sluice.limit.lastPair';

type PairStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isPair = (value: unknown): value is LimitPair =>
  typeof (value as LimitPair | null)?.sell === 'string' && typeof (value as LimitPair | null)?.buy === 'string';

function readAll(storage: PairStorage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LAST_PAIR_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The pair last used on `chainId`, if one was kept. */
export function readLastLimitPair(storage: PairStorage | undefined, chainId: number): LimitPair | undefined {
  const pair = readAll(storage)[chainId];
  return isPair(pair) ? pair : undefined;
}

/** Keeps `pair` as the one /limit opens with on `chainId` next time. */
export function rememberLimitPair(storage: PairStorage | undefined, chainId: number, pair: LimitPair): void {
  try {
    storage?.setItem(LAST_PAIR_KEY, JSON.stringify({ ...readAll(storage), [chainId]: pair }));
  } catch {
    // a full or refused storage only loses the memory of the pair
  }
}

/** The pair to open with among `tokens`: the last one while both are still offered, else WETH for USDC. */
export function openingLimitPair(
  tokens: readonly { address: string; symbol: string }[],
  weth: string | undefined,
  last: LimitPair | undefined,
): Partial<LimitPair> {
  const offered = (address: string | undefined) =>
    tokens.find((token) => address !== undefined && token.address.toLowerCase() === address.toLowerCase())?.address;
  if (last && offered(last.sell) && offered(last.buy) && last.sell.toLowerCase() !== last.buy.toLowerCase())
    return { sell: offered(last.sell), buy: offered(last.buy) };
  const sell = offered(weth) ?? tokens.find((token) => token.symbol !== 'USDC')?.address;
  const buy = tokens.find((token) => token.symbol === 'USDC' && token.address !== sell)?.address;
  return { sell, buy: buy ?? tokens.find((token) => token.address !== sell)?.address };
}

/** The pair once `address` is picked for `side`: picking the other side's token swaps the two, as swap does. */
export function pickLimitToken(pair: Partial<LimitPair>, side: keyof LimitPair, address: string): Partial<LimitPair> {
  const other = side === 'sell' ? 'buy' : 'sell';
  const taken = pair[other] !== undefined && pair[other]!.toLowerCase() === address.toLowerCase();
  return { ...pair, [side]: address, ...(taken ? { [other]: pair[side] } : {}) };
}
