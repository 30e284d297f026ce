// The relay and the vault behind the two import-with-a-code machines (issue 32): the new device's session, code
// replacement and wait for the sealed wallet; the other device's claim and sealed delivery. The machines stay pure.
import { fromCallback, fromPromise } from 'xstate';
import type { ClaimImportResponse, ImportSession, RefreshImportCodeResponse } from '../../../contract/importRelay';
import { importCodeReceiveMachine, type ImportReceiveEvent } from '../../../machines/importCodeReceive.machine';
import { importCodeSendMachine } from '../../../machines/importCodeSend.machine';
import { createImportRelayApi, type ImportRelayApi, type OpenedImportSession } from '../../data/importRelay';
import { WalletServiceError } from '../../data/walletServices';
import type { ImportCodeEntry } from '../../../contract/importCodeFormat';
import { HandoffDecryptionError } from '../../lib/wallet/importHandoff';

/** How often the new device asks the relay whether its code was claimed or the wallet has come. */
const POLL_MS = 1_000;

/** The new device's machine over the relay; `seal` keeps the received phrase under the new password. */
export function provideReceiveMachine(
  seal: (password: string, phrase: string) => Promise<unknown>,
  api: ImportRelayApi = createImportRelayApi(),
) {
  return importCodeReceiveMachine.provide({
    actors: {
      openSession: fromPromise<ImportSession, void>(() => api.open()),
      refreshCode: fromPromise<RefreshImportCodeResponse, { session: ImportSession }>(({ input }) =>
        api.refresh(input.session.sessionId),
      ),
      watchHandoff: fromCallback<ImportReceiveEvent, { session: ImportSession }>(({ input, sendBack }) => {
        // the session the machine holds is the one `open` answered, private key included
        const session = input.session as OpenedImportSession;
        let stopped = false;
        let claimed = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const poll = async () => {
          try {
            const answer = await api.receive(session);
            if (stopped) return;
            if ('secret' in answer) return sendBack({ type: 'RECEIVED', phrase: answer.secret });
            if (answer.claimed && !claimed) {
              claimed = true;
              sendBack({ type: 'CLAIMED' });
            }
          } catch (error) {
            if (stopped) return;
            if (error instanceof HandoffDecryptionError) return sendBack({ type: 'DECRYPT_FAILED' });
            if (error instanceof WalletServiceError && error.code === 'unknown_session')
              return sendBack({ type: 'SESSION_GONE' });
            // a dropped request: the next poll asks again
          }
          timer = setTimeout(() => void poll(), POLL_MS);
        };
        void poll();
        return () => {
          stopped = true;
          clearTimeout(timer);
        };
      }),
      sealVault: fromPromise<void, { password: string; phrase: string }>(async ({ input }) => {
        await seal(input.password, input.phrase);
      }),
    },
  });
}

/** The machine of the device that holds the wallet; `phrase` is what it seals, read once the person unlocked. */
export function provideSendMachine(phrase: () => string, api: ImportRelayApi = createImportRelayApi()) {
  return importCodeSendMachine.provide({
    actors: {
      claim: fromPromise<ClaimImportResponse, ImportCodeEntry>(({ input }) => api.claim(input.code, input.channelId)),
      deliver: fromPromise<void, { claim: ClaimImportResponse }>(({ input }) => api.send(input.claim, phrase())),
    },
  });
}
