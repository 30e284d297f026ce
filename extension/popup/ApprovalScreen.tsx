// A dapp's waiting request in the approval window (issue 30): a connection, approved or rejected here, or a
// signature, a transaction or a batch, reviewed by the signing pipeline (ReviewRequest). Reject answers the dapp with
// 4001, and so does closing the window.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { button } from '#styled-system/recipes';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { Approval } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';

// the review carries the signing pipeline, its simulation and the query client: loaded only for a request to review
const ReviewRequest = lazy(() => import('./ReviewRequest.tsx'));

export function ApprovalScreen(props: { id: string; address: Address }) {
  const { t } = useTranslation();
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
      <div className={row}>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => answer(false)}>
          {t('appRequest.reject')}
        </button>
        <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={() => answer(true)}>
          {t('connectApp.approve')}
        </button>
      </div>
    </>
  );
}
