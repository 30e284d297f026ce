// spec §2 onboarding "username choice" (issue 32): after a wallet is created, before it connects, an optional step to
// claim a username, signed by the new wallet through the signing pipeline; Skip goes on without one.
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useConnectionRuntime } from '../ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../connectorIds';
import { ClaimUsername } from './ClaimUsername';

export function UsernameStep(props: { address: Address | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const runtime = useConnectionRuntime();
  const { data: config } = useRuntimeConfig();
  const provider = runtime?.providerFor(EMBEDDED_CONNECTOR_ID);
  const chain = config?.chains[0];
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <p className={mutedText()}>{t('username.intro')}</p>
      {props.address && provider && chain && (
        <ClaimUsername
          address={props.address}
          signing={{ provider, chain, address: props.address }}
          onClaimed={props.onDone}
        />
      )}
      <button type="button" className={cx(button({ tone: 'ghost' }), css({ minH: '11' }))} onClick={props.onDone}>
        {t('username.skip')}
      </button>
    </div>
  );
}
