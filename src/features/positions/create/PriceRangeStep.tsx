// Step two of a new v3 or v4 position (spec §5): an existing pool's current price, or a new pool's initial price (with
// the market price and a confirmation when the typed one is far from it); then the range: presets, typed min and max
// prices stepped one tick spacing at a time, over the pool's liquidity chart.
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useFormatters } from '../../../data/useFormatters';
import { LiquidityChart } from '../../../ui/charts/LiquidityChart';
import { positionStyles as s } from '../positionStyles';
import type { PoolChoice } from './usePoolChoice';
import type { PoolPrice } from './usePoolPrice';
import type { RangeBound, RangeSelection } from './useRangeSelection';
import { ChipRadio } from '../ChipRadio';

const stepButton = cx(button({ tone: 'soft', size: 'sm' }), css({ minH: '11', minW: '11' }));
const PRESETS = ['full', 'wide', 'common', 'narrow'] as const;

export function PriceRangeStep(props: {
  pool: PoolChoice;
  price: PoolPrice;
  range: RangeSelection;
  /** "B per A" */
  priceUnit: string;
  chart: Omit<Parameters<typeof LiquidityChart>[0], 'label' | 'formatPrice'> | undefined;
  chartLabel: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pool, price, range, priceUnit } = props;
  const { exists } = pool;
  return (
    <div className={s.card} role="group" aria-labelledby="step-price">
      <h2 id="step-price" className={s.cardTitle}>
        {exists ? t('createPosition.stepRange') : t('createPosition.stepInitialPrice')}
      </h2>
      {pool.options.isPending ? (
        <p role="status" className={mutedText()}>
          {t('createPosition.loadingPool')}
        </p>
      ) : !exists ? (
        <>
          <p className={mutedText()}>{t('createPosition.newPool')}</p>
          <label className={s.field}>
            <span>{t('createPosition.initialPrice', { unit: priceUnit })}</span>
            <input
              className={s.input}
              inputMode="decimal"
              value={price.initialPriceText}
              onChange={(event) => price.setInitialPriceText(event.target.value)}
            />
          </label>
          {price.marketPrice !== undefined && (
            <p className={mutedText()}>
              {t('createPosition.marketPrice', {
                price: format.amount(price.marketPrice, { significantDigits: 6 }),
                unit: priceUnit,
              })}
            </p>
          )}
          {price.far && (
            <label className={s.checkboxRow}>
              <input
                type="checkbox"
                checked={price.farConfirmed}
                onChange={(event) => price.setFarConfirmed(event.target.checked)}
              />
              <span role="alert">{t('createPosition.farFromMarket')}</span>
            </label>
          )}
        </>
      ) : (
        <p>
          {t('positions.currentPrice')}:{' '}
          <strong>
            {price.currentPrice !== undefined ? format.amount(price.currentPrice, { significantDigits: 6 }) : '—'}
          </strong>{' '}
          {priceUnit}
        </p>
      )}
      {(exists || price.sqrtPriceX96 !== undefined) && (
        <>
          <fieldset className={s.chips}>
            <legend className={s.legend}>{t('createPosition.range')}</legend>
            {PRESETS.map((preset) => (
              <ChipRadio
                key={preset}
                name="rangePreset"
                checked={range.preset === preset}
                onChange={() => range.setPreset(preset)}
              >
                {t(`createPosition.preset.${preset}`)}
              </ChipRadio>
            ))}
            <ChipRadio name="rangePreset" checked={range.preset === 'custom'} onChange={range.fillCustom}>
              {t('createPosition.preset.custom')}
            </ChipRadio>
          </fieldset>
          <div className={s.pairGrid}>
            {(['min', 'max'] as const).map((which) => (
              <RangeBoundField key={which} which={which} range={range} priceUnit={priceUnit} />
            ))}
          </div>
          {range.problem && (
            <p role="alert" className={s.alert}>
              {t(range.problem === 'minNotLower' ? 'createPosition.minNotLower' : 'createPosition.invalidPrice')}
            </p>
          )}
          {props.chart && (
            <LiquidityChart
              {...props.chart}
              label={props.chartLabel}
              formatPrice={(value) => format.amount(value, { significantDigits: 4 })}
            />
          )}
        </>
      )}
    </div>
  );
}

function RangeBoundField(props: { which: RangeBound; range: RangeSelection; priceUnit: string }) {
  const { t } = useTranslation();
  const { which, range } = props;
  const min = which === 'min';
  return (
    <div className={s.field}>
      <label htmlFor={`range-${which}`}>{t(min ? 'positions.minPrice' : 'positions.maxPrice')}</label>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <button
          type="button"
          className={stepButton}
          aria-label={t(min ? 'createPosition.lowerMin' : 'createPosition.lowerMax')}
          onClick={() => range.step(which, -1)}
        >
          −
        </button>
        <input
          id={`range-${which}`}
          className={cx(s.input, css({ minW: '0', flex: '1' }))}
          inputMode="decimal"
          value={range.boundText(which)}
          aria-invalid={!range.ticks}
          aria-describedby={range.snapped(which) ? `range-${which}-snapped` : undefined}
          onFocus={() => range.preset !== 'custom' && range.fillCustom()}
          onBlur={() => range.snapBound(which)}
          onChange={(event) => range.typeBound(which, event.target.value)}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t(min ? 'createPosition.raiseMin' : 'createPosition.raiseMax')}
          onClick={() => range.step(which, 1)}
        >
          +
        </button>
      </div>
      <span className={s.note}>{props.priceUnit}</span>
      {range.snapped(which) && (
        <span id={`range-${which}-snapped`} role="status" className={s.note}>
          {t('createPosition.roundedToTick')}
        </span>
      )}
    </div>
  );
}
