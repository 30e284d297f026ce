// spec §2 "Swap form": the swap screen's title, its chain selector and the button that shows the settings panel.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { TradeNetworkSelect } from '../../account/TradeNetworkSelect';
import { SettingsIcon } from '../../ui/icons';

export function SwapHeader(props: {
  chains: readonly RuntimeChain[];
  chain: RuntimeChain | undefined;
  settingsOpen: boolean;
  onSelectChain: (slug: string) => void;
  onToggleSettings: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: '2',
      })}
    >
      <h1 id="swap-title" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        {t('swap.title')}
      </h1>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', minW: '0' })}>
        <TradeNetworkSelect
          label={t('swapUi.network')}
          value={props.chain?.slug ?? ''}
          chains={props.chains}
          onChange={props.onSelectChain}
        />
        {/* a gear, as trade screens show it: the words would not fit a phone in every language (issue 33) */}
        <button
          type="button"
          aria-expanded={props.settingsOpen}
          aria-label={t('swapUi.settings')}
          title={t('swapUi.settings')}
          className={button({ size: 'sm' })}
          onClick={props.onToggleSettings}
        >
          <SettingsIcon size="sm" />
        </button>
      </div>
    </div>
  );
}
