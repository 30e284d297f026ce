// The request a new v3 or v4 position makes (issue 27; spec §5 "new position steps"): who pulls the tokens, what each
// ERC-20 side may be pulled for (the approvals and the Permit2 batch the review walks), and the call itself once the
// chain's time and the signed permit are known. v3 mints with the desired amounts and minimums 0.5 % under them; v4
// mints an exact liquidity with the most each side may take (0.5 % over on an existing pool, exact on a pool the mint
// creates at the typed price). Native ETH is sent with the call, never approved.
import { type Address, type Hex, type TransactionReceipt, parseEventLogs, zeroAddress } from 'viem';
import { erc721Abi } from '../../contract/abis/erc721';
import type { PermitBatch, TokenNeed } from './liquidityApprovals';
import { type PayableCall, POSITION_DEADLINE_SECONDS, v3MintCall, v4MintCall } from './mintPosition';
import { NATIVE_CURRENCY } from '../../contract/poolKey';
import { lessSlippage, plusSlippage } from '../../workers/math/positionMath';

/** What a liquidity transaction may pull of one ERC-20 side of the pool (0 or 1, pool order). */
export type SideNeed = TokenNeed & { side: 0 | 1 };

/** What the review's last step passes in: the chain's time (seconds) and the permit the owner signed, if any. */
export type BuildCallContext = { chainNow: bigint; permit?: { batch: PermitBatch; signature: Hex } };

export type MintPositionRequestParameters = {
  version: 'v3' | 'v4';
  /** The v3 NonfungiblePositionManager or the v4 PositionManager. */
  positionManager: Address;
  currency0: Address;
  currency1: Address;
  fee: number;
  tickSpacing: number;
  /** v4 only: the hook contract (the zero address for none). */
  hooks: Address;
  tickLower: number;
  tickUpper: number;
  /** What the liquidity worker computed the range takes at the price. */
  amount0: bigint;
  amount1: bigint;
  liquidity: bigint;
  /** The pool does not exist: the mint creates it at this price. */
  createAtSqrtPriceX96?: bigint;
  /** v3: the WETH side native ETH pays. */
  nativeSide?: 0 | 1;
  owner: Address;
  slippageBips: number;
};

export type MintPositionRequestReturnType = {
  spender: Address;
  /** v4 pulls ERC-20s through Permit2 (an approval to Permit2 and a signed batch for the PositionManager). */
  viaPermit2: boolean;
  needs: SideNeed[];
  buildCall: (context: BuildCallContext) => PayableCall;
};

/** The ERC-20 sides of a deposit and what each may be pulled for; native ETH pays with the call. */
export function depositNeeds(
  currencies: readonly [Address, Address],
  amounts: readonly [bigint, bigint],
  nativeSide: 0 | 1 | undefined,
): SideNeed[] {
  return ([0, 1] as const)
    .filter((side) => side !== nativeSide && currencies[side] !== NATIVE_CURRENCY)
    .map((side) => ({ side, token: currencies[side], amount: amounts[side] }));
}

/**
 * @example
 * const request = mintPositionRequest({ version: 'v3', positionManager, currency0, currency1, fee: 3000,
 *   tickSpacing: 60, hooks: zeroAddress, tickLower: -600, tickUpper: 600, amount0, amount1, liquidity, owner,
 *   slippageBips: 50 });
 * const call = request.buildCall({ chainNow: block.timestamp });
 */
export function mintPositionRequest(p: MintPositionRequestParameters): MintPositionRequestReturnType {
  const currencies = [p.currency0, p.currency1] as const;
  if (p.version === 'v3') {
    return {
      spender: p.positionManager,
      viaPermit2: false,
      needs: depositNeeds(currencies, [p.amount0, p.amount1], p.nativeSide),
      buildCall: ({ chainNow }) =>
        v3MintCall({
          positionManager: p.positionManager,
          token0: p.currency0,
          token1: p.currency1,
          fee: p.fee,
          tickLower: p.tickLower,
          tickUpper: p.tickUpper,
          amount0Desired: p.amount0,
          amount1Desired: p.amount1,
          amount0Min: lessSlippage(p.amount0, p.slippageBips),
          amount1Min: lessSlippage(p.amount1, p.slippageBips),
          recipient: p.owner,
          deadline: chainNow + POSITION_DEADLINE_SECONDS,
          initialSqrtPriceX96: p.createAtSqrtPriceX96,
          nativeSide: p.nativeSide,
        }),
    };
  }
  // a pool the mint creates has no price to move before it lands: it takes exactly what was computed
  const exists = p.createAtSqrtPriceX96 === undefined;
  const amount0Max = exists ? plusSlippage(p.amount0, p.slippageBips) : p.amount0;
  const amount1Max = exists ? plusSlippage(p.amount1, p.slippageBips) : p.amount1;
  return {
    spender: p.positionManager,
    viaPermit2: true,
    needs: depositNeeds(currencies, [amount0Max, amount1Max], p.nativeSide),
    buildCall: ({ chainNow, permit }) =>
      v4MintCall({
        positionManager: p.positionManager,
        poolKey: {
          currency0: p.currency0,
          currency1: p.currency1,
          fee: p.fee,
          tickSpacing: p.tickSpacing,
          hooks: p.hooks,
        },
        tickLower: p.tickLower,
        tickUpper: p.tickUpper,
        liquidity: p.liquidity,
        amount0Max,
        amount1Max,
        owner: p.owner,
        deadline: chainNow + POSITION_DEADLINE_SECONDS,
        initialSqrtPriceX96: p.createAtSqrtPriceX96,
        permit,
      }),
  };
}

/** The position NFT a mint sent its owner: the position manager's Transfer from the zero address. */
export function mintedTokenId(receipt: TransactionReceipt, manager: Address, owner: Address): bigint | undefined {
  const logs = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs, strict: false });
  const mint = logs.find(
    (log) =>
      log.address.toLowerCase() === manager.toLowerCase() &&
      log.args.from === zeroAddress &&
      log.args.to?.toLowerCase() === owner.toLowerCase(),
  );
  return mint?.args.tokenId;
}
