import { useState } from 'react';
import { css } from '#styled-system/css';
import { SettingsMenu } from '../../features/settings/SettingsMenu';
import { ChainSwitcher } from '../../features/wallet/ChainSwitcher';
import { CompanyMenu } from './CompanyMenu';
import { ConnectWalletButton } from './ConnectWalletButton';
import { GetTheAppButton } from './GetTheAppButton';
import { Logo } from './Logo';
import { NavTabs } from './NavTabs';
import { ScanButton } from './ScanButton';
import { sidePanelEmbed } from './sidePanelEmbed';
import { SearchButton } from './SearchButton';
import { TestnetIndicator } from './TestnetIndicator';
import { useScrolled } from './useScrolled';

/** spec §2: transparent at the top, solid with a bottom border once scrolled. */
export function Header() {
  const scrolled = useScrolled();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header
      data-scrolled={scrolled}
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: { base: '1', sm: '3' },
        h: '72px',
        // Standalone (installed PWA) on a notched phone: the header keeps clear of the status bar and the rounded corners.
        pt: 'env(safe-area-inset-top)',
        boxSizing: 'content-box',
        px: { base: 'max(8px, env(safe-area-inset-left))', md: '5' },
        bg: 'transparent',
        borderBottom: '1px solid transparent',
        transition: 'background 200ms, border-color 200ms',
        '&[data-scrolled=true]': { bg: 'bg', borderBottomColor: 'border' },
      })}
    >
      {/* keeps the logo and the menu (its own least width); the tabs fold into the menu when the rest is too narrow */}
      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2' }, flex: '1' })}>
        <Logo />
        {/* issue 30: the extension's side panel has no room, and no use, for the company links and the site's tabs */}
        {!sidePanelEmbed.embedded && (
          <>
            <CompanyMenu />
            <NavTabs />
          </>
        )}
      </div>
      <SearchButton />
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: { base: '1', sm: '2' },
          // On a phone this group takes its own width, and gives way only down to its least one (where the words of
          // Connect wallet wrap, ConnectWalletButton), never spilling over the search icon or past the edge (issue 34).
          flex: { base: '1 1 auto', md: '1' },
          justifyContent: 'flex-end',
        })}
      >
        <TestnetIndicator onOpenSettings={() => setSettingsOpen(true)} />
        <SettingsMenu open={settingsOpen} onOpenChange={setSettingsOpen} />
        {!sidePanelEmbed.embedded && <GetTheAppButton />}
        <ChainSwitcher />
        <ScanButton />
        <ConnectWalletButton />
      </div>
    </header>
  );
}
