// The app's client of the cloud backup service (issue 32, contract/cloudBackup.ts): store, read and delete the sealed
// recovery phrase, each proven by the wallet's signature (or, to read on a new device, a passkey session), and the
// backup status (spec §3) as a query. The phrase is
// sealed and opened in workers/vault/backupCrypto.ts; this client only carries the envelope.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import {
  CLOUD_BACKUP_PATH,
  type CloudBackupAccountResponse,
  type CloudBackupAction,
  type CloudBackupChallengeResponse,
  type CloudBackupEnvelope,
  type CloudBackupStatus,
  type GetCloudBackupResponse,
  type SessionCloudBackupRequest,
} from '../../contract/cloudBackup';
import { postJson, readJson, type ServiceFetch, type SignWalletMessage, signWalletProof } from './walletServices';

export type CloudBackupApiOptions = { baseUrl?: string; fetch?: ServiceFetch; origin?: string };

export function createCloudBackupApi({
  baseUrl = CLOUD_BACKUP_PATH,
  fetch: fetcher = fetch,
  origin,
}: CloudBackupApiOptions = {}) {
  /** A proof for `action` on `address`'s backup, signed once the challenge checks out. */
  const prove = async (address: Address, action: CloudBackupAction, signMessage: SignWalletMessage) => {
    const challenge = await postJson<CloudBackupChallengeResponse>(fetcher, `${baseUrl}/challenge`, {
      address,
      action,
    });
    const signature = await signWalletProof(challenge, { action: `backup-${action}`, address, origin }, signMessage);
    return { address, challengeId: challenge.challengeId, signature };
  };
  return {
    async status(address: Address, signal?: AbortSignal): Promise<CloudBackupStatus> {
      return readJson(await fetcher(`${baseUrl}/status?address=${address}`, { signal }));
    },
    async put(
      address: Address,
      envelope: CloudBackupEnvelope,
      signMessage: SignWalletMessage,
    ): Promise<CloudBackupStatus> {
      return postJson(fetcher, `${baseUrl}/put`, { ...(await prove(address, 'put', signMessage)), envelope });
    },
    /** The sealed phrase; WalletServiceError `not_found` when there is no backup. */
    async get(address: Address, signMessage: SignWalletMessage): Promise<GetCloudBackupResponse> {
      return postJson(fetcher, `${baseUrl}/get`, await prove(address, 'get', signMessage));
    },
    async delete(address: Address, signMessage: SignWalletMessage): Promise<void> {
      await postJson(fetcher, `${baseUrl}/delete`, await prove(address, 'delete', signMessage));
    },
    /** The backups of the account a passkey session is signed in to (a new device, before it reads one). */
    async account(session: string): Promise<CloudBackupAccountResponse> {
      return readJson(await fetcher(`${baseUrl}/account`, { headers: { Authorization: `Bearer ${session}` } }));
    },
    /** The sealed phrase read with a passkey session (a new device holds no key to prove the address with). */
    async getWithSession(address: Address, session: string): Promise<GetCloudBackupResponse> {
      const challenge = await postJson<CloudBackupChallengeResponse>(fetcher, `${baseUrl}/challenge`, {
        address,
        action: 'get',
      });
      const body: SessionCloudBackupRequest = { address, challengeId: challenge.challengeId };
      return readJson(
        await fetcher(`${baseUrl}/get`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
          body: JSON.stringify(body),
        }),
      );
    },
  };
}

export type CloudBackupApi = ReturnType<typeof createCloudBackupApi>;

const api = createCloudBackupApi();

export const cloudBackupStatusRootKey = ['cloudBackupStatus'] as const;
export const cloudBackupStatusQueryKey = ({ address }: { address: Address | undefined }) =>
  [...cloudBackupStatusRootKey, address?.toLowerCase()] as const;

/**
 * Whether `address` has a cloud backup (spec §3 "cloud backup status"; the download card shows until it has).
 * @example
 * const { data } = useQuery(cloudBackupStatusQueryOptions({ address }));
 */
export function cloudBackupStatusQueryOptions(
  parameters: { address: Address | undefined },
  client: CloudBackupApi = api,
) {
  const { address } = parameters;
  return queryOptions({
    queryKey: cloudBackupStatusQueryKey(parameters),
    enabled: address !== undefined,
    staleTime: 60_000,
    queryFn: ({ signal }) => client.status(address!, signal),
  });
}

/** Storing a backup; on success invalidate `cloudBackupStatusQueryKey({ address })`. */
export function putCloudBackupMutationOptions(
  parameters: { address: Address; signMessage: SignWalletMessage },
  client: CloudBackupApi = api,
) {
  return {
    mutationKey: ['putCloudBackup', parameters.address.toLowerCase()] as const,
    mutationFn: (envelope: CloudBackupEnvelope) => client.put(parameters.address, envelope, parameters.signMessage),
  };
}

/** Deleting the backup; on success invalidate `cloudBackupStatusQueryKey({ address })`. */
export function deleteCloudBackupMutationOptions(
  parameters: { address: Address; signMessage: SignWalletMessage },
  client: CloudBackupApi = api,
) {
  return {
    mutationKey: ['deleteCloudBackup', parameters.address.toLowerCase()] as const,
    mutationFn: () => client.delete(parameters.address, parameters.signMessage),
  };
}
