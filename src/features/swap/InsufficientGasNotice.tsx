// spec §8 "insufficient gas": the wallet cannot pay the network cost; offer to buy or bridge the native coin.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';

export function InsufficientGasNotice({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
      {t('swapUi.insufficientGasDetail', { symbol })}
      <a href="/buy" className={button({ size: 'sm' })}>
        {t('swapUi.buyNative', { symbol })}
      </a>
      <a href="/swap?chain=ethereum" className={button({ size: 'sm' })}>
        {t('swapUi.bridge')}
      </a>
    </p>
  );
}
