// The review of a new v3 or v4 position (spec §5): what goes in, the fee tier, the range and a new pool's initial
// price; the liquidity review walks the approvals, the permit and the mint, then links to the minted position.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useFormatters } from '../../../data/useFormatters';
import { feePercent } from '../../../lib/positions/createPosition';
import type { LiquidityRequest } from '../liquidityActors';
import { LiquidityReviewDialog } from '../LiquidityReviewDialog';
import { positionStyles as s } from '../positionStyles';

export function MintReviewDialog(props: {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  request: LiquidityRequest;
  lines: { symbol: string; amount: string }[];
  fee: number;
  rangeText: string;
  /** Set for a pool the mint creates: its typed price with the unit. */
  initialPrice: string | undefined;
  minted: bigint | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <LiquidityReviewDialog
      title={t('createPosition.reviewTitle')}
      request={props.request}
      lines={props.lines}
      details={
        <dl className={s.field}>
          <div className={s.line}>
            <dt>{t('createPosition.feeTier')}</dt>
            <dd>
              {t('createPosition.feeOption', { fee: format.amount(feePercent(props.fee), { significantDigits: 2 }) })}
            </dd>
          </div>
          <div className={s.line}>
            <dt>{t('createPosition.range')}</dt>
            <dd>{props.rangeText}</dd>
          </div>
          {props.initialPrice !== undefined && (
            <div className={s.line}>
              <dt>{t('createPosition.initialPriceShort')}</dt>
              <dd>{props.initialPrice}</dd>
            </div>
          )}
        </dl>
      }
      submitLabel={props.initialPrice === undefined ? t('createPosition.create') : t('createPosition.createPool')}
      pendingLabel={t('createPosition.creating')}
      doneLabel={t('createPosition.created')}
      done={
        props.minted !== undefined && (
          <Link
            to={props.version === 'v3' ? '/positions/v3/$chainName/$tokenId' : '/positions/v4/$chainName/$tokenId'}
            params={{ chainName: props.chain.slug, tokenId: props.minted.toString() }}
            className={cx(button({ tone: 'soft' }), css({ minH: '11' }))}
          >
            {t('createPosition.viewPosition')}
          </Link>
        )
      }
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
