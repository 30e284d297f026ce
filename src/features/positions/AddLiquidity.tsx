// Add liquidity to an open position (issue 13; spec §5): the owner types one side and the liquidity worker computes
// the other at the pool's price for the position's range (one side only when the range is out of the price); v3
// pays the WETH side in ETH if asked and refunds the rest, v4 sends native ETH and sweeps the excess. The review then
// walks the approvals (the NonfungiblePositionManager's own, or Permit2 and a signed permit for v4) and the increase.
// A v2 share grows through the pair's own form.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { erc20Abi } from '../../../contract/abis/erc20';
import { publicClientFor } from '../../chain/clients';
import { v3IncreaseCall, v4IncreaseCall } from '../../chain/mintPosition';
import { NATIVE_CURRENCY } from '../../../contract/poolKey';
import type { PositionDetails } from '../../chain/positionDetails';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { parseTokenAmount } from '../../lib/positions/createPosition';
import { Dialog } from '../../ui/Dialog';
import { liquidityWorker } from '../../../workers/liquidity/liquidityClient';
import { lessSlippage, plusSlippage } from '../../../workers/math/positionMath';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';
import { POSITION_DEADLINE_SECONDS } from './positionTxActors';

const ADD_SLIPPAGE_BIPS = 50;

const inputStyle = css({
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'inherit',
  fontSize: 'md',
  _disabled: { opacity: 0.6 },
});

