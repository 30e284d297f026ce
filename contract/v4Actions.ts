import {
  type AbiParameter,
  type Address,
  type Hex,
  decodeAbiParameters,
  encodeAbiParameters,
  parseAbiParameters,
} from 'viem';
import type { PoolKey } from './poolKey.ts';

/** v4-periphery's Actions library: what a V4_SWAP command or PositionManager.modifyLiquidities runs, in order. */
export const V4Action = {
  INCREASE_LIQUIDITY: 0x00,
  DECREASE_LIQUIDITY: 0x01,
  MINT_POSITION: 0x02,
  BURN_POSITION: 0x03,
  SWAP_EXACT_IN_SINGLE: 0x06,
  SWAP_EXACT_IN: 0x07,
  SWAP_EXACT_OUT_SINGLE: 0x08,
  SWAP_EXACT_OUT: 0x09,
  SETTLE: 0x0b,
  SETTLE_ALL: 0x0c,
  SETTLE_PAIR: 0x0d,
  TAKE: 0x0e,
  TAKE_ALL: 0x0f,
  TAKE_PORTION: 0x10,
  TAKE_PAIR: 0x11,
  CLOSE_CURRENCY: 0x12,
  CLEAR_OR_TAKE: 0x13,
  SWEEP: 0x14,
  WRAP: 0x15,
  UNWRAP: 0x16,
} as const;

/** One hop of a multi-hop v4 path. */
export type PathKey = {
  intermediateCurrency: Address;
  fee: number;
  tickSpacing: number;
  hooks: Address;
  hookData: Hex;
};

const POOL_KEY = '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks)';
const PATH_KEY = '(address intermediateCurrency, uint24 fee, int24 tickSpacing, address hooks, bytes hookData)';

// UniversalRouter 2.1.0 bundles a V4Router whose multi-hop params carry a per-hop slippage array (maxHopSlippage);
// the single-hop params keep the v4-periphery 1.0 layout.
const PARAMS = {
  [V4Action.SWAP_EXACT_IN_SINGLE]: `(${POOL_KEY} poolKey, bool zeroForOne, uint128 amountIn, uint128 amountOutMinimum, bytes hookData)`,
  [V4Action.SWAP_EXACT_OUT_SINGLE]: `(${POOL_KEY} poolKey, bool zeroForOne, uint128 amountOut, uint128 amountInMaximum, bytes hookData)`,
  [V4Action.SWAP_EXACT_IN]: `(address currencyIn, ${PATH_KEY}[] path, uint256[] maxHopSlippage, uint128 amountIn, uint128 amountOutMinimum)`,
  [V4Action.SWAP_EXACT_OUT]: `(address currencyOut, ${PATH_KEY}[] path, uint256[] maxHopSlippage, uint128 amountOut, uint128 amountInMaximum)`,
  [V4Action.MINT_POSITION]: `${POOL_KEY}, int24, int24, uint256, uint128, uint128, address, bytes`,
  [V4Action.INCREASE_LIQUIDITY]: 'uint256, uint256, uint128, uint128, bytes',
  [V4Action.DECREASE_LIQUIDITY]: 'uint256, uint256, uint128, uint128, bytes',
  [V4Action.BURN_POSITION]: 'uint256, uint128, uint128, bytes',
  [V4Action.SETTLE]: 'address, uint256, bool',
  [V4Action.SETTLE_ALL]: 'address, uint256',
  [V4Action.SETTLE_PAIR]: 'address, address',
  [V4Action.TAKE]: 'address, address, uint256',
  [V4Action.TAKE_ALL]: 'address, uint256',
  [V4Action.TAKE_PORTION]: 'address, address, uint256',
  [V4Action.TAKE_PAIR]: 'address, address, address',
  [V4Action.CLOSE_CURRENCY]: 'address',
  [V4Action.CLEAR_OR_TAKE]: 'address, uint256',
  [V4Action.SWEEP]: 'address, address',
  [V4Action.WRAP]: 'uint256',
  [V4Action.UNWRAP]: 'uint256',
} as const;

