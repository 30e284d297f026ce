// Add liquidity to an open position (issue 13; spec §5): the owner types one side and the liquidity worker computes
// the other at the pool's price for the position's range (one side only when the range is out of the price); v3
// pays the WETH side in ETH if asked and refunds the rest, v4 sends native ETH and sweeps the excess. The review then
// walks the approvals (the NonfungiblePositionManager's own, or Permit2 and a signed permit for v4) and the increase.
// A v2 share grows through the pair's own form.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { increasePositionRequest } from '../../chain/increasePositionRequest';
import { NATIVE_CURRENCY } from '../../../contract/poolKey';
import type { PositionDetails } from '../../chain/positionDetails';
import { tokenBalancesQueryOptions } from '../../data/positionQueries';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { firstDepositProblem } from '../../lib/positions/depositProblems';
import { Dialog } from '../../ui/Dialog';
import { DepositFields } from './DepositFields';
import { useDeposit } from './hooks/useDeposit';
import type { LiquidityRequest } from './liquidityActors';
import { activityAmount, labelNeeds } from './liquidityLabels';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';
import { positionStyles as s } from './positionStyles';

const ADD_SLIPPAGE_BIPS = 50;

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
  const nativeSide = payEth ? wethSide : undefined;
  const currency = (side: 0 | 1) => (side === 0 ? p.token0 : p.token1);
  const decimals = (side: 0 | 1) => tokens.get(chain.chainId, currency(side))?.decimals ?? 18;
  const paysEth = (side: 0 | 1) => side === nativeSide || currency(side) === NATIVE_CURRENCY;
  const symbol = (side: 0 | 1) => (paysEth(side) ? 'ETH' : tokens.symbol(chain.chainId, currency(side)));
  const label = (side: 0 | 1) => ({ symbol: symbol(side), decimals: decimals(side) });
  const deposit = useDeposit({
    sqrtPriceX96: p.sqrtPriceX96 ?? undefined,
    range:
      p.tickLower !== null && p.tickUpper !== null ? { tickLower: p.tickLower, tickUpper: p.tickUpper } : undefined,
    side: typed.side,
    text: typed.text,
    decimals: decimals(typed.side),
  });
  const balances = useQuery(
    tokenBalancesQueryOptions(
      chain,
      owner,
      ([0, 1] as const).map((side) => ({ key: String(side), address: currency(side), native: paysEth(side) })),
    ),
  );
  const balance = (side: 0 | 1) => balances.data?.get(String(side));
  const { result } = deposit;
  const short = ([0, 1] as const).find((side) => {
    const [need, have] = [deposit.amountOf(side), balance(side)];
    return need !== undefined && have !== undefined && need > have;
  });
  const problem = firstDepositProblem({
    amountInvalid: deposit.amountInvalid,
    amountMissing: !result || result.liquidity === 0n || deposit.amount === undefined,
    insufficientSymbol: short === undefined ? undefined : symbol(short),
  });
  const fmt = (side: 0 | 1) => {
    const raw = deposit.amountOf(side);
    return raw === undefined ? '—' : format.tokenAmount(raw, decimals(side));
  };

  const close = () => props.setStep(undefined);
  const manager = p.version === 'v4' ? chain.contracts.PositionManager : chain.contracts.NonfungiblePositionManager;
  const request: LiquidityRequest | undefined =
    owner &&
    connection.provider &&
    result &&
    result.liquidity > 0n &&
    manager &&
    props.tokenId !== undefined &&
    p.version !== 'v2'
      ? (() => {
          const built = increasePositionRequest({
            version: p.version,
            positionManager: manager,
            tokenId: props.tokenId!,
            currency0: p.token0,
            currency1: p.token1,
            fee: p.fee,
            tickSpacing: p.tickSpacing!,
            hooks: p.hooks ?? null,
            amount0: result.amount0,
            amount1: result.amount1,
            liquidity: result.liquidity,
            nativeSide,
            owner,
            slippageBips: ADD_SLIPPAGE_BIPS,
          });
          return {
            ...built,
            chain,
            account: owner,
            provider: connection.provider!,
            needs: labelNeeds(built.needs, label),
            activity: {
              type: 'increaseLiquidity',
              input: activityAmount(p.token0, label(0), result.amount0),
              output: activityAmount(p.token1, label(1), result.amount1),
            },
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
          <label className={s.checkboxRow}>
            <input type="checkbox" checked={props.useEth} onChange={(event) => props.setUseEth(event.target.checked)} />
            {t('addLiquidity.payEth')}
          </label>
        )}
        <DepositFields
          amountInvalid={deposit.amountInvalid}
          fields={([0, 1] as const).map((side) => {
            const other = deposit.amountOf(side);
            const held = balance(side);
            return {
              key: String(side),
              symbol: symbol(side),
              closed: !deposit.open(side),
              value: typed.side === side ? typed.text : other !== undefined ? formatUnits(other, decimals(side)) : '',
              balance: held !== undefined ? format.tokenAmount(held, decimals(side)) : '—',
              onChange: (text) => props.setTyped({ side, text }),
            };
          })}
        />
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
          disabled={!!problem || !request}
          onClick={() => props.setStep('review')}
        >
          {problem ? t(`createPosition.${problem.id}`, { symbol: problem.symbol }) : t('createPosition.review')}
        </button>
      </div>
    </Dialog>
  );
}
