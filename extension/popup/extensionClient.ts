// The popup's handle on the service worker (issue 30): every wallet action is a message; the answer is a value or an
// error string. A wrong password comes back as the embedded wallet's WRONG_PASSWORD, so the one vault session
// machine (machines/vaultSession.machine.ts) counts it as it does in the app.
import type { Address } from 'viem';
import { WRONG_PASSWORD, type UnlockAttempts } from '../../src/account/embedded/embeddedWallet.ts';
import type { SealedVault } from '../../workers/vault/vaultCrypto.ts';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import type { PasskeyMode } from '../../contract/extensionPasskey.ts';
import type {
  AccountHoldings,
  Approval,
  PersonAnswer,
  PopupAnswer,
  PopupMessage,
  ServicesUrlRefusal,
  SignRequest,
  WalletStatus,
} from '../messages.ts';

async function ask<T>(message: PopupMessage): Promise<T> {
  const answer = await chrome.runtime.sendMessage<PopupMessage, PopupAnswer<T>>(message);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

export const extensionWallet = {
  status: () => ask<WalletStatus>({ kind: 'status' }),
  create: (password: string, phrase: string) => ask<SealedVault>({ kind: 'import', password, phrase }),
  /** Forgot password: the phrase imported again under a new password replaces the wallet. */
  replace: (password: string, phrase: string) => ask<SealedVault>({ kind: 'import', password, phrase, replace: true }),
  setAutoLock: (minutes: number | null) => ask<void>({ kind: 'setAutoLock', minutes }),
  async unlock(password: string): Promise<void> {
    if (!(await ask<boolean>({ kind: 'unlock', password }))) throw WRONG_PASSWORD;
  },
  lock: () => ask<void>({ kind: 'lock' }),
  readAttempts: () => ask<UnlockAttempts>({ kind: 'readAttempts' }),
  writeAttempts: (attempts: UnlockAttempts) => ask<void>({ kind: 'writeAttempts', attempts }),
  approval: (id: string) => ask<Approval | null>({ kind: 'approval', id }),
  answerApproval: (id: string, answer: PersonAnswer) => ask<void>({ kind: 'answerApproval', id, answer }),
  /** The services server's runtime config (its endpoints absolute), or null when it was never reached. */
  runtimeConfig: () => ask<RuntimeConfig | null>({ kind: 'runtimeConfig' }),
  /** A signature the review needs for the waiting request `approvalId`, made by the service worker. */
  sign: <T>(approvalId: string, request: SignRequest) => ask<T>({ kind: 'sign', approvalId, request }),
  disconnectOrigin: (origin: string) => ask<void>({ kind: 'disconnectOrigin', origin }),
  /** Saves the services URL once its runtime config answers; otherwise says why not. */
  setServicesUrl: (url: string) => ask<ServicesUrlRefusal | null>({ kind: 'setServicesUrl', url }),
  /** Whether the account holds a position or an open limit order (the Pools and Limits buttons); null when unknown. */
  accountHoldings: () => ask<AccountHoldings | null>({ kind: 'accountHoldings' }),
  /** Opens the services app's passkey pop-up (register: seal the open vault for a new passkey; unlock: open it). */
  openPasskeyWindow: (mode: PasskeyMode) => ask<void>({ kind: 'openPasskeyWindow', mode }),
  /** Forgets the passkey's seal: only the password unlocks again. */
  removePasskeyUnlock: () => ask<void>({ kind: 'removePasskeyUnlock' }),
};

export type ExtensionWallet = typeof extensionWallet;
export type { Address };
