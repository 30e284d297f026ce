// spec §2 onboarding "username choice" (issue 32): after a wallet is created, before it connects, an optional step to
// claim a username, signed by the new wallet through the signing pipeline; Skip goes on without one.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useEmbeddedWallet } from '../embedded/useEmbeddedWallet';
import { ClaimUsername } from './ClaimUsername';
import { messageSigningProvider } from './messageSigningProvider';

export function UsernameStep(props: { onDone: () => void }) {
  const { t } = useTranslation();
  const { wallet, state } = useEmbeddedWallet();
  const { data: config } = useRuntimeConfig();
  const address = state.activeAddress;
  const chain = config?.chains[0];
  const signing = useMemo(
    () =>
      wallet && address && chain
        ? { provider: messageSigningProvider(wallet, address, chain.chainId), chain, address }
        : undefined,
    [wallet, address, chain],
  );
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <p className={mutedText()}>{t('username.intro')}</p>
      {signing && <ClaimUsername address={signing.address} signing={signing} onClaimed={props.onDone} />}
      <button type="button" className={cx(button({ tone: 'ghost' }), css({ minH: '11' }))} onClick={props.onDone}>
        {t('username.skip')}
      </button>
    </div>
  );
}
