import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';
import { usePreferences } from '../../app/providers/preferencesContext';
import { useConnection } from './ConnectionProvider';

const badge = css({ fontSize: 'xs', px: '2', py: '0.5', borderRadius: 'full', bg: 'surface', color: 'text.muted' });

/** spec §2 "Wallet connection modal": detected wallets with their badges, a spinner on the pending one, failure view. */
export function WalletModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { status, connectorId, failure, wallets, connect, retry, close } = useConnection();
  const { recentConnectorId } = usePreferences();
  // the recent wallet first, then the others in the order they announced themselves
  const ordered = [...wallets].sort(
    (a, b) => Number(b.connectorId === recentConnectorId) - Number(a.connectorId === recentConnectorId),
  );
  const dismiss = () => {
    if (status === 'failed' || status === 'connecting') close();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={status === 'failed' ? t('wallet.failedTitle') : t('wallet.connectTitle')}
      onClose={dismiss}
      closeLabel={t('wallet.close')}
    >
      {status === 'failed' ? (
        <div role="alert">
          <p className={css({ color: 'text.muted', mb: '4' })}>{failure?.message}</p>
          <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={retry}>
            {t('wallet.tryAgain')}
          </button>
        </div>
      ) : ordered.length === 0 ? (
        <p className={css({ color: 'text.muted' })}>{t('wallet.noneDetected')}</p>
      ) : (
        <ul aria-label={t('wallet.listLabel')} className={css({ display: 'grid', gap: '2' })}>
          {ordered.map((wallet) => {
            const pending = status === 'connecting' && connectorId === wallet.connectorId;
            return (
              <li key={wallet.connectorId}>
                <button
                  type="button"
                  aria-busy={pending}
                  disabled={status === 'connecting'}
                  onClick={() => connect(wallet.connectorId)}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    w: 'full',
                    p: '3',
                    borderRadius: 'xl',
                    textAlign: 'start',
                    border: '1px solid',
                    borderColor: 'border',
                    bg: 'surface.raised',
                    cursor: 'pointer',
                    _hover: { bg: 'surface' },
                    _disabled: { cursor: 'progress' },
                  })}
                >
                  <img src={wallet.icon} alt="" width={32} height={32} />
                  <span className={css({ flex: '1', fontWeight: 'medium' })}>{wallet.name}</span>
                  {pending && <span role="status">{t('wallet.connecting')}</span>}
                  {wallet.connectorId === recentConnectorId && <span className={badge}>{t('wallet.recent')}</span>}
                  <span className={badge}>{t('wallet.detected')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
