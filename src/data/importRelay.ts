// The app's client of the one-time-code import relay (issue 32, contract/importRelay.ts). The new device opens a
// session with an ephemeral key and shows the code (replacing it as it expires); the device holding the wallet claims
// the session with the code and sends the wallet sealed to that key; the new device receives and opens it. The
// sealing is src/lib/wallet/importHandoff.ts: the relay carries ciphertext only.
import { queryOptions } from '@tanstack/react-query';
import {
  type ClaimImportResponse,
  IMPORT_RELAY_PATH,
  type ImportSession,
  type ReceiveImportResponse,
  type RefreshImportCodeResponse,
} from '../../contract/importRelay';
import { createHandoffKeyPair, openHandoff, sealHandoff } from '../lib/wallet/importHandoff';
import { postJson, type ServiceFetch } from './walletServices';

/** The new device's side of a session: what the relay answered and the private key only this device holds. */
export type OpenedImportSession = ImportSession & { privateKey: CryptoKey };

export function createImportRelayApi({
  baseUrl = IMPORT_RELAY_PATH,
  fetch: fetcher = fetch,
}: { baseUrl?: string; fetch?: ServiceFetch } = {}) {
  return {
    /** New device: a session, its QR channel and its first code. */
    async open(): Promise<OpenedImportSession> {
      const keys = await createHandoffKeyPair();
      const session = await postJson<ImportSession>(fetcher, `${baseUrl}/sessions`, { publicKey: keys.publicKey });
      return { ...session, privateKey: keys.privateKey };
    },

    /** New device: a fresh code once the shown one expires (spec §4). */
    refresh(sessionId: string): Promise<RefreshImportCodeResponse> {
      return postJson(fetcher, `${baseUrl}/sessions/refresh`, { sessionId });
    },

    /**
     * Old device: claims the session the code names (and the scanned channel). A wrong code throws WalletServiceError
     * `wrong_code` with `failedAttempts` and `attemptsLeft`; too many, `locked_out` with `retryAfterMs`.
     */
    claim(code: string, channelId?: string): Promise<ClaimImportResponse> {
      return postJson(fetcher, `${baseUrl}/claim`, { code: code.trim().toUpperCase(), channelId });
    },

    /** Old device: seals the wallet's secret to the new device's key and hands it to the relay. */
    async send(claim: ClaimImportResponse, secret: string): Promise<void> {
      const payload = await sealHandoff(claim.publicKey, claim.channelId, secret);
      await postJson(fetcher, `${baseUrl}/deliver`, {
        channelId: claim.channelId,
        claimToken: claim.claimToken,
        payload,
      });
    },

    /**
     * New device: the secret once it has come (the relay then forgets it), else `{ claimed }` while it waits. Throws
     * HandoffDecryptionError when it cannot be opened (spec §8 "seed encryption failed").
     */
    async receive(session: OpenedImportSession): Promise<{ secret: string } | { claimed: boolean }> {
      const answer = await postJson<ReceiveImportResponse | { claimed: boolean }>(fetcher, `${baseUrl}/receive`, {
        sessionId: session.sessionId,
      });
      if (!('payload' in answer)) return answer;
      return { secret: await openHandoff(session.privateKey, session.channelId, answer.payload) };
    },
  };
}

export type ImportRelayApi = ReturnType<typeof createImportRelayApi>;

const api = createImportRelayApi();

export const importHandoffQueryKey = ({ session }: { session: OpenedImportSession | undefined }) =>
  ['importHandoff', session?.channelId] as const;

/**
 * The new device waiting for the wallet: polls every second until the secret comes (then stops; the relay keeps
 * nothing, so the query holds it).
 * @example
 * const { data } = useQuery(importHandoffQueryOptions({ session }));
 */
export function importHandoffQueryOptions(
  parameters: { session: OpenedImportSession | undefined },
  client: ImportRelayApi = api,
) {
  const { session } = parameters;
  return queryOptions({
    queryKey: importHandoffQueryKey(parameters),
    enabled: session !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && 'secret' in query.state.data ? false : 1_000),
    queryFn: () => client.receive(session!),
  });
}
