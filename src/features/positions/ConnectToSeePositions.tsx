// Issue 34: "Connect a wallet to see your liquidity positions" is a button that opens the wallet dialog, as every
// "Connect a wallet" is, on each positions screen a disconnected person reaches (list, position, migrate, deposit).
import { useTranslation } from 'react-i18next';
import { cx, css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { requestConnect } from '../../account/connectRequest';

const wrapping = css({
  whiteSpace: 'normal',
  h: 'auto',
  minH: '11',
  py: '2',
  textAlign: 'start',
  justifySelf: 'start',
});

export function ConnectToSeePositions() {
  const { t } = useTranslation();
  return (
    <button type="button" className={cx(button({ tone: 'accent' }), wrapping)} onClick={requestConnect}>
      {t('positions.connect')}
    </button>
  );
}
