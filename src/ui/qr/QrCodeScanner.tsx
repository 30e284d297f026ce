// Reads a QR code with the camera (issue 29: "Scan" an app's WalletConnect code; the one-time-code import reuses it):
// the camera is asked for only after the person reads why, the torch is offered where the camera has one, and an
// image of the code can be uploaded instead (no camera, or the camera refused). qr-scanner decodes in a worker of
// its own, loaded with the scanner, not with the page.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type Scanner from 'qr-scanner';

const s = {
  stack: css({ display: 'grid', gap: '3', minW: '0' }),
  video: css({
    w: '100%',
    maxW: '320px',
    aspectRatio: '1',
    objectFit: 'cover',
    borderRadius: 'lg',
    bg: 'black',
    justifySelf: 'center',
  }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', '& > *': { flex: '1', minH: '11' } }),
  alert: css({ color: 'critical', overflowWrap: 'anywhere' }),
  upload: css({ position: 'absolute', w: '1px', h: '1px', opacity: '0', overflow: 'hidden' }),
};

export type QrCodeScannerProps = {
  /** The text of the first code read. */
  onRead: (text: string) => void;
  onCancel: () => void;
};

export function QrCodeScanner(props: QrCodeScannerProps) {
  const { t } = useTranslation();
  const uploadId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner>(undefined);
  const [state, setState] = useState<'asking' | 'starting' | 'scanning' | 'refused'>('asking');
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const [notFound, setNotFound] = useState(false);
  const read = useRef(false);
  const { onRead } = props;
  const deliver = (text: string) => {
    if (read.current) return;
    read.current = true;
    scanner.current?.stop();
    onRead(text);
  };

  useEffect(() => () => scanner.current?.destroy(), []);

  const start = async () => {
    setState('starting');
    try {
      const { default: QrScanner } = await import('qr-scanner');
      const instance = new QrScanner(video.current!, (result) => deliver(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        maxScansPerSecond: 10,
      });
      scanner.current = instance;
      await instance.start();
      setState('scanning');
      setTorch({ available: await instance.hasFlash().catch(() => false), on: false });
    } catch {
      // no camera, or the person (or the browser) refused it: the upload stays
      setState('refused');
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setNotFound(false);
    try {
      const { default: QrScanner } = await import('qr-scanner');
      const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
      deliver(result.data);
    } catch {
      setNotFound(true);
    }
  };

  return (
    <section aria-label={t('qrScanner.title')} className={s.stack}>
      {state === 'asking' && <p>{t('qrScanner.why')}</p>}
      <video
        ref={video}
        className={s.video}
        hidden={state !== 'scanning' && state !== 'starting'}
        muted
        playsInline
        aria-label={t('qrScanner.camera')}
      />
      {state === 'scanning' && (
        <p role="status" className={mutedText()}>
          {t('qrScanner.pointAtCode')}
        </p>
      )}
      {state === 'refused' && (
        <p role="alert" className={s.alert}>
          {t('qrScanner.refused')}
        </p>
      )}
      {notFound && (
        <p role="alert" className={s.alert}>
          {t('qrScanner.noCode')}
        </p>
      )}
      <div className={s.actions}>
        {state === 'asking' && (
          <button type="button" className={button({ tone: 'accent' })} onClick={() => void start()}>
            {t('qrScanner.allowCamera')}
          </button>
        )}
        {state === 'scanning' && torch.available && (
          <button
            type="button"
            className={button()}
            aria-pressed={torch.on}
            onClick={() =>
              void scanner.current
                ?.toggleFlash()
                .then(() => setTorch((known) => ({ ...known, on: scanner.current?.isFlashOn() ?? false })))
            }
          >
            {t('qrScanner.torch')}
          </button>
        )}
        <label htmlFor={uploadId} className={button()}>
          {t('qrScanner.upload')}
        </label>
        <input
          id={uploadId}
          type="file"
          accept="image/*"
          className={s.upload}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <button type="button" className={button()} onClick={props.onCancel}>
          {t('qrScanner.back')}
        </button>
      </div>
    </section>
  );
}
