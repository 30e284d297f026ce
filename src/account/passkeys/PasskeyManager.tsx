// spec §3/§4 passkeys of an embedded wallet: the list (provider and creation date, a 3-row skeleton while it loads),
// add (verify one of the wallet's passkeys first, then a new one on another authenticator) and delete (verify, the
// speed bump whose delete stays disabled until acknowledged, then the delete; a failed delete closes and refreshes),
// driven by machines/passkey.machine.ts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fromPromise } from 'xstate';
import { css } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { passkeyMachine } from '../../../machines/passkey.machine';
import type { PasskeyAuthenticator } from '../../../contract/passkeys';
import {
  createPasskeysApi,
  passkeyAuthenticatorsQueryKey,
  passkeyAuthenticatorsQueryOptions,
  type PasskeyApprover,
  type PasskeyVerified,
} from '../../data/passkeys';
import { newPasskeyName, passkeyDateFormat, passkeyLabel } from '../../lib/wallet/passkeyLabel';
import { problemText, row } from '../../ui/walletStyles';
import type { EmbeddedWallet } from '../embedded/embeddedWallet';
import { createUnlockingPasskey } from './unlockingPasskey';
import { passkeyBaseName } from '../username/passkeyBaseName';

/** spec §7 sizes: "passkey skeleton 3 rows". */
const SKELETON_ROWS = 3;

const skeletonRow = css({ h: '12', borderRadius: 'lg', bg: 'surface', mb: '2' });

export function PasskeyManager(props: { address: Address; wallet: EmbeddedWallet }) {
  const { t, i18n } = useTranslation();
  const { address, wallet } = props;
  const queryClient = useQueryClient();
  const list = useQuery(passkeyAuthenticatorsQueryOptions({ address }));
  const authenticators = list.data ?? [];
  const machine = useMemo(() => {
    const api = createPasskeysApi();
    const passkeyCount = () =>
      queryClient.getQueryData<PasskeyAuthenticator[]>(passkeyAuthenticatorsQueryKey({ address }))?.length ?? 0;
    // verify with one of the wallet's passkeys; a wallet with none yet approves with its own signature
    const approver = (): PasskeyApprover =>
      passkeyCount() > 0 ? 'passkey' : { signMessage: (message) => wallet.signer.signMessage(address, message) };
    return passkeyMachine.provide({
      actors: {
        verify: fromPromise(async ({ input }) => {
          const verified = await api.verify(input.kind === 'add' ? 'register' : 'delete', {
            address,
            approver: approver(),
            // spec §5: the new passkey's name is the username (without one, the app's) and the count plus one in brackets
            ...(input.kind === 'add'
              ? { name: newPasskeyName(await passkeyBaseName(queryClient, address), passkeyCount()) }
              : {}),
          });
          return { challengeId: verified.started.challengeId, proof: verified };
        }),
        add: fromPromise(async ({ input }) => {
          await createUnlockingPasskey(wallet, input.verification.proof as PasskeyVerified);
        }),
        remove: fromPromise(async ({ input }) => {
          await api.finishDelete(input.verification.proof as PasskeyVerified, input.credentialId);
          await wallet.removePasskeyUnlock(input.credentialId);
        }),
      },
    });
  }, [address, wallet, queryClient]);
  const [snapshot, send] = useMachine(machine);
  const { refreshes, failure, acknowledged } = snapshot.context;
  useEffect(() => {
    if (refreshes > 0) void queryClient.invalidateQueries({ queryKey: passkeyAuthenticatorsQueryKey({ address }) });
  }, [refreshes, address, queryClient]);

  const now = Date.now();
  const labelOf = (authenticator: PasskeyAuthenticator, index: number) => {
    const label = passkeyLabel(authenticator, index + 1);
    return label.kind === 'named' ? label.name : t('wallets.passkeys.numbered', { number: label.number });
  };
  const busy = snapshot.matches('verifying') || snapshot.matches('adding') || snapshot.matches('deleting');

  if (snapshot.matches('speedBump')) {
    const intent = snapshot.context.intent;
    const index = authenticators.findIndex((a) => intent?.kind === 'delete' && a.id === intent.credentialId);
    const name = index >= 0 ? labelOf(authenticators[index]!, index) : '';
    return (
      <div role="alertdialog" aria-label={t('wallets.passkeys.deleteTitle', { name })}>
        <p className={problemText}>{t('wallets.passkeys.deleteWarning')}</p>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', mb: '3', fontSize: 'sm' })}>
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => send({ type: 'ACKNOWLEDGE', acknowledged: event.target.checked })}
          />
          {t('wallets.passkeys.acknowledge')}
        </label>
        <div className={row}>
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => send({ type: 'CANCEL' })}
          >
            {t('wallets.back')}
          </button>
          <button
            type="button"
            disabled={!acknowledged}
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => send({ type: 'CONFIRM_DELETE' })}
          >
            {t('wallets.passkeys.delete')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <section aria-label={t('accountDrawer.views.passkeys')} aria-busy={busy || list.isPending}>
      {list.isPending ? (
        <div role="status" aria-label={t('wallets.working')}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className={skeletonRow} />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className={problemText}>
          {t('errors.errorLoadingData')}
        </p>
      ) : authenticators.length === 0 ? (
        <p className={mutedText()}>{t('wallets.passkeys.none')}</p>
      ) : (
        <ul aria-label={t('accountDrawer.views.passkeys')} className={css({ listStyle: 'none', p: '0', mb: '3' })}>
          {authenticators.map((authenticator, index) => {
            const label = labelOf(authenticator, index);
            const date = new Intl.DateTimeFormat(
              i18n.language,
              passkeyDateFormat(authenticator.creationTime, now),
            ).format(authenticator.creationTime);
            return (
              <li key={authenticator.id} className={listRow()}>
                <span className={css({ minW: '0' })}>
                  {label}
                  <br />
                  <span className={mutedText()}>{t('wallets.passkeys.created', { date })}</span>
                </span>
                <button
                  type="button"
                  disabled={busy}
                  className={button({ tone: 'ghost', size: 'sm' })}
                  aria-label={t('wallets.passkeys.deleteNamed', { name: label })}
                  onClick={() => send({ type: 'DELETE', credentialId: authenticator.id })}
                >
                  {t('wallets.passkeys.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {failure && (
        <p role="alert" className={problemText}>
          {t(`wallets.passkeys.failures.${failure}`)}
        </p>
      )}
      {busy && (
        <p role="status" className={mutedText()}>
          {t('wallets.working')}
        </p>
      )}
      <button
        type="button"
        disabled={busy || list.isPending}
        className={button({ tone: 'soft', size: 'sm' })}
        onClick={() => send({ type: 'ADD' })}
      >
        {t('wallets.passkeys.add')}
      </button>
    </section>
  );
}
