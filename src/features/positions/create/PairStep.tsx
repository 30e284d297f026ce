// Step one of a new v3 or v4 position (spec §5): the two tokens, the fee tier (each tier's share of the pair's TVL, or
// that its pool is not created yet) and, on v4, the hook by address.
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConnection } from '../../../account/ConnectionProvider';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { useFormatters } from '../../../data/useFormatters';
import { FEE_TIERS, feePercent } from '../../../lib/positions/createPosition';
import { positionStyles as s } from '../positionStyles';
import { TokenPicker } from './pairTokens';
import type { PairSelection } from './usePairSelection';
import type { PoolChoice } from './usePoolChoice';
import { ChipRadio } from '../ChipRadio';

/** The two token pickers and the note when both are the same token: shared with the v2 form. */
export function PairPickers(props: {
  pair: Pick<PairSelection, 'pairTokens' | 'tokenA' | 'tokenB' | 'setTokenA' | 'setTokenB'>;
  chain: RuntimeChain;
}) {
  const { t } = useTranslation();
  const connection = useConnection();
  const { pairTokens, tokenA, tokenB, setTokenA, setTokenB } = props.pair;
  const owner = connection.status === 'connected' ? (connection.address as Address | undefined) : undefined;
  const none = t('swapUi.selectAToken');
  return (
    <div className={s.pairGrid}>
      <TokenPicker
        label={t('createPosition.tokenA')}
        buttonLabel={t('createPosition.tokenAIs', { symbol: tokenA?.symbol ?? none })}
        tokens={pairTokens}
        value={tokenA}
        onChange={setTokenA}
        chain={props.chain}
        owner={owner}
      />
      <TokenPicker
        label={t('createPosition.tokenB')}
        buttonLabel={t('createPosition.tokenBIs', { symbol: tokenB?.symbol ?? none })}
        tokens={pairTokens}
        value={tokenB}
        onChange={setTokenB}
        chain={props.chain}
        owner={owner}
      />
    </div>
  );
}

export function PairStep(props: {
  version: 'v3' | 'v4';
  chain: RuntimeChain;
  pair: PairSelection;
  pool: PoolChoice;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pair, pool } = props;
  return (
    <div className={s.card} role="group" aria-labelledby="step-pair">
      <h2 id="step-pair" className={s.cardTitle}>
        {t('createPosition.stepPair')}
      </h2>
      <PairPickers pair={pair} chain={props.chain} />
      {pair.tokenA && pair.tokenB && !pair.pair && <p role="alert">{t('createPosition.sameToken')}</p>}
      <fieldset className={s.chips}>
        <legend className={s.legend}>{t('createPosition.feeTier')}</legend>
        {FEE_TIERS.map((tier) => {
          const tierOption = pool.options.data?.find((o) => o.fee === tier.fee);
          const share = pool.tvlShare.get(tier.fee);
          return (
            <ChipRadio
              key={tier.fee}
              name="feeTier"
              checked={pool.fee === tier.fee}
              onChange={() => pool.setFee(tier.fee)}
            >
              {t('createPosition.feeOption', { fee: format.amount(feePercent(tier.fee), { significantDigits: 2 }) })}
              <span className={css({ fontSize: 'xs', opacity: 0.8 })}>
                {tierOption && !tierOption.exists
                  ? t('createPosition.notCreated')
                  : share !== undefined
                    ? t('createPosition.tvlShare', { share: Math.round(share * 100) })
                    : ''}
              </span>
            </ChipRadio>
          );
        })}
      </fieldset>
      {props.version === 'v4' && (
        <label className={s.field}>
          <span>{t('createPosition.hook')}</span>
          <input
            className={s.input}
            value={pool.hookText}
            placeholder="0x…"
            spellCheck={false}
            aria-invalid={!!pool.hookProblem}
            onChange={(event) => pool.setHookText(event.target.value)}
          />
          {pool.hookProblem && (
            <span role="alert" className={s.alert}>
              {t('createPosition.invalidHook')}
            </span>
          )}
          {pool.hookBlocks && <span className={mutedText()}>{t('createPosition.hookMayRefuse')}</span>}
        </label>
      )}
    </div>
  );
}
