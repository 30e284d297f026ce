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
import { useScreenPicksNetwork } from '../../account/TradeNetworkSelect';

const EmbeddedWalletPanel = lazy(() =>
  import('../../account/embedded/EmbeddedWalletPanel').then((m) => ({ default: m.EmbeddedWalletPanel })),
);

export function ChainSwitcher() {
  const { t } = useTranslation();
  const { status, chainId, connectorId, switchFailed, switchChain, viewOnly } = useConnection();
  const { data: config } = useRuntimeConfig();
  const [managing, setManaging] = useState(false);
  // issue 34: a trade form's own picker is the page's one network control (it moves the wallet too)
  const screenPicksNetwork = useScreenPicksNetwork();
  const connected = status === 'connected' || status === 'switchingChain';
  if (!connected || !config) return null;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
      {!screenPicksNetwork && (
        // issue 34: a phone's header keeps to the logo, menu, search, settings, scan and account (they collided at 320-412
        // px); there the trade forms' pickers move the wallet, and the drawer's other wallets view manages the embedded one
        <label className={css({ display: { base: 'none', sm: 'flex' }, minW: '0' })}>
          <span className={css({ srOnly: true })}>{t('wallets.network')}</span>
          <select
            value={chainId}
            disabled={status === 'switchingChain'}
            onChange={(e) => switchChain(Number(e.target.value))}
            className={css({
              h: { base: '11', md: '9' },
              minW: '0',
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
      )}
      {switchFailed && (
        <span role="alert" className={css({ color: 'critical', fontSize: 'sm' })}>
          {t(ERROR_MESSAGES.failedToSwitchNetworks)}
        </span>
      )}
      {viewOnly && <span className={css({ fontSize: 'xs', color: 'text.muted' })}>{t('wallets.viewOnly')}</span>}
      {connectorId === EMBEDDED_CONNECTOR_ID && (
        <>
          {/* the icon only up to md (the name stays the button's); a phone manages it from the drawer's other wallets */}
          <button
            type="button"
            aria-label={t('wallets.manage')}
            className={cx(
              button({ tone: 'ghost', size: 'sm' }),
              css({
                display: { base: 'none', sm: 'inline-flex' },
                flexShrink: 0,
                w: { sm: '11', md: 'auto' },
                px: { sm: '0', md: '3' },
              }),
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
