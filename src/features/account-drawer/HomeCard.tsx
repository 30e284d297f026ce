import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button, card, mutedText } from '#styled-system/recipes';

const ReceiveModal = lazy(() => import('./ReceiveModal'));

/** spec §2 empty-state home card: Buy and Receive; the buy-prompt layout when the balance is zero (not in testnet mode). */
export function HomeCard({
  address,
  chainId,
  buyPrompt,
  viewOnly,
  onLeave,
}: {
  address: Address;
  chainId: number | undefined;
  buyPrompt: boolean;
  /** spec §6: a view-only wallet cannot buy or receive, and says why. */
  viewOnly: boolean;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [receiving, setReceiving] = useState(false);
  const reasonId = useId();
  const refused = viewOnly ? { disabled: true, 'aria-describedby': reasonId } : {};
  const reason = viewOnly && (
    <p id={reasonId} className={mutedText()}>
      {t('accountDrawer.viewOnlyCannot')}
    </p>
  );
  const buy = () => {
    onLeave();
    void navigate({ to: '/buy', replace: true });
  };
  const receive = () => setReceiving(true);
  const closeReceive = useCallback(() => setReceiving(false), []);
  const receiveCard = receiving && (
    <Suspense fallback={null}>
      <ReceiveModal address={address} chainId={chainId} onClose={closeReceive} />
    </Suspense>
  );
  if (buyPrompt)
    return (
      <section
        aria-label={t('accountDrawer.buyPromptTitle')}
        className={`${card({ padding: 'sm' })} ${css({ mb: '3' })}`}
      >
        <h3 className={css({ fontWeight: 'semibold' })}>{t('accountDrawer.buyPromptTitle')}</h3>
        <p className={mutedText()}>{t('accountDrawer.buyPromptBody')}</p>
        <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
          <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={buy} {...refused}>
            {t('accountDrawer.buy')}
          </button>
          <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={receive} {...refused}>
            {t('accountDrawer.receive')}
          </button>
        </div>
        {reason}
        {receiveCard}
      </section>
    );
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '3' })}>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={buy} {...refused}>
        {t('accountDrawer.buy')}
      </button>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={receive} {...refused}>
        {t('accountDrawer.receive')}
      </button>
      {reason}
      {receiveCard}
    </div>
  );
}
