// The connected wallet's network (Devnet, Devnet L2), switched through the connection machine; "Failed to switch
// networks" (spec §8) when the wallet refuses. Beside it, the embedded wallet's management panel.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { Dialog } from '../../ui/Dialog';
import { WalletIcon } from '../../ui/icons';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';

const EmbeddedWalletPanel = lazy(() =>
  import('../../account/embedded/EmbeddedWalletPanel').then((m) => ({ default: m.EmbeddedWalletPanel })),
);

export function ChainSwitcher() {
  const { t } = useTranslation();
  const { status, chainId, connectorId, switchFailed, switchChain, viewOnly } = useConnection();
  const { data: config } = useRuntimeConfig();
  const [managing, setManaging] = useState(false);
  const connected = status === 'connected' || status === 'switchingChain';
  if (!connected || !config) return null;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
      <label className={css({ display: 'flex', minW: '0' })}>
        <span className={css({ srOnly: true })}>{t('wallets.network')}</span>
        <select
          value={chainId}
          disabled={status === 'switchingChain'}
          onChange={(e) => switchChain(Number(e.target.value))}
          className={css({
            h: { base: '11', md: '9' },
            minW: '0',
            maxW: { base: '24', sm: 'none' },
            // the narrowest phones (320 px) keep the header on one line: the network's name is cut short
            '@media (max-width: 359.98px)': { maxW: '16' },
            px: '2',
            borderRadius: 'lg',
            bg: 'surface',
            color: 'text',
            border: '1px solid',
            borderColor: 'border',
          })}
        >
          {!config.chains.some((c) => c.chainId === chainId) && (
            <option value={chainId}>{t('wallets.unknownNetwork')}</option>
          )}
          {config.chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chain.name}
            </option>
          ))}
        </select>
      </label>
      {switchFailed && (
        <span role="alert" className={css({ color: 'critical', fontSize: 'sm' })}>
          {t(ERROR_MESSAGES.failedToSwitchNetworks)}
        </span>
      )}
      {viewOnly && <span className={css({ fontSize: 'xs', color: 'text.muted' })}>{t('wallets.viewOnly')}</span>}
      {connectorId === EMBEDDED_CONNECTOR_ID && (
        <>
          {/* a phone's header has room for the icon only (the name stays the button's) */}
          <button
            type="button"
            aria-label={t('wallets.manage')}
            className={cx(
              button({ tone: 'ghost', size: 'sm' }),
              css({ flexShrink: 0, w: { base: '11', md: 'auto' }, px: { base: '0', md: '3' } }),
            )}
            onClick={() => setManaging(true)}
          >
            <WalletIcon className={css({ display: { base: 'inline', md: 'none' } })} />
            <span className={css({ display: { base: 'none', md: 'inline' } })}>{t('wallets.manage')}</span>
          </button>
          <Dialog
            open={managing}
            title={t('wallets.embeddedName')}
            onClose={() => setManaging(false)}
            closeLabel={t('wallet.close')}
          >
            {managing && (
              <Suspense fallback={null}>
                <EmbeddedWalletPanel onClose={() => setManaging(false)} />
              </Suspense>
            )}
          </Dialog>
        </>
      )}
    </div>
  );
}
