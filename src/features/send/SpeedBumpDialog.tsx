// spec §2 "Send modal" speed bumps: a smart-contract recipient, then a recipient this account never sent to. Continue
// acknowledges this bump (the machine checks again); Cancel or closing dismisses it and keeps the form as it was.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';

export function SpeedBumpDialog(props: {
  kind: 'smartContract' | 'newAddress';
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t(`send.${props.kind}.title`)} onClose={props.onCancel} closeLabel={t('send.close')}>
      <p className={css({ mb: '4' })}>{t(`send.${props.kind}.body`)}</p>
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button type="button" className={button({ tone: 'ghost' })} onClick={props.onCancel}>
          {t('send.cancel')}
        </button>
        <button type="button" className={button({ tone: 'accent' })} onClick={props.onContinue}>
          {t('send.continue')}
        </button>
      </div>
    </Dialog>
  );
}
