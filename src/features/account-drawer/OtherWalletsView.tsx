import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { getDatabase } from '../../data/database';
import { AddressAvatar } from '../../ui/AddressAvatar';
import { shortenAddress } from '../../lib/shortenAddress';
import { list, muted, row } from './drawerStyles';

/** spec §2 "other wallets": the wallets the app knows (nickname and address). */
export function OtherWalletsView() {
  const { t } = useTranslation();
  const wallets = useLiveQuery(() => getDatabase().wallets.orderBy('address').toArray(), []);
  return (
    <div>
      {wallets !== undefined && wallets.length === 0 && <p className={muted}>{t('accountDrawer.noOtherWallets')}</p>}
      <ul aria-label={t('accountDrawer.views.otherWallets')} className={list}>
        {(wallets ?? []).map((w) => (
          <li key={w.address} className={row}>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <AddressAvatar address={w.address} />
              <span>
                {w.nickname ?? shortenAddress(w.address)}
                <br />
                <span className={muted}>{shortenAddress(w.address)}</span>
              </span>
            </span>
            <span className={muted}>{t(`accountDrawer.walletKind.${w.kind}`)}</span>
          </li>
        ))}
      </ul>
      {/* MOUNT POINT (lead): the wallet engineer's <EmbeddedWalletPanel /> goes here (create, import, lock, accounts). */}
    </div>
  );
}
