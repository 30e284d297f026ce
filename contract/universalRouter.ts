import { type Address, type Hex, encodeAbiParameters, encodeFunctionData, parseAbiParameters, zeroAddress } from 'viem';
import { universalRouterAbi } from './abis/v4.ts';
import type { PermitSingle } from './permit2.ts';
import type { PoolKey } from './poolKey.ts';
import { type V4Step, encodeV4Plan } from './v4Actions.ts';

/** UniversalRouter command bytes (Commands.sol). */
export const RouterCommand = {
  V3_SWAP_EXACT_IN: 0x00,
  V3_SWAP_EXACT_OUT: 0x01,
  SWEEP: 0x04,
  TRANSFER: 0x05,
  PAY_PORTION: 0x06,
  V2_SWAP_EXACT_IN: 0x08,
  V2_SWAP_EXACT_OUT: 0x09,
  PERMIT2_PERMIT: 0x0a,
  WRAP_ETH: 0x0b,
  UNWRAP_WETH: 0x0c,
  V4_SWAP: 0x10,
  V3_POSITION_MANAGER_PERMIT: 0x11,
  V3_POSITION_MANAGER_CALL: 0x12,
  V4_INITIALIZE_POOL: 0x13,
  V4_POSITION_MANAGER_CALL: 0x14,
} as const;

/** Recipients the router resolves itself (Constants.sol). */
export const MSG_SENDER: Address = '0x0000000000000000000000000000000000000001';
export const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002';
/** As an amount: "whatever the router holds of this token" (Constants.CONTRACT_BALANCE). */
export const CONTRACT_BALANCE = 1n << 255n;

export type RouterStep =
  | {
      command: typeof RouterCommand.V2_SWAP_EXACT_IN;
      recipient: Address;
      amountIn: bigint;
      amountOutMin: bigint;
      path: Address[];
      payerIsUser: boolean;
    }
  | {
      command: typeof RouterCommand.V2_SWAP_EXACT_OUT;
      recipient: Address;
      amountOut: bigint;
      amountInMax: bigint;
      path: Address[];
      payerIsUser: boolean;
    }
  | {
      command: typeof RouterCommand.V3_SWAP_EXACT_IN;
      recipient: Address;
      amountIn: bigint;
      amountOutMin: bigint;
      path: Hex;
      payerIsUser: boolean;
    }
  | {
      command: typeof RouterCommand.V3_SWAP_EXACT_OUT;
      recipient: Address;
      amountOut: bigint;
      amountInMax: bigint;
      path: Hex;
      payerIsUser: boolean;
    }
  | { command: typeof RouterCommand.V4_SWAP; steps: V4Step[] }
  | { command: typeof RouterCommand.PERMIT2_PERMIT; permit: PermitSingle; signature: Hex }
  /** Wraps `amount` of the router's ETH (CONTRACT_BALANCE: all of it). */
  | { command: typeof RouterCommand.WRAP_ETH; recipient: Address; amount: bigint }
  /** Unwraps all the router's WETH, requiring at least `amountMin`. */
  | { command: typeof RouterCommand.UNWRAP_WETH; recipient: Address; amountMin: bigint }
  | { command: typeof RouterCommand.SWEEP; token: Address; recipient: Address; amountMin: bigint }
  | { command: typeof RouterCommand.TRANSFER; token: Address; recipient: Address; value: bigint }
  | { command: typeof RouterCommand.PAY_PORTION; token: Address; recipient: Address; bips: bigint }
  /** Migration (V3ToV4Migrator.sol): a call the router forwards to the v3 NonfungiblePositionManager as is. */
  | { command: typeof RouterCommand.V3_POSITION_MANAGER_PERMIT | typeof RouterCommand.V3_POSITION_MANAGER_CALL; call: Hex }
  /** Initializes a v4 pool through the PoolManager (reverts if it exists). */
  | { command: typeof RouterCommand.V4_INITIALIZE_POOL; poolKey: PoolKey; sqrtPriceX96: bigint }
  /** A call to the v4 PositionManager: only modifyLiquidities that mints. */
  | { command: typeof RouterCommand.V4_POSITION_MANAGER_CALL; call: Hex };

const PERMIT_SINGLE =
  '((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline)';

function encodeInput(step: RouterStep): Hex {
  switch (step.command) {
    case RouterCommand.V2_SWAP_EXACT_IN:
      return encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address[], bool'), [
        step.recipient,
        step.amountIn,
        step.amountOutMin,
        step.path,
        step.payerIsUser,
      ]);
    case RouterCommand.V2_SWAP_EXACT_OUT:
      return encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address[], bool'), [
        step.recipient,
        step.amountOut,
        step.amountInMax,
        step.path,
        step.payerIsUser,
      ]);
    case RouterCommand.V3_SWAP_EXACT_IN:
      return encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
        step.recipient,
        step.amountIn,
        step.amountOutMin,
        step.path,
        step.payerIsUser,
      ]);
    case RouterCommand.V3_SWAP_EXACT_OUT:
      return encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
        step.recipient,
        step.amountOut,
        step.amountInMax,
        step.path,
        step.payerIsUser,
      ]);
    case RouterCommand.V4_SWAP:
      return encodeV4Plan(step.steps);
    case RouterCommand.PERMIT2_PERMIT:
      return encodeAbiParameters(parseAbiParameters(`${PERMIT_SINGLE}, bytes`), [step.permit, step.signature]);
    case RouterCommand.WRAP_ETH:
      return encodeAbiParameters(parseAbiParameters('address, uint256'), [step.recipient, step.amount]);
    case RouterCommand.UNWRAP_WETH:
      return encodeAbiParameters(parseAbiParameters('address, uint256'), [step.recipient, step.amountMin]);
    case RouterCommand.SWEEP:
      return encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
        step.token,
        step.recipient,
        step.amountMin,
      ]);
    case RouterCommand.TRANSFER:
      return encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
        step.token,
        step.recipient,
        step.value,
      ]);
    case RouterCommand.V3_POSITION_MANAGER_PERMIT:
    case RouterCommand.V3_POSITION_MANAGER_CALL:
    case RouterCommand.V4_POSITION_MANAGER_CALL:
      // the input is the call itself: the router reads its selector and forwards it
      return step.call;
    case RouterCommand.V4_INITIALIZE_POOL:
      return encodeAbiParameters(
        parseAbiParameters('(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks), uint160'),
        [step.poolKey, step.sqrtPriceX96],
      );
    case RouterCommand.PAY_PORTION:
      return encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
        step.token,
        step.recipient,
        step.bips,
      ]);
  }
}

/**
 * Calldata for `UniversalRouter.execute(commands, inputs, deadline)`.
 * @example encodeExecute([{ command: RouterCommand.WRAP_ETH, recipient: MSG_SENDER, amount: 10n ** 18n }], deadline)
 */
export function encodeExecute(steps: readonly RouterStep[], deadline: bigint): Hex {
  return encodeFunctionData({ abi: universalRouterAbi, functionName: 'execute', args: executeArgs(steps, deadline) });
}

/** The arguments of `execute(commands, inputs, deadline)`, for viem's contract actions (estimate, write). */
export function executeArgs(steps: readonly RouterStep[], deadline: bigint): readonly [Hex, Hex[], bigint] {
  const commands = `0x${steps.map((s) => s.command.toString(16).padStart(2, '0')).join('')}` as Hex;
  return [commands, steps.map(encodeInput), deadline];
}

/** The native currency as v4 and the router's SWEEP name it. */
export const ETH_ADDRESS = zeroAddress;
