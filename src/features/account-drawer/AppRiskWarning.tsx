// The connection sheet's warnings about an app (issue 29; spec §6 "flagged as a risk"): a website the risk screening
// flags, a proposal that came from another website than the app claims, or a site that could not be checked. Set apart
// from the rest of the sheet (a bordered panel in the critical colour, with its own heading) so it is read first.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import type { AppRisk } from '../../lib/walletConnect/appRisk';

const panel = css({
  display: 'grid',
  gap: '2',
  p: '3',
  borderRadius: 'lg',
  border: '2px solid',
  borderColor: 'critical',
  color: 'critical',
  overflowWrap: 'anywhere',
  minW: '0',
});

export function AppRiskWarning(props: { risk: AppRisk }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { risk } = props;
  const warned = risk.flagged.length > 0 || risk.mismatch !== undefined;
  if (!warned) return risk.unchecked ? <p className={mutedText()}>{t('connectApp.risk.unchecked')}</p> : null;
  return (
    <section aria-labelledby={titleId} className={panel}>
      <h4 id={titleId} className={css({ fontWeight: 'bold', display: 'flex', gap: '2', alignItems: 'center' })}>
        <span aria-hidden="true">⚠</span>
        {t('connectApp.risk.title')}
      </h4>
      {risk.flagged.map((domain) => (
        <p key={domain}>{t('connectApp.risk.flagged', { domain })}</p>
      ))}
      {risk.mismatch && (
        <p>{t('connectApp.risk.mismatch', { origin: risk.mismatch.origin, claimed: risk.mismatch.claimed })}</p>
      )}
    </section>
  );
}