export function AddLiquidity(props: {
  position: PositionDetails;
  chain: RuntimeChain;
  chainSlug: string;
  tokenId: bigint | undefined;
  onChanged: () => void;
}) {
  const { position: p } = props;
  const { t } = useTranslation();
  const [step, setStep] = useState<'form' | 'review' | undefined>();
  const [typed, setTyped] = useState<{ side: 0 | 1; text: string }>({ side: 0, text: '' });
  const [useEth, setUseEth] = useState(true);
  if (p.version === 'v2') {
    return (
      <Link
        to="/positions/create/$protocolVersion"
        params={{ protocolVersion: 'v2' }}
        search={{ currencyA: p.token0.toLowerCase(), currencyB: p.token1.toLowerCase() } as never}
        className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
      >
        {t('addLiquidity.button')}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
        onClick={() => setStep('form')}
      >
        {t('addLiquidity.button')}
      </button>
      {step && (
        <AddFlow
          {...props}
          step={step}
          setStep={setStep}
          typed={typed}
          setTyped={setTyped}
          useEth={useEth}
          setUseEth={setUseEth}
        />
      )}
    </>
  );
}

function AddFlow(props: {
  position: PositionDetails;
  chain: RuntimeChain;
  tokenId: bigint | undefined;
  onChanged: () => void;
  step: 'form' | 'review';
  setStep: (step: 'form' | 'review' | undefined) => void;
  typed: { side: 0 | 1; text: string };
  setTyped: (typed: { side: 0 | 1; text: string }) => void;
  useEth: boolean;
  setUseEth: (use: boolean) => void;
}) {
  const { position: p, chain, typed } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const connection = useConnection();
  const owner = connection.address;
  const weth = chain.contracts.WETH9?.toLowerCase();
  const wethSide = p.token0.toLowerCase() === weth ? 0 : p.token1.toLowerCase() === weth ? 1 : undefined;
  const payEth = p.version === 'v3' && wethSide !== undefined && props.useEth;
  const currency = (side: 0 | 1) => (side === 0 ? p.token0 : p.token1);
  const decimals = (side: 0 | 1) => tokens.get(chain.chainId, currency(side))?.decimals ?? 18;
  const symbol = (side: 0 | 1) =>
    (payEth && side === wethSide) || currency(side) === NATIVE_CURRENCY
      ? 'ETH'
      : tokens.symbol(chain.chainId, currency(side));
  const amount = parseTokenAmount(typed.text, decimals(typed.side));
  const deposit = useQuery({
    queryKey: [
      'addDeposit',
      p.pool,
      p.tickLower,
      p.tickUpper,
      p.sqrtPriceX96?.toString(),
      typed.side,
      amount?.toString(),
    ],
    enabled: p.sqrtPriceX96 !== null && p.tickLower !== null && p.tickUpper !== null,
    queryFn: () =>
      liquidityWorker().deposit({
        sqrtPriceX96: p.sqrtPriceX96!,
        tickLower: p.tickLower!,
        tickUpper: p.tickUpper!,
        side: typed.side,
        amount: amount ?? 0n,
      }),
    placeholderData: (previous) => previous,
  });
  const balances = useQuery({
    queryKey: ['addBalances', chain.chainId, owner, p.token0, p.token1, payEth],
    enabled: !!owner,
    queryFn: async () => {
      const client = publicClientFor(chain);
      const read = (side: 0 | 1) =>
        currency(side) === NATIVE_CURRENCY || (payEth && side === wethSide)
          ? client.getBalance({ address: owner! })
          : client.readContract({ address: currency(side), abi: erc20Abi, functionName: 'balanceOf', args: [owner!] });
      return [await read(0), await read(1)] as const;
    },
  });
  const result = deposit.data;
  const open = (side: 0 | 1) => (result ? (side === 0 ? result.sides.token0 : result.sides.token1) : true);
  const computed = (side: 0 | 1) =>
    result && amount !== undefined ? (side === 0 ? result.amount0 : result.amount1) : undefined;
  const short = ([0, 1] as const).find((side) => {
    const need = computed(side);
    return need !== undefined && balances.data !== undefined && need > balances.data[side];
  });
  const badAmount = typed.text.trim() !== '' && amount === undefined;
  const problem = badAmount
    ? t('createPosition.invalidAmount')
    : !result || result.liquidity === 0n || amount === undefined
      ? t('createPosition.enterAmount')
      : short !== undefined
        ? t('createPosition.insufficient', { symbol: symbol(short) })
        : undefined;
  const fmt = (side: 0 | 1) => {
    const raw = computed(side);
    return raw === undefined ? '—' : format.tokenAmount(raw, decimals(side));
  };

  const close = () => props.setStep(undefined);
  const manager = (
    p.version === 'v4' ? chain.contracts.PositionManager : chain.contracts.NonfungiblePositionManager
  ) as Address | undefined;
  const nativeSide = payEth ? wethSide : undefined;
  const request =
    owner && connection.provider && result && result.liquidity > 0n && manager && props.tokenId !== undefined
      ? (() => {
          const max0 = plusSlippage(result.amount0, ADD_SLIPPAGE_BIPS);
          const max1 = plusSlippage(result.amount1, ADD_SLIPPAGE_BIPS);
          const needs = ([0, 1] as const)
            .filter((side) => side !== nativeSide && currency(side) !== NATIVE_CURRENCY)
            .map((side) => ({
              token: currency(side),
              amount: p.version === 'v4' ? (side === 0 ? max0 : max1) : side === 0 ? result.amount0 : result.amount1,
              symbol: symbol(side),
              decimals: decimals(side),
            }));
          return {
            chain,
            account: owner,
            provider: connection.provider!,
            spender: manager,
            viaPermit2: p.version === 'v4',
            needs,
            activity: {
              type: 'increaseLiquidity' as const,
              input: { token: p.token0, symbol: symbol(0), decimals: decimals(0), amount: result.amount0.toString() },
              output: { token: p.token1, symbol: symbol(1), decimals: decimals(1), amount: result.amount1.toString() },
            },
            buildCall: ({
              chainNow,
              permit,
            }: {
              chainNow: bigint;
              permit?: Parameters<typeof v4IncreaseCall>[0]['permit'];
            }) =>
              p.version === 'v4'
                ? v4IncreaseCall({
                    positionManager: manager,
                    poolKey: {
                      currency0: p.token0,
                      currency1: p.token1,
                      fee: p.fee,
                      tickSpacing: p.tickSpacing!,
                      hooks: p.hooks ?? NATIVE_CURRENCY,
                    },
                    tokenId: props.tokenId!,
                    liquidity: result.liquidity,
                    amount0Max: max0,
                    amount1Max: max1,
                    owner,
                    deadline: chainNow + POSITION_DEADLINE_SECONDS,
                    permit,
                  })
                : v3IncreaseCall({
                    positionManager: manager,
                    tokenId: props.tokenId!,
                    amount0Desired: result.amount0,
                    amount1Desired: result.amount1,
                    amount0Min: lessSlippage(result.amount0, ADD_SLIPPAGE_BIPS),
                    amount1Min: lessSlippage(result.amount1, ADD_SLIPPAGE_BIPS),
                    deadline: chainNow + POSITION_DEADLINE_SECONDS,
                    nativeSide,
                  }),
          };
        })()
      : undefined;

  if (props.step === 'review' && request) {
    return (
      <LiquidityReviewDialog
        title={t('addLiquidity.title')}
        request={request}
        lines={[
          { symbol: symbol(0), amount: fmt(0) },
          { symbol: symbol(1), amount: fmt(1) },
        ]}
        submitLabel={t('addLiquidity.submit')}
        pendingLabel={t('createPosition.creating')}
        doneLabel={t('createPosition.created')}
        onClose={close}
        onDone={() => {
          props.setTyped({ side: typed.side, text: '' });
          props.onChanged();
        }}
      />
    );
  }
  return (
    <Dialog open title={t('addLiquidity.title')} onClose={close} closeLabel={t('positions.close')}>
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}>
        {p.version === 'v3' && wethSide !== undefined && (
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' })}>
            <input type="checkbox" checked={props.useEth} onChange={(event) => props.setUseEth(event.target.checked)} />
            {t('addLiquidity.payEth')}
          </label>
        )}
        {([0, 1] as const).map((side) => {
          const other = computed(side);
          const value = !open(side)
            ? '0'
            : typed.side === side
              ? typed.text
              : other !== undefined
                ? formatUnits(other, decimals(side))
                : '';
          return (
            <label key={side} className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
              <span>{t('createPosition.depositAmount', { symbol: symbol(side) })}</span>
              <input
                className={inputStyle}
                inputMode="decimal"
                disabled={!open(side)}
                value={value}
                onChange={(event) => props.setTyped({ side, text: event.target.value })}
              />
              <span className={cx(mutedText(), css({ fontSize: 'xs' }))}>
                {!open(side)
                  ? t('createPosition.sideNotNeeded', { symbol: symbol(side) })
                  : t('createPosition.balance', {
                      amount: balances.data ? format.tokenAmount(balances.data[side], decimals(side)) : '—',
                    })}
              </span>
            </label>
          );
        })}
        {badAmount && (
          <p role="alert" className={css({ color: 'critical' })}>
            {t('createPosition.invalidAmount')}
          </p>
        )}
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
          disabled={!!problem || !request}
          onClick={() => props.setStep('review')}
        >
          {problem ?? t('createPosition.review')}
        </button>
      </div>
    </Dialog>
  );
}
