// spec §2 "Receive modal", §4, §9: views DEFAULT (the from-exchange providers and the own wallet's address card),
// CEX_TRANSFER (a provider session: its widget opens in a new tab, then a connected-provider view, or an error view
// with Back) and QR_CODE (the address as an EIP-681 QR code, copy with 400 ms feedback, and the supported networks).
// Without providers DEFAULT is the QR code. It closes when no address is connected; a closed modal returns to
// DEFAULT after 500 ms. Loaded only when opened (the QR encoder stays out of the drawer's chunk).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, card, listRow, mutedText } from '#styled-system/recipes';
import {
  type TransferServiceProvider,
  fiatOnRampBase,
  requestTransferWidget,
  transferProvidersQuery,
} from '../../data/exchangeTransfer';
import { usePreferences } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { addressPaymentUri } from '../../lib/paymentUri';
import { shortenAddress } from '../../lib/shortenAddress';
import { AddressAvatar } from '../../ui/AddressAvatar';
import { Dialog } from '../../ui/Dialog';
import { QrCode } from '../../ui/QrCode';
import { useCopy } from '../../ui/useCopy';

/** spec §9: the receive modal's state resets 500 ms after it closes. */
export const RECEIVE_RESET_MS = 500;

type View =
  | { name: 'default' }
  | { name: 'qr' }
  | { name: 'cex'; provider: TransferServiceProvider; status: 'connecting' | 'connected' | 'failed' };

export default function ReceiveModal(props: {
  address: Address | undefined;
  chainId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { address, onClose } = props;
  const [view, setView] = useState<View>({ name: 'default' });
  const [open, setOpen] = useState(true);
  const fiatOnRamp = fiatOnRampBase(useRuntimeConfig().data);
  const providers = useQuery(transferProvidersQuery(fiatOnRamp));

  useEffect(() => {
    if (address) return;
    console.debug('receive modal: no wallet address is connected, closing');
    onClose();
  }, [address, onClose]);
  // the dialog closes at once; its state returns to DEFAULT (and the parent unmounts it) 500 ms later
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(onClose, RECEIVE_RESET_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  if (!address) return null;

  const offersProviders = (providers.data?.length ?? 0) > 0;
  const current: View['name'] = view.name === 'default' && !offersProviders && !providers.isPending ? 'qr' : view.name;
  const startSession = async (provider: TransferServiceProvider) => {
    setView({ name: 'cex', provider, status: 'connecting' });
    // the tab opens in the click's own turn (a popup blocker allows that), and is pointed at the widget once known
    const tab = window.open('', '_blank');
    try {
      const widgetUrl = await requestTransferWidget(fiatOnRamp, {
        serviceProvider: provider.serviceProvider,
        walletAddress: address,
        redirectUrl: window.location.href,
      });
      if (tab) tab.location.href = widgetUrl;
      else window.open(widgetUrl, '_blank', 'noopener');
      setView({ name: 'cex', provider, status: 'connected' });
    } catch (error) {
      tab?.close();
      console.warn('transfer session failed:', error);
      setView({ name: 'cex', provider, status: 'failed' });
    }
  };

  const title = current === 'cex' ? t('receive.fromExchangeTitle') : t('receive.title');
  return (
    <Dialog open={open} title={title} onClose={() => setOpen(false)} closeLabel={t('receive.close')}>
      {current === 'default' && (
        <DefaultView
          address={address}
          providers={providers.data ?? []}
          loading={providers.isPending}
          onShowQr={() => setView({ name: 'qr' })}
          onPickProvider={(p) => void startSession(p)}
        />
      )}
      {current === 'qr' && (
        <QrView
          address={address}
          chainId={props.chainId}
          onBack={offersProviders ? () => setView({ name: 'default' }) : undefined}
        />
      )}
      {view.name === 'cex' && current === 'cex' && (
        <CexTransferView provider={view.provider} status={view.status} onBack={() => setView({ name: 'default' })} />
      )}
    </Dialog>
  );
}

function DefaultView(props: {
  address: Address;
  providers: TransferServiceProvider[];
  loading: boolean;
  onShowQr: () => void;
  onPickProvider: (provider: TransferServiceProvider) => void;
}) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  if (props.loading) return <p role="status">{t('receive.loading')}</p>;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <button type="button" className={cx(card({ padding: 'sm' }), listRow())} onClick={props.onShowQr}>
        <AddressAvatar address={props.address} size={32} />
        <span className={css({ display: 'grid', textAlign: 'start', minW: '0' })}>
          <span className={css({ fontWeight: 'semibold' })}>{t('receive.yourWallet')}</span>
          <span className={mutedText()}>{shortenAddress(props.address)}</span>
        </span>
      </button>
      <h3 className={css({ fontWeight: 'semibold' })}>{t('receive.fromExchange')}</h3>
      <ul aria-label={t('receive.providers')} className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}>
        {props.providers.map((provider) => (
          <li key={provider.serviceProvider}>
            <button
              type="button"
              className={cx(listRow(), css({ w: 'full' }))}
              onClick={() => props.onPickProvider(provider)}
            >
              <img
                src={theme === 'dark' ? provider.logos.darkLogo : provider.logos.lightLogo}
                alt=""
                width={32}
                height={32}
              />
              <span>{provider.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QrView(props: { address: Address; chainId: number | undefined; onBack?: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const [copied, copy] = useCopy();
  const [networksOpen, setNetworksOpen] = useState(false);
  const chains = config?.chains ?? [];
  const chainId = props.chainId ?? chains[0]?.chainId ?? 1;
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'center', textAlign: 'center' })}>
      <QrCode value={addressPaymentUri(props.address, chainId)} label={t('receive.qrLabel')} />
      <p className={css({ fontFamily: 'mono', wordBreak: 'break-all', fontSize: 'sm' })}>{props.address}</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
        <button
          type="button"
          className={button({ tone: 'accent', size: 'sm' })}
          onClick={() => void copy(props.address)}
        >
          {copied === 'copied' ? t('receive.copied') : t('receive.copy')}
        </button>
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setNetworksOpen(true)}>
          {t('receive.supportedNetworks')}
        </button>
        {props.onBack && (
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onBack}>
            {t('receive.back')}
          </button>
        )}
      </div>
      <p role="status" className={mutedText()}>
        {copied === 'copied' && t('receive.copied')}
      </p>
      {copied === 'failed' && <p role="alert">{t(ERROR_MESSAGES.failedToCopy)}</p>}
      <p className={mutedText()}>{t('receive.networksHint')}</p>
      <Dialog
        open={networksOpen}
        title={t('receive.supportedNetworks')}
        onClose={() => setNetworksOpen(false)}
        closeLabel={t('receive.close')}
      >
        <p className={cx(mutedText(), css({ mb: '2' }))}>{t('receive.networksBody')}</p>
        <ul
          aria-label={t('receive.networks')}
          className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '1' })}
        >
          {chains.map((chain) => (
            <li key={chain.chainId} className={listRow()}>
              {chain.name}
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}

function CexTransferView(props: {
  provider: TransferServiceProvider;
  status: 'connecting' | 'connected' | 'failed';
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {props.status === 'connecting' && (
        <p role="status">{t('receive.connecting', { provider: props.provider.name })}</p>
      )}
      {props.status === 'connected' && <p role="status">{t('receive.connected', { provider: props.provider.name })}</p>}
      {props.status === 'failed' && <p role="alert">{t(ERROR_MESSAGES.connectionFailed)}</p>}
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={props.onBack}>
        {t('receive.back')}
      </button>
    </div>
  );
}
