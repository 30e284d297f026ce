// A dapp's waiting request in the approval window (issue 30): connect, or sign a message; Reject answers the dapp
// with 4001, and so does closing the window.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, hexToString, isHex } from 'viem';
import { button } from '#styled-system/recipes';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { Approval } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { messageBox, popupHeading } from './popupStyles.ts';

/** A message as a person reads it: its text when it is UTF-8 text, else its hex. */
function readableMessage(message: `0x${string}`): string {
  try {
    const text = hexToString(message);
    // control characters other than tabs and line breaks mean it is bytes, not text
    const isBytes = [...text].some((c) => c.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(c));
    return isBytes ? message : text;
  } catch {
    return message;
  }
}

export function ApprovalScreen(props: { id: string; address: Address }) {
  const { t } = useTranslation();
  const [approval, setApproval] = useState<Approval | null>();
  useEffect(() => void extensionWallet.approval(props.id).then(setApproval), [props.id]);
  if (approval === undefined) return null;
  if (approval === null) return <p className={muted}>{t('appRequest.close')}</p>;
  const answer = (approved: boolean) => void extensionWallet.answerApproval(props.id, approved);
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
  const body =
    approval.kind === 'signMessage' && isHex(approval.message)
      ? readableMessage(approval.message)
      : approval.kind === 'signTypedData'
        ? approval.typedData
        : JSON.stringify(approval.kind === 'sendTransaction' ? approval.transaction : null, null, 2);
  return (
    <>
      <h1 className={popupHeading}>
        {t(approval.kind === 'sendTransaction' ? 'appRequest.transactionTitle' : 'appRequest.signatureTitle')}
      </h1>
      <p className={muted}>
        {t('appRequest.from')}: {approval.origin}
      </p>
      <pre className={messageBox} aria-label={t('appRequest.signatureTitle')}>
        {body}
      </pre>
      {actions(t(approval.kind === 'sendTransaction' ? 'appRequest.confirm' : 'appRequest.sign'))}
    </>
  );
}
