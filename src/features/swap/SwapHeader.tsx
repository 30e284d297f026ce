// spec §2 "Swap form": the swap screen's title, its chain selector and the button that shows the settings panel.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { NetworkSelect } from '../../ui/NetworkSelect';

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
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
        <NetworkSelect
          label={t('swapUi.network')}
          value={props.chain?.slug ?? ''}
          chains={props.chains}
          onChange={props.onSelectChain}
        />
        <button
          type="button"
          aria-expanded={props.settingsOpen}
          className={button({ size: 'sm' })}
          onClick={props.onToggleSettings}
        >
          {t('swapUi.settings')}
        </button>
      </div>
    </div>
  );
}
