// A reviewed bridge deposit as a plan of the one transaction steps pipeline (issue 31; spec §4 "Review", §8): quoted
// again before anything is signed (a fresh quote timestamp and fill deadline), held to the amount the trader agreed to
// receive, the input token's allowance to the origin SpokePool read (an ERC-20 needs an approval step first), then the
// deposit (chain/bridgeDeposit.ts). The machine simulates the steps, asks the wallet, records the activity (type
// 'bridge', with its destination) and follows the receipt; the activity then follows the deposit to its fill.
import { type Address, type EIP1193Provider, zeroAddress } from 'viem';
import type { StepsPlan, StepFailure } from '../../../machines/transactionSteps.machine';
import { erc20Abi } from '../../../contract/abis/erc20';
import { spokePoolAbi } from '../../../contract/abis/spokePool';
import { bridgeDepositRequests, depositParametersFromQuote } from '../../chain/bridgeDeposit';
import { publicClientFor } from '../../chain/clients';
import type { SuggestedFeesResponse } from '../../data/bridgeQuote';
import type { ChainToken } from '../../data/chainTokens';
import type { ActivityAmount } from '../../data/activity';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { Step } from '../../transactions/steps';

type Token = Pick<ChainToken, 'address' | 'symbol' | 'decimals'>;

/** What the trader reviewed: `amount` of `tokenIn` on `chain`, to arrive as `tokenOut` on `destination`. */
export type BridgeRequest = {
  chain: RuntimeChain;
  destination: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  tokenIn: Token;
  tokenOut: Token;
  amount: bigint;
  /** The quote the review opened with: what arrives is held to its output. */
  quote: SuggestedFeesResponse;
  requote: () => Promise<SuggestedFeesResponse | null>;
};

const activityAmount = (token: Token, amount: bigint): ActivityAmount => ({
  token: token.address,
  symbol: token.symbol,
  decimals: token.decimals,
  amount: amount.toString(),
});

/**
 * The steps of one deposit from a fresh quote: the approval an ERC-20 lacks, then the deposit, which records a
 * 'bridge' row with its destination. Pure.
 * @example
 * const steps = bridgeSteps({ request, fresh, allowance });
 */
export function bridgeSteps({
  request,
  fresh,
  allowance,
}: {
  request: Pick<BridgeRequest, 'account' | 'destination' | 'tokenIn' | 'tokenOut' | 'amount' | 'quote'>;
  fresh: SuggestedFeesResponse;
  allowance: bigint;
}): Step[] {
  // the trader agreed to the review's output: a fresh quote that would give less stops the plan
  if (BigInt(fresh.outputAmount) < BigInt(request.quote.outputAmount))
    throw { reason: 'swapExpectedToFail' } satisfies StepFailure;
  const native = request.tokenIn.address === zeroAddress;
  const { approval, deposit } = bridgeDepositRequests(
    depositParametersFromQuote(
      { ...fresh, outputAmount: request.quote.outputAmount },
      { depositor: request.account, recipient: request.account, native, inputAmount: request.amount, allowance },
    ),
  );
  const input = activityAmount(request.tokenIn, request.amount);
  const output = activityAmount(request.tokenOut, BigInt(request.quote.outputAmount));
  return [
    ...(approval
      ? [
          {
            type: 'approval',
            token: input,
            spender: fresh.spokePoolAddress,
            amount: request.amount,
            call: approval,
          } satisfies Step,
        ]
      : []),
    {
      type: 'transaction',
      activity: { type: 'bridge', input, output, bridge: { destinationChainId: request.destination.chainId } },
      call: () => deposit,
    },
  ];
}

/** The steps machine for one bridge review (the review's hook starts it, and stops it when the review closes). */
export function bridgeStepsMachineFor(request: BridgeRequest) {
  const client = publicClientFor(request.chain);

  async function plan(): Promise<StepsPlan> {
    const fresh = await request.requote();
    if (!fresh) throw { reason: 'noQuotesFound' } satisfies StepFailure;
    const allowance =
      request.tokenIn.address === zeroAddress
        ? 0n
        : await client.readContract({
            address: request.tokenIn.address as Address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [request.account, fresh.spokePoolAddress],
          });
    return { steps: bridgeSteps({ request, fresh, allowance }) };
  }

  return transactionStepsMachineFor({
    chain: request.chain,
    account: request.account,
    provider: request.provider,
    failures: { revert: 'swapExpectedToFail', abi: spokePoolAbi },
    plan,
  });
}
