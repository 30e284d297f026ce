// The app's client of the passkey service (spec §7 "Passkey", contract/passkeys.ts): list an address's passkeys, add
// one (approved by the wallet's signature, or by verifying one of its passkeys first, spec §4), delete one (verify,
// then delete), sign in and out. The WebAuthn ceremonies are @simplewebauthn/browser's, loaded only when a passkey is
// used; tests hand in a software authenticator.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import {
  type AuthenticationResponseJSON,
  type ListAuthenticatorsResponse,
  PASSKEYS_PATH,
  type PasskeyApproval,
  type PasskeyAttachment,
  type PasskeyAuthenticator,
  type PasskeyChallengeRequest,
  type PasskeyChallengeResponse,
  type PasskeySignInResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegisterPasskeyResponse,
  type RegistrationResponseJSON,
} from '../../contract/passkeys';
import { postJson, readJson, type ServiceFetch, type SignWalletMessage, signWalletProof } from './walletServices';

/** navigator.credentials.create and .get, as JSON in and out. */
export type PasskeyCeremonies = {
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  get(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
};

/** The browser's own ceremonies, through @simplewebauthn/browser (loaded on first use). */
export const browserPasskeyCeremonies: PasskeyCeremonies = {
  async create(optionsJSON) {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return startRegistration({ optionsJSON });
  },
  async get(optionsJSON) {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return startAuthentication({ optionsJSON });
  },
};

/** How an add or a delete is approved: the wallet signs, or the person verifies one of the address's passkeys. */
export type PasskeyApprover = { signMessage: SignWalletMessage } | 'passkey';

/** A started add or delete with its approval: what the passkey machine's verify step hands to its add or delete. */
export type PasskeyVerified = { address: Address; started: PasskeyChallengeResponse; approval: PasskeyApproval };

export type PasskeysApiOptions = {
  baseUrl?: string;
  fetch?: ServiceFetch;
  ceremonies?: PasskeyCeremonies;
  origin?: string;
};

export function createPasskeysApi({
  baseUrl = PASSKEYS_PATH,
  fetch: fetcher = fetch,
  ceremonies = browserPasskeyCeremonies,
  origin,
}: PasskeysApiOptions = {}) {
  const challenge = (request: PasskeyChallengeRequest) =>
    postJson<PasskeyChallengeResponse>(fetcher, `${baseUrl}/challenge`, request);

  const approve = async (
    started: PasskeyChallengeResponse,
    address: Address,
    action: 'passkey-register' | 'passkey-delete',
    approver: PasskeyApprover,
  ): Promise<PasskeyApproval> => {
    if (approver === 'passkey') {
      if (!started.requestOptions?.allowCredentials?.length)
        throw new Error('this wallet has no passkey to verify with');
      return { assertion: await ceremonies.get(started.requestOptions) };
    }
    return {
      signature: await signWalletProof(started.walletProof!, { action, address, origin }, approver.signMessage),
    };
  };

  /** Starts an add or a delete and has it approved (spec §4: verify first). */
  const verify = async (
    kind: 'register' | 'delete',
    parameters: { address: Address; approver: PasskeyApprover; name?: string; attachment?: PasskeyAttachment },
  ): Promise<PasskeyVerified> => {
    const { address, approver, name, attachment } = parameters;
    const started = await challenge(
      kind === 'register' ? { action: 'register', address, name, attachment } : { action: 'delete', address },
    );
    const approval = await approve(
      started,
      address,
      kind === 'register' ? 'passkey-register' : 'passkey-delete',
      approver,
    );
    return { address, started, approval };
  };

  /** Makes the new passkey once verified (a second authenticator: the address's own are excluded). */
  const finishRegister = async (verified: PasskeyVerified): Promise<PasskeyAuthenticator> => {
    const credential = await ceremonies.create(verified.started.creationOptions!);
    const body = {
      challengeId: verified.started.challengeId,
      address: verified.address,
      credential,
      approval: verified.approval,
    };
    return (await postJson<RegisterPasskeyResponse>(fetcher, `${baseUrl}/register`, body)).authenticator;
  };

  const finishDelete = async (verified: PasskeyVerified, credentialId: string): Promise<void> => {
    await postJson(fetcher, `${baseUrl}/delete`, {
      challengeId: verified.started.challengeId,
      address: verified.address,
      credentialId,
      approval: verified.approval,
    });
  };

  return {
    verify,
    finishRegister,
    finishDelete,
    async list(address: Address, signal?: AbortSignal): Promise<PasskeyAuthenticator[]> {
      const response = await fetcher(`${baseUrl}/authenticators?address=${address}`, { signal });
      return (await readJson<ListAuthenticatorsResponse>(response)).authenticators;
    },

    /** Adds a passkey for `address` (spec §5: `name` is the username and the count plus one in brackets). */
    async register(parameters: {
      address: Address;
      approver: PasskeyApprover;
      name?: string;
      attachment?: PasskeyAttachment;
    }): Promise<PasskeyAuthenticator> {
      // verify first (spec §4), then create
      return finishRegister(await verify('register', parameters));
    },

    /** Deletes one of `address`'s passkeys once the person verifies (with a passkey by default, spec §4). */
    async delete(parameters: { address: Address; credentialId: string; approver?: PasskeyApprover }): Promise<void> {
      const { address, credentialId, approver = 'passkey' } = parameters;
      await finishDelete(await verify('delete', { address, approver }), credentialId);
    },

    /** Signs in with a passkey (any of this site's, or `address`'s): who it names and a session. */
    async signIn(parameters: { address?: Address } = {}): Promise<PasskeySignInResponse> {
      const started = await challenge({ action: 'authenticate', address: parameters.address });
      const assertion = await ceremonies.get(started.requestOptions!);
      return postJson(fetcher, `${baseUrl}/sign-in`, { challengeId: started.challengeId, assertion });
    },

    async signOut(session: string): Promise<void> {
      await postJson(fetcher, `${baseUrl}/sign-out`, { session });
    },
  };
}

export type PasskeysApi = ReturnType<typeof createPasskeysApi>;

const api = createPasskeysApi();

/** Every address's passkey list: what an add or a delete invalidates. */
export const passkeyAuthenticatorsRootKey = ['passkeyAuthenticators'] as const;
export const passkeyAuthenticatorsQueryKey = ({ address }: { address: Address | undefined }) =>
  [...passkeyAuthenticatorsRootKey, address?.toLowerCase()] as const;

/**
 * `address`'s passkeys, oldest first (the management list and the drawer's passkeys view).
 * @example
 * const { data, isPending } = useQuery(passkeyAuthenticatorsQueryOptions({ address }));
 */
export function passkeyAuthenticatorsQueryOptions(
  parameters: { address: Address | undefined },
  client: PasskeysApi = api,
) {
  const { address } = parameters;
  return queryOptions({
    queryKey: passkeyAuthenticatorsQueryKey(parameters),
    enabled: address !== undefined,
    queryFn: ({ signal }) => client.list(address!, signal),
  });
}

/** Adding a passkey; on success invalidate `passkeyAuthenticatorsQueryKey({ address })`. */
export function registerPasskeyMutationOptions(
  parameters: { address: Address; approver: PasskeyApprover },
  client: PasskeysApi = api,
) {
  return {
    mutationKey: ['registerPasskey', parameters.address.toLowerCase()] as const,
    mutationFn: (variables: { name?: string; attachment?: PasskeyAttachment }) =>
      client.register({ ...parameters, ...variables }),
  };
}

/** Deleting a passkey; on success or failure (spec §4: a failed delete refreshes the list) invalidate the list. */
export function deletePasskeyMutationOptions(
  parameters: { address: Address; approver?: PasskeyApprover },
  client: PasskeysApi = api,
) {
  return {
    mutationKey: ['deletePasskey', parameters.address.toLowerCase()] as const,
    mutationFn: (credentialId: string) => client.delete({ ...parameters, credentialId }),
  };
}
