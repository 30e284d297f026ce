// A new v3 or v4 position (issue 13, 27; spec §5 "new position steps"): the steps composed over one hook per concern
// (pair, pool, price, range, deposit, balances, the mint request); what stops the review is the first problem of a
// declarative table (src/lib/positions/depositProblems.ts).
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { useConnection } from '../../../account/ConnectionProvider';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useFormatters } from '../../../data/useFormatters';
import { firstDepositProblem } from '../../../lib/positions/depositProblems';
import { DepositFields } from '../DepositFields';
import { useDeposit } from '../hooks/useDeposit';
import { positionStyles as s } from '../positionStyles';
import { WalletAction } from '../WalletAction';
import { MintReviewDialog } from './MintReviewDialog';
import { type PairToken, usePairBalances } from './pairTokens';
import { PairStep } from './PairStep';
import { PriceRangeStep } from './PriceRangeStep';
import { useMintRequest } from './useMintRequest';
import { usePairSelection } from './usePairSelection';
import { usePoolChoice } from './usePoolChoice';
import { usePoolPrice } from './usePoolPrice';
import { useRangeChart } from './useRangeChart';
import { useRangeSelection } from './useRangeSelection';

type Side = 'A' | 'B';

export function CreateConcentrated(props: {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  initialA?: string;
  initialB?: string;
  initialFee?: number;
  initialHook?: string;
}) {
  const { chain, version } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const connection = useConnection();
  const pair = usePairSelection(props);
  const pool = usePoolChoice({ chain, version, pair, initialFee: props.initialFee, initialHook: props.initialHook });
  const price = usePoolPrice({ chain, pair, pool });
  const range = useRangeSelection({ ...pair, tick: price.tick, tickSpacing: pool.tickSpacing });
  const chart = useRangeChart({ chainId: chain.chainId, pair, pool, price, range });
  const [typed, setTyped] = useState<{ side: Side; text: string }>({ side: 'A', text: '' });
  const [reviewing, setReviewing] = useState(false);
  const { tokenA, tokenB, baseIsToken0 } = pair;
  // A and B as the person picked them; the pool's sides 0 and 1 in its own order
  const poolSide = (side: Side): 0 | 1 => ((side === 'A') === baseIsToken0 ? 0 : 1);
  const tokenOf = (side: Side) => (side === 'A' ? tokenA : tokenB);
  const deposit = useDeposit({
    sqrtPriceX96: price.sqrtPriceX96,
    range: range.ticks,
    side: poolSide(typed.side),
    text: typed.text,
    decimals: tokenOf(typed.side)?.decimals,
  });
  const amountOf = (side: Side) => deposit.amountOf(poolSide(side));
  const balances = usePairBalances(chain, connection.address, [tokenA, tokenB]);
  const { request, minted } = useMintRequest({ chain, version, pair, pool, price, range, deposit });

  const short = (['A', 'B'] as const).find((side) => {
    const [amount, balance] = [amountOf(side), balances.balanceOf(tokenOf(side))];
    return amount !== undefined && balance !== undefined && amount > balance;
  });
  const problem = firstDepositProblem({
    pairMissing: !pair.pair,
    hookInvalid: !!pool.hookProblem,
    priceMissing: !pool.exists && price.sqrtPriceX96 === undefined,
    rangeProblem: range.problem,
    amountInvalid: deposit.amountInvalid,
    amountMissing: !deposit.result || deposit.result.liquidity === 0n,
    farPriceUnconfirmed: price.far && !price.farConfirmed,
    insufficientSymbol: short && tokenOf(short)!.symbol,
  });
  const fmt = (token: PairToken | undefined, raw: bigint | undefined) =>
    token && raw !== undefined ? format.tokenAmount(raw, token.decimals) : '—';
  const priceUnit = pair.priceSymbols ? t('createPosition.priceUnit', pair.priceSymbols) : '';

  return (
    <div className={s.stack}>
      <PairStep version={version} chain={chain} pair={pair} pool={pool} />
      {pair.pair && (
        <PriceRangeStep
          pool={pool}
          price={price}
          range={range}
          priceUnit={priceUnit}
          chart={chart}
          chartLabel={t('createPosition.histogram', { pair: `${tokenA?.symbol}/${tokenB?.symbol}` })}
        />
      )}
      {pair.pair && (pool.exists || price.sqrtPriceX96 !== undefined) && range.ticks && (
        <div className={s.card} role="group" aria-labelledby="step-deposit">
          <h2 id="step-deposit" className={s.cardTitle}>
            {t('createPosition.stepDeposit')}
          </h2>
          <DepositFields
            amountInvalid={deposit.amountInvalid}
            fields={(['A', 'B'] as const).map((side) => {
              const token = tokenOf(side)!;
              const other = amountOf(side);
              return {
                key: side,
                symbol: token.symbol,
                closed: !deposit.open(poolSide(side)),
                value: typed.side === side ? typed.text : other !== undefined ? formatUnits(other, token.decimals) : '',
                balance: fmt(token, balances.balanceOf(token)),
                onChange: (text) => setTyped({ side, text }),
              };
            })}
          />
        </div>
      )}
      <WalletAction chain={chain} problem={problem} canReview={!!request} onReview={() => setReviewing(true)} />
      {reviewing && request && range.prices && (
        <MintReviewDialog
          chain={chain}
          version={version}
          request={request}
          lines={[
            { symbol: tokenA!.symbol, amount: fmt(tokenA, amountOf('A')) },
            { symbol: tokenB!.symbol, amount: fmt(tokenB, amountOf('B')) },
          ]}
          fee={pool.fee}
          rangeText={
            range.preset === 'full'
              ? t('positions.fullRange')
              : `${format.amount(range.prices.min, { significantDigits: 6 })} – ${format.amount(range.prices.max, { significantDigits: 6 })} ${priceUnit}`
          }
          initialPrice={pool.exists ? undefined : `${price.initialPriceText} ${priceUnit}`}
          minted={minted}
          onClose={() => setReviewing(false)}
          onDone={() => {
            setTyped({ side: typed.side, text: '' });
            void pool.options.refetch();
            void balances.refetch();
            if (minted === undefined) void navigate({ to: '/positions' });
          }}
        />
      )}
    </div>
  );
}
