// A QR code with the app's logo in its middle (spec §9: size 230, error correction level M, logo 50, contrast
// threshold 3). The code is always dark on white, whatever the theme: 21:1, far above the threshold, and what every
// camera reads; level M restores the modules the 50 px logo covers (about 5 % of the code).
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { css } from '#styled-system/css';

export const QR_SIZE = 230;
export const QR_LEVEL = 'M';
export const QR_LOGO_SIZE = 50;

/** Renders `value` as a QR image whose accessible name is `label`. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    void QRCode.toDataURL(value, {
      width: QR_SIZE,
      margin: 1,
      errorCorrectionLevel: QR_LEVEL,
      color: { dark: '#000000', light: '#ffffff' },
    }).then((url) => {
      if (!cancelled) setImage(url);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  return (
    <div className={css({ position: 'relative', w: `${QR_SIZE}px`, h: `${QR_SIZE}px`, mx: 'auto', mb: '3' })}>
      {image && <img src={image} width={QR_SIZE} height={QR_SIZE} alt={label} />}
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
  );
}
