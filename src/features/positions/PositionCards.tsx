// The pieces of a position's page (spec §3): a token's amount with its value, the price range card with its chart, and
// the share-to-remove choice of the removal review.
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { PositionDetails } from '../../chain/positionDetails';
import { useFormatters } from '../../data/useFormatters';
import { TokenLogo } from '../../ui/TokenLogo';
import { PositionLiquidityChart } from './PositionLiquidityChart';
import { positionStyles as s } from './positionStyles';
import type { PositionFigures } from './usePositionFigures';
import { ChipRadio } from './ChipRadio';

/** Quick shares of a position to remove, in percent. */
export const REMOVE_SHARES = [25, 50, 75, 100] as const;

/** One token of a position: its logo and symbol, the amount and what it is worth. */
export function TokenAmountLine(props: {
  figures: PositionFigures;
  token: Address;
  raw: bigint;
  listed: PositionFigures['token0'];
  symbol: string;
}) {
  const format = useFormatters();
  const { figures, token, raw, listed } = props;
  const worth = figures.usd(token, listed?.decimals, raw);
  return (
    <div className={s.line}>
      <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
        {listed && <TokenLogo token={listed} size={20} decorative />}
        {props.symbol}
      </span>
      <span>
        {figures.amount(raw, listed?.decimals)}
        {worth !== undefined && <span className={mutedText()}> · {format.fiat(worth)}</span>}
      </span>
    </div>
  );
}

/** The range's min and max price (or full range), the current price and the liquidity around it, either direction. */
export function PriceRangeCard(props: {
  position: PositionDetails;
  chainId: number;
  figures: PositionFigures;
  inverted: boolean;
  onInvert: () => void;
}) {
  const { t } = useTranslation();
  const { position: p, figures: f, inverted } = props;
  const labelled = (label: string, price: number) => (
    <div className={s.line}>
      <span className={mutedText()}>{label}</span>
      <span>{f.priceText(price)}</span>
    </div>
  );
  return (
    <div className={s.card} role="group" aria-label={t('positions.priceRange')}>
      <div className={s.line}>
        <h2 className={s.cardTitle}>{t('positions.priceRange')}</h2>
        <button
          type="button"
          aria-pressed={inverted}
          className={cx(button({ tone: 'soft', size: 'sm' }), css({ minH: '11' }))}
          onClick={props.onInvert}
        >
          {t('positions.showPricesIn', { symbol: inverted ? f.symbol1 : f.symbol0 })}
        </button>
      </div>
      {f.full ? (
        <p>{t('positions.fullRange')}</p>
      ) : (
        f.range && (
          <>
            {labelled(t('positions.minPrice'), f.range.min)}
            {labelled(t('positions.maxPrice'), f.range.max)}
          </>
        )
      )}
      {f.current !== undefined && labelled(t('positions.currentPrice'), f.current)}
      {f.concentrated && p.currentTick !== null && f.token0 && f.token1 && (
        <PositionLiquidityChart
          chainId={props.chainId}
          pool={p.pool}
          tickLower={p.tickLower!}
          tickUpper={p.tickUpper!}
          currentTick={p.currentTick}
          decimals0={f.token0.decimals}
          decimals1={f.token1.decimals}
          inverted={inverted}
          pair={`${f.symbol0}/${f.symbol1}`}
        />
      )}
    </div>
  );
}

/** The removal review's choice of share: chips that are radios, the whole chip tappable. */
export function RemoveShareChips(props: { value: number; disabled: boolean; onChange: (share: number) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <fieldset className={s.chips}>
      <legend className={cx(mutedText(), css({ mb: '1' }))}>{t('positions.removeShare')}</legend>
      {REMOVE_SHARES.map((share) => (
        <ChipRadio
          key={share}
          name="remove-share"
          checked={share === props.value}
          disabled={props.disabled}
          onChange={() => props.onChange(share)}
        >
          {format.percent(share, { minimumFractionDigits: 0, maximumFractionDigits: 0 })}
        </ChipRadio>
      ))}
    </fieldset>
  );
}
