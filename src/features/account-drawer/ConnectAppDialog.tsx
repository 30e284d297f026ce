// Connect an app to Sluice over WalletConnect (issue 29; spec "app connection requests: connect", §6 connected apps'
// permissions, §8 "Connections"): the person pastes the app's link (the text of its WalletConnect QR code), reads who
// asks, for which networks and with which permissions, and approves with the account in use or rejects. An app whose
// website the risk screening flags, or that is not who it claims to be, is warned about, and approving it takes a
// second confirmation. The pairing machine (machines/appPairing.machine.ts) walks it; the wallet kit speaks
// WalletConnect. Opened from the header's Scan button (an installed phone app's home), it starts with the camera.
import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fromPromise } from 'xstate';
import { css, cx } from '#styled-system/css';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { button, mutedText } from '#styled-system/recipes';
import { appPairingMachine } from '../../../machines/appPairing.machine';
import { sharedWalletKit } from '../../account/walletKit/walletKit';
import { screenDomains } from '../../data/appDomainScreening';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { shortenAddress } from '../../lib/shortenAddress';
import { domainsToScreen } from '../../lib/walletConnect/appRisk';
import type { AppProposal } from '../../lib/walletConnect/apps';
import { Dialog } from '../../ui/Dialog';
import { QrCodeScanner } from '../../ui/qr/QrCodeScanner';
import { AppRiskWarning } from './AppRiskWarning';

