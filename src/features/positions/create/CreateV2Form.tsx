// A v2 position (issue 13; spec §2 /positions/create/v2, which /pools/v2/find and /add/v2 lead to): pick a pair; if it
// exists its reserves set the ratio and the wallet's share of it is shown with a link to the position (finding and
// importing a v2 pool); otherwise the two deposits set the new pair's price. Router02 takes the tokens with plain
// ERC-20 approvals (v2 predates Permit2), and addLiquidityETH pays the WETH side in ETH.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../../account/ConnectionProvider';
import { v2AddCall, v2Quote } from '../../../chain/mintPosition';
import { sortCurrencies } from '../../../../contract/poolKey';
import { v2LpBalanceQueryOptions, v2PairQueryOptions } from '../../../data/positionQueries';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useFormatters } from '../../../data/useFormatters';
import { parseTokenAmount } from '../../../lib/positions/createPosition';
import { firstDepositProblem } from '../../../lib/positions/depositProblems';
import { lessSlippage } from '../../../../workers/math/positionMath';
import { LiquidityReviewDialog } from '../LiquidityReviewDialog';
import { POSITION_DEADLINE_SECONDS } from '../positionTxActors';
import { positionStyles as s } from '../positionStyles';
import { DepositFields } from '../DepositFields';
import { WalletAction } from '../WalletAction';
import { type PairToken, usePairBalances, usePairTokens, usePickedPair } from './pairTokens';
import { PairPickers } from './PairStep';

const V2_SLIPPAGE_BIPS = 50;

