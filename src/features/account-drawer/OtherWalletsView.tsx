import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { listRow, mutedText } from '#styled-system/recipes';
import { getDatabase } from '../../data/database';
import { AddressAvatar } from '../../ui/AddressAvatar';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';
import { shortenAddress } from '../../lib/shortenAddress';
import { list } from './drawerStyles';

// Loaded only when the embedded wallet is the connection: it pulls in the vault client.
const EmbeddedWalletPanel = lazy(() =>
  import('../../account/embedded/EmbeddedWalletPanel').then((m) => ({ default: m.EmbeddedWalletPanel })),
);

/** spec §2 "other wallets": the wallets the app knows (nickname and address), and the embedded wallet's management. */
export function OtherWalletsView(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const { connectorId } = useConnection();
  const wallets = useLiveQuery(() => getDatabase().wallets.orderBy('address').toArray(), []);
  return (
    <div>
      {wallets !== undefined && wallets.length === 0 && (
        <p className={mutedText()}>{t('accountDrawer.noOtherWallets')}</p>
      )}
      <ul aria-label={t('accountDrawer.views.otherWallets')} className={list}>
        {(wallets ?? []).map((w) => (
          <li key={w.address} className={listRow()}>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <AddressAvatar address={w.address} />
              <span>
                {w.nickname ?? shortenAddress(w.address)}
                <br />
                <span className={mutedText()}>{shortenAddress(w.address)}</span>
              </span>
            </span>
            <span className={mutedText()}>{t(`accountDrawer.walletKind.${w.kind}`)}</span>
          </li>
        ))}
      </ul>
      {connectorId === EMBEDDED_CONNECTOR_ID && (
        <Suspense fallback={null}>
          <EmbeddedWalletPanel onClose={props.onClose} />
        </Suspense>
      )}
    </div>
  );
}
