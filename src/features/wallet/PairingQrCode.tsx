// The WalletConnect pairing URI as a QR code (spec §9: size 230, level M, logo 50) with a copy button.
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { QrCode } from '../../ui/QrCode';
import { useCopy } from '../../ui/useCopy';
import { field, input, muted, problemText } from '../../ui/walletStyles';

export function PairingQrCode({ uri }: { uri: string | undefined }) {
  const { t } = useTranslation();
  const [copy, copyText] = useCopy();
  if (!uri) return <p role="status">{t('wallets.walletConnect.preparing')}</p>;
  return (
    <div>
      <p className={muted}>{t('wallets.walletConnect.scan')}</p>
      <QrCode value={uri} label={t('wallets.walletConnect.qrLabel')} />
      <label className={field}>
        {t('wallets.walletConnect.uriLabel')}
        <input className={input} readOnly value={uri} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => void copyText(uri)}>
        {copy === 'copied' ? t('wallets.copied') : t('wallets.walletConnect.copy')}
      </button>
      {copy === 'failed' && (
        <p role="alert" className={problemText}>
          {t(ERROR_MESSAGES.failedToCopy)}
        </p>
      )}
    </div>
  );
}