export function CreateV2Form(props: { chain: RuntimeChain; initialA?: string; initialB?: string }) {
  const { chain } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const connection = useConnection();
  const pairTokens = usePairTokens(chain);
  const weth = chain.contracts.WETH9 as Address | undefined;
  const picked = usePickedPair(pairTokens, props.initialA, props.initialB);
  const { tokenA, tokenB } = picked;
  const [typed, setTyped] = useState<{ side: 'A' | 'B'; a: string; b: string }>({ side: 'A', a: '', b: '' });
  const [reviewing, setReviewing] = useState(false);

  // v2 pairs hold WETH; ETH pays that side
  const erc20Of = (token: PairToken): Address => (token.native ? weth! : token.address);
  const pairOk = tokenA && tokenB && erc20Of(tokenA).toLowerCase() !== erc20Of(tokenB).toLowerCase();
  const router = chain.contracts.UniswapV2Router02;
  const pair = useQuery(
    v2PairQueryOptions(chain, pairOk ? erc20Of(tokenA!) : undefined, pairOk ? erc20Of(tokenB!) : undefined),
  );
  const lpBalance = useQuery(v2LpBalanceQueryOptions(chain, pair.data?.pair, connection.address));
  const balances = usePairBalances(chain, connection.address, [tokenA, tokenB]);
  const { balanceOf } = balances;

  const exists = !!pair.data?.pair && pair.data.reserve0 > 0n;
  const aIsToken0 = pairOk ? sortCurrencies(erc20Of(tokenA!), erc20Of(tokenB!))[0] === erc20Of(tokenA!) : true;
  const reserveA = aIsToken0 ? pair.data?.reserve0 : pair.data?.reserve1;
  const reserveB = aIsToken0 ? pair.data?.reserve1 : pair.data?.reserve0;
  const parsedA = tokenA ? parseTokenAmount(typed.a, tokenA.decimals) : undefined;
  const parsedB = tokenB ? parseTokenAmount(typed.b, tokenB.decimals) : undefined;
  // an existing pair fixes the ratio: the side not typed follows the reserves
  const amountA =
    exists && typed.side === 'B'
      ? parsedB !== undefined
        ? v2Quote(parsedB, reserveB!, reserveA!)
        : undefined
      : parsedA;
  const amountB =
    exists && typed.side === 'A'
      ? parsedA !== undefined
        ? v2Quote(parsedA, reserveA!, reserveB!)
        : undefined
      : parsedB;
  const badAmount =
    (typed.a.trim() !== '' && parsedA === undefined) || (typed.b.trim() !== '' && parsedB === undefined);
  const short = [tokenA, tokenB].find((token, i) => {
    const amount = i === 0 ? amountA : amountB;
    const balance = balanceOf(token);
    return amount !== undefined && balance !== undefined && amount > balance;
  });
  const problem = firstDepositProblem({
    pairMissing: !pairOk,
    amountInvalid: badAmount,
    amountMissing: !amountA || !amountB,
    insufficientSymbol: short?.symbol,
  });
  const fmt = (token: PairToken | undefined, raw: bigint | undefined) =>
    token && raw !== undefined ? format.tokenAmount(raw, token.decimals) : '—';
  const request =
    connection.address && connection.provider && pairOk && amountA && amountB && router
      ? {
          chain,
          account: connection.address,
          provider: connection.provider,
          spender: router,
          viaPermit2: false,
          needs: (
            [
              [tokenA!, amountA],
              [tokenB!, amountB],
            ] as const
          )
            .filter(([token]) => !token.native)
            .map(([token, amount]) => ({
              token: token.address,
              amount,
              symbol: token.symbol,
              decimals: token.decimals,
            })),
          activity: {
            type: 'mint' as const,
            input: {
              token: erc20Of(tokenA!),
              symbol: tokenA!.symbol,
              decimals: tokenA!.decimals,
              amount: amountA.toString(),
            },
            output: {
              token: erc20Of(tokenB!),
              symbol: tokenB!.symbol,
              decimals: tokenB!.decimals,
              amount: amountB.toString(),
            },
          },
          buildCall: ({ chainNow }: { chainNow: bigint }) =>
            v2AddCall({
              router,
              tokenA: erc20Of(tokenA!),
              tokenB: erc20Of(tokenB!),
              amountADesired: amountA,
              amountBDesired: amountB,
              // a new pair takes exactly what was typed; an existing one may move by the slippage tolerance
              amountAMin: exists ? lessSlippage(amountA, V2_SLIPPAGE_BIPS) : amountA,
              amountBMin: exists ? lessSlippage(amountB, V2_SLIPPAGE_BIPS) : amountB,
              to: connection.address!,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              nativeSide: tokenA!.native ? 'A' : tokenB!.native ? 'B' : undefined,
            }),
        }
      : undefined;

  return (
    <div className={s.stack}>
      <div className={s.card} role="group" aria-labelledby="v2-pair">
        <h2 id="v2-pair" className={s.cardTitle}>
          {t('createPosition.stepPair')}
        </h2>
        <PairPickers pair={{ ...picked, pairTokens }} chain={chain} />
        <p className={mutedText()}>{t('createPosition.v2Fee')}</p>
        {tokenA && tokenB && !pairOk && <p role="alert">{t('createPosition.sameToken')}</p>}
        {pairOk && pair.data && (
          <div role="status">
            {exists ? (
              <p>
                {t('createPosition.v2PoolFound', {
                  price: format.amount(
                    Number(formatUnits(reserveB!, tokenB!.decimals)) / Number(formatUnits(reserveA!, tokenA!.decimals)),
                    {
                      significantDigits: 6,
                    },
                  ),
                  unit: t('createPosition.priceUnit', { quote: tokenB!.symbol, base: tokenA!.symbol }),
                })}
              </p>
            ) : (
              <p>{t('createPosition.v2NewPair')}</p>
            )}
          </div>
        )}
        {exists && lpBalance.data !== undefined && lpBalance.data > 0n && (
          <Link
            to="/positions/v2/$chainName/$pairAddress"
            params={{ chainName: chain.slug, pairAddress: pair.data!.pair! }}
            className={cx(button({ tone: 'soft' }), s.action)}
          >
            {t('createPosition.v2Import', { pair: `${tokenA!.symbol}/${tokenB!.symbol}` })}
          </Link>
        )}
      </div>
      {pairOk && pair.data && (
        <div className={s.card} role="group" aria-labelledby="v2-deposit">
          <h2 id="v2-deposit" className={s.cardTitle}>
            {t('createPosition.stepDeposit')}
          </h2>
          <DepositFields
            amountInvalid={false}
            fields={(['A', 'B'] as const).map((side) => {
              const token = side === 'A' ? tokenA! : tokenB!;
              const computed = side === 'A' ? amountA : amountB;
              return {
                key: side,
                symbol: token.symbol,
                // an existing pair's side not typed follows the reserves
                value:
                  exists && typed.side !== side
                    ? computed !== undefined
                      ? formatUnits(computed, token.decimals)
                      : ''
                    : side === 'A'
                      ? typed.a
                      : typed.b,
                balance: fmt(token, balanceOf(token)),
                onChange: (text) => setTyped((current) => ({ ...current, side, [side === 'A' ? 'a' : 'b']: text })),
              };
            })}
          />
        </div>
      )}
      <WalletAction chain={chain} problem={problem} canReview={!!request} onReview={() => setReviewing(true)} />
      {reviewing && request && (
        <LiquidityReviewDialog
          title={t('createPosition.reviewTitle')}
          request={request}
          lines={[
            { symbol: tokenA!.symbol, amount: fmt(tokenA, amountA) },
            { symbol: tokenB!.symbol, amount: fmt(tokenB, amountB) },
          ]}
          submitLabel={exists ? t('createPosition.create') : t('createPosition.createPair')}
          pendingLabel={t('createPosition.creating')}
          doneLabel={t('createPosition.created')}
          done={
            pair.data?.pair && (
              <Link
                to="/positions/v2/$chainName/$pairAddress"
                params={{ chainName: chain.slug, pairAddress: pair.data.pair }}
                className={cx(button({ tone: 'soft' }), css({ minH: '11' }))}
              >
                {t('createPosition.viewPosition')}
              </Link>
            )
          }
          onClose={() => setReviewing(false)}
          onDone={() => {
            setTyped({ side: 'A', a: '', b: '' });
            void pair.refetch();
            void lpBalance.refetch();
            void balances.refetch();
          }}
        />
      )}
    </div>
  );
}