export type V4Step =
  | {
      action: typeof V4Action.SWAP_EXACT_IN_SINGLE;
      poolKey: PoolKey;
      zeroForOne: boolean;
      amountIn: bigint;
      amountOutMinimum: bigint;
      hookData?: Hex;
    }
  | {
      action: typeof V4Action.SWAP_EXACT_OUT_SINGLE;
      poolKey: PoolKey;
      zeroForOne: boolean;
      amountOut: bigint;
      amountInMaximum: bigint;
      hookData?: Hex;
    }
  | {
      action: typeof V4Action.SWAP_EXACT_IN;
      currencyIn: Address;
      path: PathKey[];
      amountIn: bigint;
      amountOutMinimum: bigint;
    }
  | {
      action: typeof V4Action.SWAP_EXACT_OUT;
      currencyOut: Address;
      path: PathKey[];
      amountOut: bigint;
      amountInMaximum: bigint;
    }
  | {
      action: typeof V4Action.MINT_POSITION;
      poolKey: PoolKey;
      tickLower: number;
      tickUpper: number;
      liquidity: bigint;
      amount0Max: bigint;
      amount1Max: bigint;
      owner: Address;
      hookData?: Hex;
    }
  | {
      action: typeof V4Action.INCREASE_LIQUIDITY;
      tokenId: bigint;
      liquidity: bigint;
      amount0Max: bigint;
      amount1Max: bigint;
      hookData?: Hex;
    }
  | {
      action: typeof V4Action.DECREASE_LIQUIDITY;
      tokenId: bigint;
      liquidity: bigint;
      amount0Min: bigint;
      amount1Min: bigint;
      hookData?: Hex;
    }
  | { action: typeof V4Action.BURN_POSITION; tokenId: bigint; amount0Min: bigint; amount1Min: bigint; hookData?: Hex }
  | { action: typeof V4Action.SETTLE; currency: Address; amount: bigint; payerIsUser: boolean }
  | { action: typeof V4Action.SETTLE_ALL; currency: Address; maxAmount: bigint }
  | { action: typeof V4Action.SETTLE_PAIR; currency0: Address; currency1: Address }
  | { action: typeof V4Action.TAKE; currency: Address; recipient: Address; amount: bigint }
  | { action: typeof V4Action.TAKE_ALL; currency: Address; minAmount: bigint }
  | { action: typeof V4Action.TAKE_PORTION; currency: Address; recipient: Address; bips: bigint }
  | { action: typeof V4Action.TAKE_PAIR; currency0: Address; currency1: Address; recipient: Address }
  | { action: typeof V4Action.CLOSE_CURRENCY; currency: Address }
  | { action: typeof V4Action.CLEAR_OR_TAKE; currency: Address; amountMax: bigint }
  | { action: typeof V4Action.SWEEP; currency: Address; to: Address }
  /** Wraps or unwraps the PositionManager's own ETH/WETH; OPEN_DELTA: the amount the open delta needs. */
  | { action: typeof V4Action.WRAP | typeof V4Action.UNWRAP; amount: bigint };

const parsed = new Map<number, readonly AbiParameter[]>();
function parsedParams(action: keyof typeof PARAMS): readonly AbiParameter[] {
  let params = parsed.get(action);
  if (!params) parsed.set(action, (params = parseAbiParameters(PARAMS[action] as string) as readonly AbiParameter[]));
  return params;
}

function stepValues(step: V4Step): readonly unknown[] {
  switch (step.action) {
    case V4Action.SWAP_EXACT_IN_SINGLE:
      return [{ ...step, hookData: step.hookData ?? '0x' }];
    case V4Action.SWAP_EXACT_OUT_SINGLE:
      return [{ ...step, hookData: step.hookData ?? '0x' }];
    case V4Action.SWAP_EXACT_IN:
      return [{ ...step, maxHopSlippage: [] }];
    case V4Action.SWAP_EXACT_OUT:
      return [{ ...step, maxHopSlippage: [] }];
    case V4Action.MINT_POSITION:
      return [
        step.poolKey,
        step.tickLower,
        step.tickUpper,
        step.liquidity,
        step.amount0Max,
        step.amount1Max,
        step.owner,
        step.hookData ?? '0x',
      ];
    case V4Action.INCREASE_LIQUIDITY:
      return [step.tokenId, step.liquidity, step.amount0Max, step.amount1Max, step.hookData ?? '0x'];
    case V4Action.DECREASE_LIQUIDITY:
      return [step.tokenId, step.liquidity, step.amount0Min, step.amount1Min, step.hookData ?? '0x'];
    case V4Action.BURN_POSITION:
      return [step.tokenId, step.amount0Min, step.amount1Min, step.hookData ?? '0x'];
    case V4Action.SETTLE:
      return [step.currency, step.amount, step.payerIsUser];
    case V4Action.SETTLE_ALL:
      return [step.currency, step.maxAmount];
    case V4Action.SETTLE_PAIR:
      return [step.currency0, step.currency1];
    case V4Action.TAKE:
      return [step.currency, step.recipient, step.amount];
    case V4Action.TAKE_ALL:
      return [step.currency, step.minAmount];
    case V4Action.TAKE_PORTION:
      return [step.currency, step.recipient, step.bips];
    case V4Action.TAKE_PAIR:
      return [step.currency0, step.currency1, step.recipient];
    case V4Action.CLOSE_CURRENCY:
      return [step.currency];
    case V4Action.CLEAR_OR_TAKE:
      return [step.currency, step.amountMax];
    case V4Action.SWEEP:
      return [step.currency, step.to];
    case V4Action.WRAP:
    case V4Action.UNWRAP:
      return [step.amount];
  }
}

/** Encodes a v4 plan as `abi.encode(bytes actions, bytes[] params)`: the V4_SWAP input and modifyLiquidities' unlockData. */
export function encodeV4Plan(steps: readonly V4Step[]): Hex {
  const actions = `0x${steps.map((s) => s.action.toString(16).padStart(2, '0')).join('')}` as Hex;
  const params = steps.map((step) => encodeAbiParameters(parsedParams(step.action), stepValues(step) as never));
  return encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [actions, params]);
}

/**
 * The steps of an encoded v4 plan, each as its action and its decoded parameters in order (encodeV4Plan's inverse,
 * for tests and for reading a call back before it is signed).
 */
export function decodeV4Plan(plan: Hex): { action: number; values: readonly unknown[] }[] {
  const [actions, params] = decodeAbiParameters(parseAbiParameters('bytes, bytes[]'), plan);
  const ids = (actions.slice(2).match(/../g) ?? []).map((byte) => parseInt(byte, 16));
  return ids.map((action, i) => ({
    action,
    values: decodeAbiParameters(parsedParams(action as keyof typeof PARAMS), params[i]!),
  }));
}

/** ActionConstants: an amount of 0 means "the whole open delta"; 2^255 means "whatever the router holds". */
export const OPEN_DELTA = 0n;
export const V4_CONTRACT_BALANCE = 1n << 255n;
