// spec §7 username lookup: a username (unitag) names an address through the services server's username service; and
// claiming one, changing it, deleting it and editing its profile (issue 32).
import { queryOptions } from '@tanstack/react-query';
import { type Address, getAddress, type Hex } from 'viem';
import type { WalletProofChallenge } from '../../contract/walletProof';
import {
  isExpectedWalletProof,
  postJson,
  readJson,
  type ServiceFetch,
  type SignWalletMessage,
  UnexpectedProofMessageError,
} from './walletServices';

export const USERNAME_LOOKUP_PATH = '/api/usernames/lookup';

/** The address a username belongs to; null when nobody has it. Throws when the service cannot answer. */
export async function lookupUsername(username: string, signal?: AbortSignal): Promise<Address | null> {
  const response = await fetch(`${USERNAME_LOOKUP_PATH}?username=${encodeURIComponent(username)}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`username lookup: HTTP ${response.status}`);
  const record = (await response.json()) as { address: string };
  return getAddress(record.address);
}

/** The username `address` holds; null when it has none. Throws when the service cannot answer. */
export async function lookupUsernameOf(address: Address, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(`${USERNAME_LOOKUP_PATH}?address=${encodeURIComponent(address)}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`username lookup: HTTP ${response.status}`);
  return ((await response.json()) as { username: string }).username;
}

export const usernameOfQueryKey = ({ address }: { address: Address | undefined }) =>
  [...usernameProfileRootKey, 'of', address?.toLowerCase()] as const;

/**
 * The username `address` holds (null for none), kept five minutes; a claim, change or delete invalidates it.
 * @example
 * const { data: username } = useQuery(usernameOfQueryOptions({ address }));
 */
export function usernameOfQueryOptions(parameters: { address: Address | undefined }) {
  const { address } = parameters;
  return queryOptions({
    queryKey: usernameOfQueryKey(parameters),
    enabled: address !== undefined,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => lookupUsernameOf(address!, signal),
  });
}

export const lookupUsernameQueryKey = ({ username }: { username: string | undefined }) =>
  ['lookupUsername', username] as const;

/**
 * The address `username` names (null when nobody has it), kept five minutes.
 * @example
 * const lookup = useQuery(lookupUsernameQueryOptions({ username }));
 */
export function lookupUsernameQueryOptions(parameters: { username: string | undefined }) {
  const { username } = parameters;
  return queryOptions({
    queryKey: lookupUsernameQueryKey(parameters),
    enabled: username !== undefined,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => lookupUsername(username!, signal),
  });
}

// Claiming (issue 32, server/usernameClaims.ts): every write is proven by the wallet's signature.
export type UsernameProfile = {
  username: string;
  address: Address;
  bio?: string;
  links?: string[];
  /** Relative to the username service's path. */
  avatarUrl?: string;
  /** spec §9 "username changes max 2": how many the address has left. */
  changesLeft?: number;
};
/** Where the profile's avatar is served from, or undefined for a profile without one. */
export function usernameAvatarUrl(profile: Pick<UsernameProfile, 'avatarUrl'>, baseUrl = '/api/usernames') {
  return profile.avatarUrl === undefined ? undefined : `${baseUrl}/${profile.avatarUrl}`;
}

/** spec §8 "avatar failure": the service keeps an avatar of at most this many bytes (server MAX_AVATAR_BYTES). */
export const MAX_AVATAR_BYTES = 32 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type UsernameProfileEdit = {
  bio?: string | null;
  links?: string[] | null;
  avatar?: { type: (typeof AVATAR_TYPES)[number]; data: string } | null;
};
export type UsernameWrite = 'claim' | 'change' | 'delete' | 'profile';

/** A write whose proof is still to be signed: the message, and the request that carries its signature. */
export type PreparedUsernameWrite<T> = { message: string; submit: (signature: Hex) => Promise<T> };

