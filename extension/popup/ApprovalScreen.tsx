// A dapp's waiting request in the approval window (issue 30): connect, sign a message or typed data, or a transaction
// (ReviewRequest, the signing pipeline's review); Reject answers the dapp with 4001, and so does closing the window.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { button } from '#styled-system/recipes';
import { createFormatters } from '../../src/lib/numberFormat.ts';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { describeTypedData } from '../../src/lib/signing/describeTypedData.ts';
import { messageText } from '../../src/lib/walletConnect/messageText.ts';
import { MessageSummary } from '../../src/ui/signing/MessageSummary.tsx';
import { TypedDataSummary } from '../../src/ui/signing/TypedDataSummary.tsx';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { Approval } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';

// a transaction's review carries the signing pipeline, its simulation and the query client: loaded only for one
const ReviewRequest = lazy(() => import('./ReviewRequest.tsx'));

export function ApprovalScreen(props: { id: string; address: Address }) {
  const { t, i18n } = useTranslation();
  const [approval, setApproval] = useState<Approval | null>();
  useEffect(() => void extensionWallet.approval(props.id).then(setApproval), [props.id]);
  if (approval === undefined) return null;
  if (approval === null) return <p className={muted}>{t('appRequest.close')}</p>;
  if (approval.kind === 'review')
    return (
      <Suspense fallback={null}>
        <ReviewRequest approval={approval} />
      </Suspense>
    );
  const answer = (approved: boolean) => void extensionWallet.answerApproval(props.id, { approved });
  const actions = (approveLabel: string) => (
    <div className={row}>
      <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => answer(false)}>
        {t('appRequest.reject')}
      </button>
      <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={() => answer(true)}>
        {approveLabel}
      </button>
    </div>
  );
  if (approval.kind === 'connect')
    return (
      <>
        <h1 className={popupHeading}>{t('connectApp.request')}</h1>
        <p>{t('connectApp.wantsToConnect', { name: approval.origin })}</p>
        <p className={muted}>
          {t('connectApp.account')}: {shortenAddress(props.address)}
        </p>
        <ul className={muted}>
          <li>{t('connectApp.permission.viewBalance')}</li>
          <li>{t('connectApp.permission.requestApprovals')}</li>
          <li>{t('connectApp.permission.moveFunds')}</li>
        </ul>
        {actions(t('connectApp.approve'))}
      </>
    );
  // the signing pipeline's own summaries (src/ui/signing): the message as text or hex, typed data decoded
  const summary =
    approval.kind === 'signMessage' ? (
      <MessageSummary message={approval.message} text={messageText(approval.message)} headingLevel={2} />
    ) : (
      <TypedDataSummary
        description={describeTypedData(approval.typedData)}
        resolveToken={() => undefined}
        format={createFormatters({ locale: i18n.language, currency: 'USD', rates: undefined })}
        headingLevel={2}
      />
    );
  return (
    <>
      <h1 className={popupHeading}>{t('appRequest.signatureTitle')}</h1>
      <p className={muted}>
        {t('appRequest.from')}: {approval.origin}
      </p>
      {summary}
      {actions(t('appRequest.sign'))}
    </>
  );
}
