import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { ActivityRequest } from '../../account/connectRequest';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { IconButton } from '../../ui/IconButton';
import { usePreferences } from '../../data/preferencesContext';
import { AccountIdentity } from '../../account/username/AccountIdentity';
import { CloseIcon, SettingsIcon } from '../../ui/icons';
import { useCopy } from '../../ui/useCopy';
import { shortenAddress } from '../../lib/shortenAddress';
import type { DrawerView } from './drawerViews';
import { header } from './drawerStyles';
import { PortfolioTabs } from './PortfolioTabs';
import { formatChange } from './portfolioValue';
import { HomeCard } from './HomeCard';
import { TestFunds } from './TestFunds';
import { TotalBalance } from './TotalBalance';
import { usePortfolio } from './usePortfolio';

type Props = {
  address: Address;
  chainId: number | undefined;
  open: boolean;
  onNavigate: (view: DrawerView) => void;
  onClose: () => void;
  onDisconnect: () => void;
  viewOnly: boolean;
  focusActivity?: ActivityRequest;
};

// pairing with an app loads WalletConnect's sign-client: only when someone asks to
// spec §6: the backup card, for the embedded wallet until it is backed up
const BackupCard = lazy(() => import('../../account/backup/BackupCard').then((m) => ({ default: m.BackupCard })));
const ConnectAppDialog = lazy(() => import('./ConnectAppDialog').then((m) => ({ default: m.ConnectAppDialog })));

/** The default view for a connected account: identity, total, home card, test funds and the tabs. */
export function AccountHome({
  address,
  chainId,
  open,
  viewOnly,
  focusActivity,
  onNavigate,
  onClose,
  onDisconnect,
}: Props) {
  const { t, i18n } = useTranslation();
  const { testnetMode } = usePreferences();
  const portfolio = usePortfolio(address, open);
  // spec §4: copy feedback shows 400 ms, then the menu closes
  const [copied, copyText] = useCopy(onClose);
  const copy = () => copyText(address);

  const total = portfolio.totalUsd === undefined ? undefined : portfolio.toDisplay(portfolio.totalUsd);
  const changeText =
    portfolio.change && formatChange(portfolio.change, portfolio.toDisplay, portfolio.currency, i18n.language);
  const isEmpty = portfolio.totalUsd !== undefined && portfolio.totalUsd === 0;
  // Sluice is the wallet an app connects to only with its own (embedded) wallet: it signs the app's requests
  const { connectorId } = useConnection();
  const { data: config } = useRuntimeConfig();
  const [connectingApp, setConnectingApp] = useState(false);

  return (
    <>
      <div className={header}>
        <AccountIdentity address={address} size={32} />
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          aria-label={t('accountDrawer.copyAddress', { address })}
          onClick={() => void copy()}
        >
          {shortenAddress(address)}
        </button>
        <span role="status" className={mutedText()}>
          {copied === 'copied' && t('accountDrawer.copied')}
          {copied === 'failed' && t('errors.failedToCopy')}
        </span>
        <span className={css({ flex: '1' })} />
        <IconButton label={t('accountDrawer.views.settings')} onClick={() => onNavigate('settings')}>
          <SettingsIcon />
        </IconButton>
        <IconButton label={t('accountDrawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>

      <TotalBalance value={total} currency={portfolio.currency} />
      {changeText && (
        <p
          className={css({ color: changeText.direction === 'up' ? 'success' : 'text.muted', fontSize: 'sm', mb: '2' })}
        >
          {t('accountDrawer.change', { percent: changeText.percent, amount: changeText.amount })}
        </p>
      )}
      {portfolio.failed && <p role="alert">{t('accountDrawer.balancesFailed')}</p>}

      {testnetMode && !viewOnly && <TestFunds address={address} chainId={chainId} />}
      {connectorId === EMBEDDED_CONNECTOR_ID && !viewOnly && (
        <Suspense fallback={null}>
          <BackupCard address={address} embedded onBackUp={() => onNavigate('otherWallets')} />
        </Suspense>
      )}
      <HomeCard
        address={address}
        chainId={chainId}
        buyPrompt={isEmpty && !testnetMode}
        viewOnly={viewOnly}
        onLeave={onClose}
      />

      <div className={css({ display: 'flex', gap: '2', mb: '3', flexWrap: 'wrap' })}>
        {/* spec §6: a view-only wallet cannot send */}
        {!viewOnly && (
          <Link to="/send" className={button({ tone: 'accent', size: 'sm' })} onClick={onClose}>
            {t('send.title')}
          </Link>
        )}
        <button
          type="button"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => onNavigate('otherWallets')}
        >
          {t('accountDrawer.views.otherWallets')}
        </button>
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => onNavigate('limits')}>
          {t('accountDrawer.views.limits')}
        </button>
        {connectorId === EMBEDDED_CONNECTOR_ID && config && (
          <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setConnectingApp(true)}>
            {t('connectApp.open')}
          </button>
        )}
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={onDisconnect}>
          {t('accountDrawer.disconnect')}
        </button>
      </div>
      {connectingApp && config && (
        <Suspense fallback={null}>
          <ConnectAppDialog config={config} account={address} onClose={() => setConnectingApp(false)} />
        </Suspense>
      )}

      <PortfolioTabs
        address={address}
        portfolio={portfolio}
        open={open}
        viewOnly={viewOnly}
        focusActivity={focusActivity}
        onLeave={onClose}
      />
    </>
  );
}