export function createUsernamesApi({
  baseUrl = '/api/usernames',
  fetch: fetcher = fetch,
  origin,
}: { baseUrl?: string; fetch?: ServiceFetch; origin?: string } = {}) {
  // the message is signed only when it is the one the app builds itself
  const prepare = async <T>(action: UsernameWrite, address: Address, body = {}): Promise<PreparedUsernameWrite<T>> => {
    const challenge = await postJson<WalletProofChallenge & { message: string }>(fetcher, `${baseUrl}/challenge`, {
      address,
      action,
    });
    if (!isExpectedWalletProof(challenge, { action: `username-${action}`, address, origin }))
      throw new UnexpectedProofMessageError('the service asked to sign an unexpected message');
    return {
      message: challenge.message,
      submit: (signature) =>
        postJson<T>(fetcher, `${baseUrl}/${action}`, {
          address,
          challengeId: challenge.challengeId,
          signature,
          ...body,
        }),
    };
  };
  const write = async <T>(action: UsernameWrite, address: Address, signMessage: SignWalletMessage, body = {}) => {
    const prepared = await prepare<T>(action, address, body);
    return prepared.submit(await signMessage(prepared.message));
  };
  return {
    /**
     * A claim, change, delete or profile edit up to its signature: the signing pipeline shows the message, the wallet
     * signs it, and `submit` sends it.
     */
    prepare,
    /** Whether nobody holds `username` and it was never retired (checked as one types). */
    async isAvailable(username: string, signal?: AbortSignal): Promise<boolean> {
      const response = await fetcher(`${baseUrl}/available?username=${encodeURIComponent(username)}`, { signal });
      return (await readJson<{ available: boolean }>(response)).available;
    },
    /** The profile; null when nobody has the name. */
    async profile(username: string, signal?: AbortSignal): Promise<UsernameProfile | null> {
      const response = await fetcher(`${baseUrl}/profile?username=${encodeURIComponent(username)}`, { signal });
      if (response.status === 404) return null;
      return readJson<UsernameProfile>(response);
    },
    /** WalletServiceError `unavailable`, `address_limit` or `device_limit` (spec §8 "Username") when refused. */
    claim: (address: Address, username: string, signMessage: SignWalletMessage) =>
      write<{ username: string; address: Address }>('claim', address, signMessage, { username }),
    /** WalletServiceError `change_limit` after two changes (spec §9), `unavailable` for a taken or retired name. */
    change: (address: Address, username: string, signMessage: SignWalletMessage) =>
      write<{ username: string; changesLeft: number }>('change', address, signMessage, { username }),
    delete: (address: Address, signMessage: SignWalletMessage) => write<void>('delete', address, signMessage),
    editProfile: (address: Address, edit: UsernameProfileEdit, signMessage: SignWalletMessage) =>
      write<void>('profile', address, signMessage, edit),
  };
}

export type UsernamesApi = ReturnType<typeof createUsernamesApi>;

const usernamesApi = createUsernamesApi();

/** Every availability answer: what a claim, change or delete invalidates. */
export const usernameAvailabilityRootKey = ['usernameAvailability'] as const;
export const usernameAvailabilityQueryKey = ({ username }: { username: string | undefined }) =>
  [...usernameAvailabilityRootKey, username] as const;

/**
 * Whether a well-formed `username` can be claimed (spec §1: checked as one types), kept ten seconds.
 * @example
 * const { data: available } = useQuery(usernameAvailabilityQueryOptions({ username: debounced }));
 */
export function usernameAvailabilityQueryOptions(parameters: { username: string | undefined }, client = usernamesApi) {
  const { username } = parameters;
  return queryOptions({
    queryKey: usernameAvailabilityQueryKey(parameters),
    enabled: username !== undefined && /^[a-z0-9]{3,20}$/.test(username),
    staleTime: 10_000,
    queryFn: ({ signal }) => client.isAvailable(username!, signal),
  });
}

/** Every profile: what a claim, change, delete or edit invalidates. */
export const usernameProfileRootKey = ['usernameProfile'] as const;
export const usernameProfileQueryKey = ({ username }: { username: string | undefined }) =>
  [...usernameProfileRootKey, username] as const;

/** The profile shown where the spec shows a wallet (search, send, drawer); null when nobody has the name. */
export function usernameProfileQueryOptions(parameters: { username: string | undefined }, client = usernamesApi) {
  const { username } = parameters;
  return queryOptions({
    queryKey: usernameProfileQueryKey(parameters),
    enabled: username !== undefined,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => client.profile(username!, signal),
  });
}
