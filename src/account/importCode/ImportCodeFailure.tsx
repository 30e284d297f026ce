// How either side of import with a code says it failed (spec §8 import errors): the message, Back, and Try again
// where trying again can help.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { problemText, row } from '../../ui/walletStyles';

export function ImportCodeFailure(props: { message: string; back: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p role="alert" className={problemText}>
        {props.message}
      </p>
      <div className={row}>
        {props.back}
        {props.onRetry && (
          <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={props.onRetry}>
            {t('wallet.tryAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
