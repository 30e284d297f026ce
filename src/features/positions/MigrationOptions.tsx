// The choices both migrations to v4 offer (spec §1 "migrate v2 or v3 to v4"): the v4 pool's fee tier and whether the
// WETH side becomes native ETH. Shared by the v2 and v3 migration pages.
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { useFormatters } from '../../data/useFormatters';
import { positionStyles as s } from './positionStyles';
import { ChipRadio } from './ChipRadio';

/** The fee tiers offered for the v4 pool (v4 allows any fee; these are the ones with a usual tick spacing). */
export const V4_FEE_TIERS = [100, 500, 3000, 10_000] as const;
/** Slippage on the withdrawal and again on the v4 deposit: 0.5 %. */
export const MIGRATE_SLIPPAGE_BIPS = 50;

/** The v4 pool's fee tier, as chips that are radios. */
export function V4FeeTierChips(props: { fee: number; disabled?: boolean; onChange: (fee: number) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <fieldset className={s.chips} disabled={props.disabled}>
      <legend className={cx(mutedText(), css({ mb: '1' }))}>{t('migrate.feeTier')}</legend>
      {V4_FEE_TIERS.map((tier) => (
        <ChipRadio key={tier} name="v4-fee" checked={tier === props.fee} onChange={() => props.onChange(tier)}>
          {format.feeTier(tier)}
        </ChipRadio>
      ))}
    </fieldset>
  );
}

/** Whether the WETH side goes into the v4 pool of native ETH. */
export function UseEthOption(props: { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className={s.checkboxRow}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {t('migrate.useEth')}
    </label>
  );
}
