// The last control of a deposit form (spec §4, §5): connect first, a view-only wallet cannot sign, the wrong network
// switches, otherwise the review button, which says the form's first problem until there is none.
import { useTranslation } from 'react-i18next';
import { cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { DepositProblem } from '../../lib/positions/depositProblems';
import { positionStyles as s } from './positionStyles';
import { ConnectToSeePositions } from './ConnectToSeePositions';

export function WalletAction(props: {
  chain: RuntimeChain;
  /** The form's first problem; undefined when it may go to review. */
  problem: DepositProblem | undefined;
  canReview: boolean;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const connection = useConnection();
  if (!connection.address) return <ConnectToSeePositions />;
  if (connection.viewOnly) return <p role="alert">{t('createPosition.viewOnly')}</p>;
  if (connection.chainId !== props.chain.chainId) {
    return (
      <button
        type="button"
        className={cx(button({ tone: 'soft' }), s.action)}
        onClick={() => connection.switchChain(props.chain.chainId)}
      >
        {t('positions.switchTo', { chain: props.chain.name })}
      </button>
    );
  }
  return (
    <button type="button" className={s.primary} disabled={!!props.problem || !props.canReview} onClick={props.onReview}>
      {props.problem
        ? t(`createPosition.${props.problem.id}`, { symbol: props.problem.symbol })
        : t('createPosition.review')}
    </button>
  );
}
