import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { listRow, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { useChooseCurrency, useChooseLocale } from '../../data/usePreferenceChoices';
import { DEFAULT_LOCALE, localeInfo, matchLocale } from '../../lib/locales';
import { ChevronIcon } from '../../ui/icons';
import { Switch } from '../../ui/Switch';
// the same lists as the header's settings popover: one way to pick a language or a currency
import { CurrencyView } from '../../ui/settings/CurrencyView';
import { LanguageView } from '../../ui/settings/LanguageView';
import { AutoLockSetting } from './AutoLockSetting';
import { NotificationSettings } from '../../notifications/NotificationSettings';
import type { DrawerView } from './drawerViews';

type SettingsView = Extract<DrawerView, 'settings' | 'language' | 'localCurrency' | 'portfolioBalance'>;

/** Settings inside the drawer (issue 4): portfolio balance, testnet mode, language, currency. */
export function DrawerSettings({ view, onNavigate }: { view: SettingsView; onNavigate: (view: DrawerView) => void }) {
  const { currency } = usePreferences();
  const chooseLocale = useChooseLocale();
  const chooseCurrency = useChooseCurrency();
  if (view === 'language') return <LanguageView onChoose={chooseLocale} />;
  if (view === 'localCurrency') return <CurrencyView currency={currency} onChoose={chooseCurrency} />;
  if (view === 'portfolioBalance') return <PortfolioBalanceSettings />;
  return <SettingsList onNavigate={onNavigate} />;
}

function SettingsList({ onNavigate }: { onNavigate: (view: DrawerView) => void }) {
  const { t, i18n } = useTranslation();
  const { currency, testnetMode } = usePreferences();
  const store = usePreferencesStore();
  const { connectorId } = useConnection();
  const languageName = localeInfo(matchLocale(i18n.language) ?? DEFAULT_LOCALE).name;
  const link = (view: DrawerView, label: string, value?: string) => (
    <button type="button" className={listRow({ interactive: true })} onClick={() => onNavigate(view)}>
      {label}
      <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        {value && <span className={mutedText()}>{value}</span>}
        <ChevronIcon />
      </span>
    </button>
  );
  return (
    <div>
      {link('language', t('accountDrawer.views.language'), languageName)}
      {link('localCurrency', t('accountDrawer.views.localCurrency'), currency)}
      {link('portfolioBalance', t('accountDrawer.views.portfolioBalance'))}
      {link('username', t('accountDrawer.views.username'))}
      {link('connectedApps', t('accountDrawer.views.connectedApps'))}
      {link('smartWallet', t('accountDrawer.views.smartWallet'))}
      {connectorId === EMBEDDED_CONNECTOR_ID && link('passkeys', t('accountDrawer.views.passkeys'))}
      {connectorId === EMBEDDED_CONNECTOR_ID && <AutoLockSetting />}
      <NotificationSettings />
      <div className={listRow()}>
        <span>
          {t('accountDrawer.testnetMode')}
          <br />
          <span className={mutedText()}>{t('accountDrawer.testnetModeHint')}</span>
        </span>
        <Switch
          label={t('accountDrawer.testnetMode')}
          checked={testnetMode}
          onChange={(on) => void store.set('testnetMode', on)}
        />
      </div>
    </div>
  );
}

/** spec §5: small balances under 1 USD can be hidden; the toggle is disabled and off in testnet mode. */
function PortfolioBalanceSettings() {
  const { t } = useTranslation();
  const { hideSmallBalances, hideUnknownTokens, testnetMode } = usePreferences();
  const store = usePreferencesStore();
  return (
    <div>
      <div className={listRow()}>
        <span>
          {t('accountDrawer.hideSmallBalances')}
          <br />
          <span className={mutedText()}>{t('accountDrawer.hideSmallBalancesHint')}</span>
        </span>
        <Switch
          label={t('accountDrawer.hideSmallBalances')}
          checked={hideSmallBalances && !testnetMode}
          disabled={testnetMode}
          onChange={(on) => void store.set('hideSmallBalances', on)}
        />
      </div>
      <div className={listRow()}>
        <span>
          {t('accountDrawer.hideUnknownTokens')}
          <br />
          <span className={mutedText()}>{t('accountDrawer.hideUnknownTokensHint')}</span>
        </span>
        <Switch
          label={t('accountDrawer.hideUnknownTokens')}
          checked={hideUnknownTokens}
          onChange={(on) => void store.set('hideUnknownTokens', on)}
        />
      </div>
    </div>
  );
}
