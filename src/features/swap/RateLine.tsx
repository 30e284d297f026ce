// spec §4 swap form, issue 34: the rate under the amounts ("1 ETH = 3,012.5 USDC"), a button that opens the trade's
// details in the spec's order: network cost, price impact, max slippage, route.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText, statGrid } from '#styled-system/recipes';
import type { Trade } from '../../../workers/routing/types';
import type { ChainToken } from '../../data/chainTokens';
import { useFormatters } from '../../data/useFormatters';
import { tradePriceImpact } from '../../lib/swap/priceImpact';
import type { SwapKind } from '../../lib/swap/swapKind';
import { ChevronDownIcon } from '../../ui/icons';
import { routeText, symbolIn, tradeRate } from './tradeDetails';

// spec §9 animation presets: 200 ms; still under reduced motion
const turning = css({ transition: 'transform 200ms ease-out', _motionReduce: { transition: 'none' } });

export function RateLine(props: {
  trade: Trade;
  kind: SwapKind;
  tokenIn: ChainToken;
  tokenOut: ChainToken;
  tokens: readonly ChainToken[];
  /** The network cost in the display currency, formatted; undefined until estimated. */
  networkCost: string | undefined;
  slippageBips: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const { trade, kind, tokenIn, tokenOut } = props;
  const rate = tradeRate(trade.amountIn, trade.amountOut, tokenIn, tokenOut);
  const impact = kind === 'swap' ? tradePriceImpact(trade) : 0;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        className={cx(
          button({ size: 'sm' }),
          css({ justifyContent: 'space-between', whiteSpace: 'normal', h: 'auto' }),
        )}
        onClick={() => setOpen(!open)}
      >
        <span>
          1 {tokenIn.symbol} = {format.amount(rate)} {tokenOut.symbol}
        </span>
        <ChevronDownIcon size="sm" className={turning} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </button>
      {open && (
        <dl id={detailsId} className={cx(statGrid({ layout: 'rows' }), mutedText())}>
          <div>
            <dt>{t('swapUi.networkCost')}</dt>
            <dd>{props.networkCost ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('swapUi.priceImpact')}</dt>
            <dd>{impact === undefined ? t('swapUi.marketPriceNotFound') : format.percent(impact * 100)}</dd>
          </div>
          {kind === 'swap' && (
            <div>
              <dt>{t('swapUi.maxSlippage')}</dt>
              <dd>{format.percent(props.slippageBips / 100, { minimumFractionDigits: 0 })}</dd>
            </div>
          )}
          <div>
            <dt>{t('swapUi.route')}</dt>
            <dd>
              {kind === 'swap'
                ? routeText(trade, symbolIn(props.tokens), format)
                : t('swapUi.directRoute', { contract: 'WETH' })}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
