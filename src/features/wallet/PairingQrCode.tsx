// The WalletConnect pairing URI as a QR code (spec §9: size 230, level M, logo 50) with a copy button.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { field, input, muted, problemText } from '../../ui/walletStyles';

export const QR_SIZE = 230;
export const QR_LEVEL = 'M';
export const QR_LOGO_SIZE = 50;
/** spec §9: copy feedback 400 ms. */
const COPY_FEEDBACK_MS = 400;

export function PairingQrCode({ uri }: { uri: string | undefined }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (!uri) return;
    let cancelled = false;
    void QRCode.toDataURL(uri, { width: QR_SIZE, margin: 1, errorCorrectionLevel: QR_LEVEL }).then((url) => {
      if (!cancelled) setImage(url);
    });
    return () => {
      cancelled = true;
    };
  }, [uri]);
  if (!uri) return <p role="status">{t('wallets.walletConnect.preparing')}</p>;
  const copyUri = async () => {
    try {
      await navigator.clipboard.writeText(uri);
      setCopy('copied');
      setTimeout(() => setCopy('idle'), COPY_FEEDBACK_MS);
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div>
      <p className={muted}>{t('wallets.walletConnect.scan')}</p>
      <div className={css({ position: 'relative', w: `${QR_SIZE}px`, h: `${QR_SIZE}px`, mx: 'auto', mb: '3' })}>
        {image && <img src={image} width={QR_SIZE} height={QR_SIZE} alt={t('wallets.walletConnect.qrLabel')} />}
        <img
          src="/favicon.svg"
          alt=""
          width={QR_LOGO_SIZE}
          height={QR_LOGO_SIZE}
          className={css({
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            bg: 'white',
            borderRadius: 'md',
            p: '1',
          })}
        />
      </div>
      <label className={field}>
        {t('wallets.walletConnect.uriLabel')}
        <input className={input} readOnly value={uri} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => void copyUri()}>
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
