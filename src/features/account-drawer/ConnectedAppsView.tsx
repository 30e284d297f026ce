// The apps connected to Sluice over WalletConnect (issue 29; spec §1 "connected apps", §3 connected app: name,
// permissions): each with its icon, name, URL, networks, what it may do and since when; Disconnect ends a session on
// the app's side too, and Disconnect all ends every one. Sessions live in Dexie (sign-client's storage), so the list
// survives a reload; an expired session drops out.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { type ConnectedApp, sharedWalletKit } from '../../account/walletKit/walletKit';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../lib/errorMessages';

const s = {
  list: css({ display: 'grid', listStyle: 'none', p: '0', m: '0' }),
  app: css({ display: 'grid', gap: '1', minW: '0', alignItems: 'start' }),
  head: css({ display: 'flex', gap: '3', alignItems: 'center', minW: '0' }),
  icon: css({ w: '8', h: '8', borderRadius: 'md', flexShrink: '0' }),
  wrap: css({ overflowWrap: 'anywhere', minW: '0', flex: '1' }),
  small: css({ fontSize: 'sm' }),
  alert: css({ color: 'critical', p: '3' }),
};

const failureOf = (error: unknown): ErrorMessageId =>
  typeof error === 'object' && error !== null && 'reason' in error
    ? (error as { reason: ErrorMessageId }).reason
    : 'connectionGeneralError';

export function ConnectedAppsView() {
  const { t, i18n } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const [kit] = useState(() => sharedWalletKit(config));
  const [apps, setApps] = useState<ConnectedApp[]>();
  const [failure, setFailure] = useState<ErrorMessageId>();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(
    () =>
      kit.sessions().then(
        (sessions) => setApps(sessions),
        (error: unknown) => setFailure(failureOf(error)),
      ),
    [kit],
  );
  useEffect(() => {
    void refresh();
    return kit.subscribe(() => void refresh());
  }, [kit, refresh]);
  const chainName = (chainId: number) =>
    config?.chains.find((chain) => chain.chainId === chainId)?.name ?? `eip155:${chainId}`;
  const disconnect = async (topics: string[]) => {
    setBusy(true);
    setFailure(undefined);
    try {
      for (const topic of topics) await kit.disconnect(topic);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div>
      {failure && (
        <p role="alert" className={s.alert}>
          {t(ERROR_MESSAGES[failure])}
        </p>
      )}
      {apps === undefined && !failure && (
        <p role="status" className={`${mutedText()} ${css({ p: '3' })}`}>
          {t('connectedApps.loading')}
        </p>
      )}
      {apps?.length === 0 && <p className={`${mutedText()} ${css({ p: '3' })}`}>{t('connectedApps.none')}</p>}
      {apps && apps.length > 0 && (
        <>
          <ul aria-label={t('accountDrawer.views.connectedApps')} className={s.list}>
            {apps.map((connected) => (
              <li key={connected.topic} className={`${listRow()} ${s.app}`} aria-label={connected.app.name}>
                <div className={s.head}>
                  {connected.app.icon && <img src={connected.app.icon} alt="" className={s.icon} />}
                  <div className={s.wrap}>
                    <strong>{connected.app.name}</strong>
                    <p className={`${mutedText()} ${s.small}`}>{connected.app.url}</p>
                  </div>
                </div>
                <p className={s.small}>
                  {t('connectedApps.networks', { networks: connected.chains.map(chainName).join(', ') })}
                </p>
                <p className={`${mutedText()} ${s.small}`}>{t('connectedApps.permissions')}</p>
                {connected.since !== undefined && (
                  <p className={`${mutedText()} ${s.small}`}>
                    {t('connectedApps.since', { date: date.format(connected.since) })}
                  </p>
                )}
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  disabled={busy}
                  aria-label={t('connectedApps.disconnectApp', { name: connected.app.name })}
                  onClick={() => void disconnect([connected.topic])}
                >
                  {t('connectedApps.disconnect')}
                </button>
              </li>
            ))}
          </ul>
          <div className={css({ p: '3' })}>
            <button
              type="button"
              className={button()}
              disabled={busy}
              onClick={() => void disconnect(apps.map((connected) => connected.topic))}
            >
              {t('connectedApps.disconnectAll')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
