// The time a one-time code has left (spec §4 "with countdown"), counted on this device's clock from when it was shown.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { muted } from '../../ui/walletStyles';
import { formatCountdown } from './formatCountdown';

export function CodeCountdown(props: { code: string; ms: number }) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(() => Date.now() + props.ms);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    // a new code starts a new countdown
    setDeadline(Date.now() + props.ms);
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [props.code, props.ms]);
  return (
    <p role="timer" className={muted}>
      {t('importCode.expiresIn', { time: formatCountdown(deadline - now) })}
    </p>
  );
}
