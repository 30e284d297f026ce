// spec §2 "Swap form": the swap screen's title, its chain selector and the button that shows the settings panel.
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { RuntimeChain } from '../../data/runtimeConfig';

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
        <label className={css({ display: 'flex', gap: '1', alignItems: 'center', minW: '0' })}>
          {/* The select's own text says which network; on a phone the word "Network" stays for screen readers only. */}
          <span className={cx(mutedText(), css({ srOnly: { base: true, sm: false } }))}>{t('swapUi.network')}</span>
          <select
            value={props.chain?.slug ?? ''}
            onChange={(e) => props.onSelectChain(e.target.value)}
            className={css({
              minW: '0',
              maxW: '40vw',
              minH: { base: '11', md: '9' },
              px: '2',
              borderRadius: 'md',
              bg: 'surface',
              color: 'text',
              border: '1px solid',
              borderColor: 'border',
            })}
          >
            {props.chains.map((c) => (
              <option key={c.chainId} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
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
