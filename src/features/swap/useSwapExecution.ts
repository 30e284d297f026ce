// spec §4 "Review" and §5: opening the review starts the swap machine with this trade's request; its snapshots drive the
// review dialog and the form's status line, and a settled swap is written to the activity table.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, zeroAddress } from 'viem';
import { type SnapshotFrom, createActor } from 'xstate';
import { type SwapKind, swapMachine } from '../../../machines/swap.machine';
import type { Trade } from '../../../workers/routing/types';
import { recordSettled, recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import { useFormatters } from '../../data/useFormatters';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { deadlineFrom } from '../../lib/swap/swapSettings';
import { type ActivityWriter, createSwapActors } from './swapActors';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { publicClientFor } from '../../chain/clients';
import type { ChainToken } from '../../data/chainTokens';
import { swapFailureText } from './swapFailures';
import type { ReviewState } from './SwapReviewDialog';

export type SwapStatus = { tone: 'info' | 'success' | 'error'; message: string } | undefined;

export type SwapExecutionParameters = {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  kind: SwapKind;
  tradeType: 'exactIn' | 'exactOut';
  slippageBips: number;
  deadlineMinutes: number;
  /** Quotes the trade again for the same independent amount (the re-quote before signing). */
  quoteFor: (amount: bigint) => Promise<Trade | undefined>;
  /** Reads the pools again, so the re-quote sees the price as it is now. */
  refreshMarket: () => Promise<unknown>;
  /** After a swap settles: clear the amount, read balances and pools again. */
  onSucceeded: () => void;
};

export function useSwapExecution(parameters: SwapExecutionParameters) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { chain, account, provider, kind, tradeType, slippageBips } = parameters;
  const [review, setReview] = useState<ReviewState | undefined>();
  // a review's swap actor stops when another review replaces it or the screen goes away (a submitted transaction is
  // still followed by the activity tracker)
  useEffect(() => {
    if (!review) return;
    const { actor } = review;
    return () => actor.stop();
  }, [review]);
  const [snapshot, setSnapshot] = useState<SnapshotFrom<typeof swapMachine> | undefined>();
  const [status, setStatus] = useState<SwapStatus>();

  const activity: ActivityWriter | undefined = useMemo(() => {
    if (!chain || !account) return undefined;
    return {
      submitted: async (row) => {
        await recordSubmitted(getDatabase(), { ...row, chainId: chain.chainId, account }).catch(() => undefined);
      },
      settled: async (hash, settledStatus, receipt) => {
        await recordSettled(getDatabase(), chain.chainId, hash, {
          status: settledStatus,
          networkCostWei: receipt ? (receipt.gasUsed * receipt.effectiveGasPrice).toString() : undefined,
          // a sped-up or cancelled transaction: the row takes the hash that mined
          replacementHash: receipt?.transactionHash,
        }).catch(() => undefined);
      },
    };
  }, [chain, account]);

  async function openReview(trade: Trade, tokenIn: ChainToken, tokenOut: ChainToken, limit: bigint | undefined) {
    if (!chain || !account || !provider || !activity) return;
    const weth = chain.contracts.WETH9;
    const client = publicClientFor(chain);
    const latest = await client.getBlock({ blockTag: 'latest' });
    const deadline = deadlineFrom(latest.timestamp, parameters.deadlineMinutes);
    const quoted = tradeType === 'exactIn' ? trade.amountOut : trade.amountIn;
    const actors = createSwapActors({
      provider,
      account,
      chainId: chain.chainId,
      publicClient: client,
      router: chain.contracts.UniversalRouter!,
      weth: weth!,
      kind,
      // the re-quote before signing reads the pools again: the price may have moved since the review opened
      quote: async () => {
        if (kind === 'swap') {
          // the worker reads the pools again and keeps them for the quote that follows
          await parameters.refreshMarket();
        }
        return parameters.quoteFor(tradeType === 'exactIn' ? trade.amountIn : trade.amountOut);
      },
      deadline,
      amounts: (fresh) => ({
        input: {
          token: tokenIn.address,
          symbol: tokenIn.symbol,
          decimals: tokenIn.decimals,
          amount: fresh.amountIn.toString(),
        },
        output: {
          token: tokenOut.address,
          symbol: tokenOut.symbol,
          decimals: tokenOut.decimals,
          amount: fresh.amountOut.toString(),
        },
      }),
      activity,
    });
    const actor = createActor(swapMachine.provide({ actors }), {
      input: {
        request: {
          kind,
          nativeInput: tokenIn.address === zeroAddress,
          tradeType,
          limit: kind === 'swap' ? limit! : quoted,
          quoted,
          slippageBips: kind === 'swap' ? slippageBips : 0,
        },
      },
    });
    actor.subscribe((next) => {
      setSnapshot(next);
      if (next.matches('pending')) setStatus({ tone: 'info', message: t(`swapUi.pending.${kind}`) });
      if (next.matches('succeeded')) {
        const { request } = next.context;
        const paid = tradeType === 'exactIn' ? trade.amountIn : request.quoted;
        setStatus({
          tone: 'success',
          message:
            kind === 'swap'
              ? t('swap.success', {
                  amountIn: format.tokenAmount(paid, tokenIn.decimals, AMOUNT_SHOWN),
                  symbolIn: tokenIn.symbol,
                  symbolOut: tokenOut.symbol,
                })
              : t(`swapUi.success.${kind}`, { amount: format.tokenAmount(trade.amountIn, 18, AMOUNT_SHOWN) }),
        });
        setReview(undefined);
        parameters.onSucceeded();
      }
      if (next.matches('failed')) setStatus({ tone: 'error', message: t(swapFailureText(next.context.failure)) });
    });
    actor.start();
    setStatus(undefined);
    setReview({ trade, kind, tokenIn, tokenOut, actor });
  }

  function closeReview() {
    review?.actor.stop();
    setReview(undefined);
    setSnapshot(undefined);
  }

  return { activity, review, snapshot, status, openReview, closeReview };
}
