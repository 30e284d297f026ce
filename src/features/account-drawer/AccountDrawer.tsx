import { type CSSProperties, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { ActivityRequest } from '../../account/connectRequest';
import { css } from '#styled-system/css';
import { IconButton } from '../../ui/IconButton';
import { BackIcon, CloseIcon } from '../../ui/icons';
import { shortenAddress } from '../../lib/shortenAddress';
import { AccountHome } from './AccountHome';
import { backFrom, DRAWER_RESET_MS, type DrawerView } from './drawerViews';
import { DROPDOWN_TOP_VARIABLE, dropdownPanel, header, panel } from './drawerStyles';
import { DrawerSettings } from './DrawerSettings';
import { LimitsView } from './LimitsView';
import { OtherWalletsView } from './OtherWalletsView';
import { PoolsView } from './PortfolioTabs';
import { usePortfolioMenuAnalytics } from './usePortfolioAnalytics';

// the connected apps' list loads sign-client: with the view, not with the drawer
const ConnectedAppsView = lazy(() => import('./ConnectedAppsView').then((m) => ({ default: m.ConnectedAppsView })));
const PasskeysPanel = lazy(() =>
  import('../../account/passkeys/PasskeysPanel').then((m) => ({ default: m.PasskeysPanel })),
);
const UsernameView = lazy(() =>
  import('../../account/username/UsernameView').then((m) => ({ default: m.UsernameView })),
);
const SmartWalletView = lazy(() => import('./SmartWalletView').then((m) => ({ default: m.SmartWalletView })));

export type AccountDrawerProps = {
  address: Address;
  chainId: number | undefined;
  open: boolean;
  onClose: () => void;
  onDisconnect: () => void;
  /** A watched address (spec §6): no buying, receiving or test funds. */
  viewOnly?: boolean;
  /** The activity row a transaction notice links to: the drawer opens on it. */
  focusActivity?: ActivityRequest;
  /**
   * The extension wallet's drawer (spec §2): a dropdown whose top is this far down the window (the account button's
   * bottom edge, the header's usual height when unknown); unset, the side panel.
   */
  dropdownBelow?: number | 'header';
};

/**
 * The account drawer (spec §2 "mini portfolio"): the account summary and its tabs, and the internal views with their
 * back rules. Escape closes it; closing resets it to the default view after 250 ms.
 */
export function AccountDrawer({
  address,
  chainId,
  open,
  onClose,
  onDisconnect,
  viewOnly = false,
  focusActivity,
  dropdownBelow,
}: AccountDrawerProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<DrawerView>('default');
  const logMenuOpened = usePortfolioMenuAnalytics();
  const panelRef = useRef<HTMLDivElement>(null);
  const go = useCallback(
    (next: DrawerView) => {
      setView(next);
      logMenuOpened(next);
    },
    [logMenuOpened],
  );

  // a notice's link to an activity row shows the account's home, where the Activity tab is
  useEffect(() => {
    if (focusActivity) setView('default');
  }, [focusActivity]);

  const openerRef = useRef<Element | null>(null);
  useEffect(() => {
    if (open) {
      // keyboard users land in the drawer, and go back to what opened it when it closes
      openerRef.current = document.activeElement;
      panelRef.current?.focus();
      return;
    }
    // hiding the panel drops focus to the body: hand it back unless the person has moved on
    const focus = document.activeElement;
    const dropped = !focus || focus === document.body || panelRef.current?.contains(focus);
    if (openerRef.current instanceof HTMLElement && dropped) openerRef.current.focus();
    const timer = setTimeout(() => setView('default'), DRAWER_RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label={shortenAddress(address)}
      tabIndex={-1}
      hidden={!open}
      className={dropdownBelow === undefined ? panel : dropdownPanel}
      style={
        typeof dropdownBelow === 'number'
          ? ({ [DROPDOWN_TOP_VARIABLE]: `${dropdownBelow}px` } as CSSProperties)
          : undefined
      }
    >
      {view === 'default' ? (
        <AccountHome
          address={address}
          chainId={chainId}
          open={open}
          viewOnly={viewOnly}
          focusActivity={focusActivity}
          onNavigate={go}
          onClose={onClose}
          onDisconnect={onDisconnect}
        />
      ) : (
        <>
          <div className={header}>
            <IconButton label={t('accountDrawer.back')} onClick={() => setView(backFrom(view))}>
              <BackIcon />
            </IconButton>
            <h2 className={css({ fontWeight: 'semibold', flex: '1' })}>{t(`accountDrawer.views.${view}`)}</h2>
            <IconButton label={t('accountDrawer.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </div>
          {view === 'otherWallets' && <OtherWalletsView onClose={onClose} />}
          {view === 'pools' && <PoolsView address={address} />}
          {view === 'limits' && <LimitsView address={address} chainId={chainId} onClose={onClose} />}
          {view === 'connectedApps' && (
            <Suspense fallback={null}>
              <ConnectedAppsView />
            </Suspense>
          )}
          {view === 'passkeys' && (
            <Suspense fallback={null}>
              <PasskeysPanel address={address} />
            </Suspense>
          )}
          {view === 'username' && (
            <Suspense fallback={null}>
              <UsernameView address={address} />
            </Suspense>
          )}
          {view === 'smartWallet' && (
            <Suspense fallback={null}>
              <SmartWalletView address={address} />
            </Suspense>
          )}
          {(view === 'settings' || view === 'language' || view === 'localCurrency' || view === 'portfolioBalance') && (
            <DrawerSettings view={view} onNavigate={go} />
          )}
        </>
      )}
    </div>
  );
}