const s = {
  stack: css({ display: 'grid', gap: '3', minW: '0' }),
  field: css({
    w: '100%',
    minW: '0',
    p: '3',
    borderRadius: 'lg',
    border: '1px solid',
    borderColor: 'border',
    bg: 'surface',
    fontFamily: 'mono',
    fontSize: 'sm',
  }),
  app: css({ display: 'flex', gap: '3', alignItems: 'center', minW: '0' }),
  icon: css({ w: '10', h: '10', borderRadius: 'lg', flexShrink: '0' }),
  wrap: css({ overflowWrap: 'anywhere', minW: '0' }),
  list: css({ display: 'grid', gap: '1', listStyle: 'none', p: '0' }),
  permission: css({ display: 'flex', gap: '1.5', alignItems: 'center' }),
  allowed: css({ color: 'success' }),
  refused: css({ color: 'critical' }),
  alert: css({ color: 'critical', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', '& > button': { flex: '1', minH: '11' } }),
};

export function ConnectAppDialog(props: {
  config: RuntimeConfig;
  account: Address;
  onClose: () => void;
  /** Open on the camera (the header's Scan) rather than on the link field. */
  startScanning?: boolean;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(props.startScanning ?? false);
  const [machine] = useState(() => {
    const kit = sharedWalletKit(props.config);
    return appPairingMachine.provide({
      actors: {
        pair: fromPromise<AppProposal, { uri: string; topic: string }>(({ input }) => kit.pair(input.uri, input.topic)),
        approve: fromPromise<void, { proposal: AppProposal; chains: number[] }>(({ input }) =>
          kit.approve(input.proposal, props.account, input.chains),
        ),
        reject: fromPromise<void, { proposal: AppProposal; why: 'userRejected' | 'unsupportedChains' }>(({ input }) =>
          kit.reject(input.proposal, input.why),
        ),
        screen: fromPromise<Record<string, boolean>, { proposal: AppProposal }>(({ input }) =>
          screenDomains(domainsToScreen(input.proposal.app, input.proposal.verified)),
        ),
      },
    });
  });
  const [snapshot, send] = useMachine(machine, {
    input: { supportedChains: props.config.chains.map((chain) => chain.chainId) },
  });
  const { context } = snapshot;
  const chainName = (chainId: number) =>
    props.config.chains.find((chain) => chain.chainId === chainId)?.name ?? `eip155:${chainId}`;
  const busy =
    snapshot.matches('pairing') ||
    snapshot.matches('screening') ||
    snapshot.matches('approving') ||
    snapshot.matches('rejecting');
  const asking = snapshot.matches('idle') || snapshot.matches('failed');
  const proposal = context.proposal;

  return (
    <Dialog
      open
      title={t('connectApp.title')}
      closeLabel={t('connectApp.close')}
      onClose={() => !busy && props.onClose()}
    >
      <div className={s.stack}>
        {asking && scanning && (
          <QrCodeScanner
            onRead={(read) => {
              setScanning(false);
              setText(read);
              send({ type: 'PAIR', text: read });
            }}
            onCancel={() => setScanning(false)}
          />
        )}
        {asking && !scanning && (
          <form
            className={s.stack}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'PAIR', text });
            }}
          >
            <label htmlFor={fieldId}>{t('connectApp.linkLabel')}</label>
            <input
              id={fieldId}
              className={s.field}
              value={text}
              autoComplete="off"
              spellCheck={false}
              placeholder="wc:…"
              aria-describedby={`${fieldId}-help`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${fieldId}-help`} className={mutedText()}>
              {t('connectApp.linkHelp')}
            </p>
            <div className={s.actions}>
              <button type="button" className={button()} onClick={() => setScanning(true)}>
                {t('connectApp.scan')}
              </button>
              <button type="submit" className={button({ tone: 'accent' })} disabled={text.trim() === ''}>
                {t('connectApp.connect')}
              </button>
            </div>
          </form>
        )}
        {snapshot.matches('pairing') && <p role="status">{t('connectApp.pairing')}</p>}
        {snapshot.matches('screening') && <p role="status">{t('connectApp.checking')}</p>}
        {proposal && !asking && (
          <section aria-label={t('connectApp.request')} className={s.stack}>
            <div className={s.app}>
              {proposal.app.icon && <img src={proposal.app.icon} alt="" className={s.icon} />}
              <div className={s.wrap}>
                <h3 className={css({ fontWeight: 'semibold' })}>{proposal.app.name}</h3>
                <p className={mutedText()}>{proposal.app.url}</p>
              </div>
            </div>
            {context.risk && <AppRiskWarning risk={context.risk} />}
            <p>{t('connectApp.wantsToConnect', { name: proposal.app.name })}</p>
            {context.chains && (
              <>
                <h4 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{t('connectApp.networks')}</h4>
                <ul aria-label={t('connectApp.networks')} className={s.list}>
                  {context.chains.map((chain) => (
                    <li key={chain}>{chainName(chain)}</li>
                  ))}
                </ul>
                <p>
                  {t('connectApp.account')}:{' '}
                  <span className={css({ fontFamily: 'mono' })}>{shortenAddress(props.account)}</span>
                </p>
              </>
            )}
            <ul aria-label={t('connectApp.permissions')} className={s.list}>
              <li className={s.permission}>
                <CheckIcon size="sm" className={s.allowed} />
                {t('connectApp.permission.viewBalance')}
              </li>
              <li className={s.permission}>
                <CheckIcon size="sm" className={s.allowed} />
                {t('connectApp.permission.requestApprovals')}
              </li>
              <li className={cx(s.permission, s.refused)}>
                <CloseIcon size="sm" />
                {t('connectApp.permission.moveFunds')}
              </li>
            </ul>
          </section>
        )}
        {context.failure && (
          <p role="alert" className={s.alert}>
            {t(ERROR_MESSAGES[context.failure])}
            {snapshot.matches('unsupported') && proposal && (
              <>
                {' '}
                (
                {[...new Set([...proposal.requiredChains, ...proposal.optionalChains])]
                  .filter((chain) => !context.supportedChains.includes(chain))
                  .map(chainName)
                  .join(', ')}
                )
              </>
            )}
          </p>
        )}
        {snapshot.matches('failed') && context.link && (
          <button type="button" className={button()} onClick={() => send({ type: 'RETRY' })}>
            {t('connectApp.retry')}
          </button>
        )}
        {snapshot.matches('confirmingRisk') && proposal && (
          <section aria-label={t('connectApp.risk.confirmTitle')} className={s.stack}>
            <p className={css({ fontWeight: 'semibold' })}>{t('connectApp.risk.confirmTitle')}</p>
            <p>{t('connectApp.risk.confirmBody', { name: proposal.app.name })}</p>
            <div className={s.actions}>
              <button type="button" className={button()} onClick={() => send({ type: 'BACK' })}>
                {t('connectApp.risk.back')}
              </button>
              <button type="button" className={button()} onClick={() => send({ type: 'APPROVE_ANYWAY' })}>
                {t('connectApp.risk.approveAnyway')}
              </button>
            </div>
          </section>
        )}
        {(snapshot.matches('screening') ||
          snapshot.matches('proposed') ||
          snapshot.matches('approving') ||
          snapshot.matches('rejecting')) && (
          <div className={s.actions}>
            <button type="button" className={button()} disabled={busy} onClick={() => send({ type: 'REJECT' })}>
              {t('connectApp.reject')}
            </button>
            <button
              type="button"
              className={button({ tone: 'accent' })}
              disabled={busy}
              onClick={() => send({ type: 'APPROVE' })}
            >
              {t('connectApp.approve')}
            </button>
          </div>
        )}
        {snapshot.matches('connected') && proposal && (
          <p role="status">{t('connectApp.connected', { name: proposal.app.name })}</p>
        )}
        {snapshot.matches('rejected') && <p role="status">{t('connectApp.rejected')}</p>}
        {(snapshot.matches('connected') || snapshot.matches('rejected') || snapshot.matches('unsupported')) && (
          <button type="button" className={button()} onClick={props.onClose}>
            {t('connectApp.done')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
