// A v2 position (issue 13; spec §2 /positions/create/v2, which /pools/v2/find and /add/v2 lead to): pick a pair; if it
// exists its reserves set the ratio and the wallet's share of it is shown with a link to the position (finding and
// importing a v2 pool); otherwise the two deposits set the new pair's price. Router02 takes the tokens with plain
// ERC-20 approvals (v2 predates Permit2), and addLiquidityETH pays the WETH side in ETH.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../../account/ConnectionProvider';
import { erc20Abi } from '../../../../contract/abis/erc20';
import { publicClientFor } from '../../../chain/clients';
import { v2AddCall, v2Quote } from '../../../chain/mintPosition';
import { loadV2PairOption } from '../../../chain/poolOptions';
import { sortCurrencies } from '../../../../contract/poolKey';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useFormatters } from '../../../data/useFormatters';
import { parseTokenAmount } from '../../../lib/positions/createPosition';
import { NATIVE_PARAM } from '../../../lib/swap/swapParams';
import { lessSlippage } from '../../../../workers/math/positionMath';
import { LiquidityReviewDialog } from '../LiquidityReviewDialog';
import { POSITION_DEADLINE_SECONDS } from '../positionTxActors';
import { positionStyles as s } from '../positionStyles';
import { type PairToken, TokenPicker, tokenBalanceQuery, usePairTokens } from './pairTokens';

const V2_SLIPPAGE_BIPS = 50;

export function CreateV2Form(props: { chain: RuntimeChain; initialA?: string; initialB?: string }) {
  const { chain } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const connection = useConnection();
  const pairTokens = usePairTokens(chain);
  const weth = chain.contracts.WETH9 as Address | undefined;
  const [tokenA, setTokenA] = useState<PairToken | undefined>();
  const [tokenB, setTokenB] = useState<PairToken | undefined>();
  const [typed, setTyped] = useState<{ side: 'A' | 'B'; a: string; b: string }>({ side: 'A', a: '', b: '' });
  const [reviewing, setReviewing] = useState(false);

  useEffect(() => {
    if (pairTokens.length === 0) return;
    const find = (param?: string) =>
      param === NATIVE_PARAM
        ? pairTokens.find((tk) => tk.native)
        : pairTokens.find((tk) => tk.address.toLowerCase() === param);
    setTokenA((current) => current ?? find(props.initialA) ?? pairTokens.find((tk) => tk.native));
    setTokenB((current) => current ?? find(props.initialB));
  }, [pairTokens, props.initialA, props.initialB]);

  // v2 pairs hold WETH; ETH pays that side
  const erc20Of = (token: PairToken): Address => (token.native ? weth! : token.address);
  const pairOk = tokenA && tokenB && erc20Of(tokenA).toLowerCase() !== erc20Of(tokenB).toLowerCase();
  const factory = chain.contracts.UniswapV2Factory;
  const router = chain.contracts.UniswapV2Router02;
  const pair = useQuery({
    queryKey: ['v2Pair', chain.chainId, pairOk && erc20Of(tokenA!), pairOk && erc20Of(tokenB!)],
    enabled: !!pairOk && !!factory,
    queryFn: () => loadV2PairOption(publicClientFor(chain), factory!, erc20Of(tokenA!), erc20Of(tokenB!)),
    refetchInterval: 12_000,
  });
  const lpBalance = useQuery({
    queryKey: ['v2LpBalance', chain.chainId, pair.data?.pair, connection.address],
    enabled: !!pair.data?.pair && !!connection.address,
    queryFn: () =>
      publicClientFor(chain).readContract({
        address: pair.data!.pair!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [connection.address!],
      }),
  });
  const balances = useQuery({
    ...tokenBalanceQuery(chain, connection.address, [tokenA, tokenB]),
    enabled: !!connection.address && !!tokenA && !!tokenB,
  });

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
  const balanceOf = (token: PairToken | undefined) => (token ? balances.data?.get(token.key) : undefined);
  const short = [tokenA, tokenB].find((token, i) => {
    const amount = i === 0 ? amountA : amountB;
    const balance = balanceOf(token);
    return amount !== undefined && balance !== undefined && amount > balance;
  });
  const problem = !pairOk
    ? t('createPosition.selectPair')
    : badAmount
      ? t('createPosition.invalidAmount')
      : !amountA || !amountB
        ? t('createPosition.enterAmount')
        : short
          ? t('createPosition.insufficient', { symbol: short.symbol })
          : undefined;

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
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <div className={s.card} role="group" aria-labelledby="v2-pair">
        <h2 id="v2-pair" className={s.cardTitle}>
          {t('createPosition.stepPair')}
        </h2>
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <TokenPicker label={t('createPosition.tokenA')} tokens={pairTokens} value={tokenA} onChange={setTokenA} />
          <TokenPicker label={t('createPosition.tokenB')} tokens={pairTokens} value={tokenB} onChange={setTokenB} />
        </div>
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
          {(['A', 'B'] as const).map((side) => {
            const token = side === 'A' ? tokenA! : tokenB!;
            const follows = exists && typed.side !== side;
            const computed = side === 'A' ? amountA : amountB;
            return (
              <label key={side} className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
                <span>{t('createPosition.depositAmount', { symbol: token.symbol })}</span>
                <input
                  className={css({
                    minH: '11',
                    px: '3',
                    borderRadius: 'lg',
                    border: '1px solid',
                    borderColor: 'border',
                    bg: 'transparent',
                    color: 'inherit',
                    fontSize: 'md',
                  })}
                  inputMode="decimal"
                  value={
                    follows
                      ? computed !== undefined
                        ? formatUnits(computed, token.decimals)
                        : ''
                      : side === 'A'
                        ? typed.a
                        : typed.b
                  }
                  onChange={(event) =>
                    setTyped((current) => ({ ...current, side, [side === 'A' ? 'a' : 'b']: event.target.value }))
                  }
                />
                <span className={cx(mutedText(), css({ fontSize: 'xs' }))}>
                  {t('createPosition.balance', { amount: fmt(token, balanceOf(token)) })}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {!connection.address ? (
        <p className={mutedText()}>{t('positions.connect')}</p>
      ) : connection.viewOnly ? (
        <p role="alert">{t('createPosition.viewOnly')}</p>
      ) : connection.chainId !== chain.chainId ? (
        <button
          type="button"
          className={cx(button({ tone: 'soft' }), s.action)}
          onClick={() => connection.switchChain(chain.chainId)}
        >
          {t('positions.switchTo', { chain: chain.name })}
        </button>
      ) : (
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '12' }))}
          disabled={!!problem || !request}
          onClick={() => setReviewing(true)}
        >
          {problem ?? t('createPosition.review')}
        </button>
      )}
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
