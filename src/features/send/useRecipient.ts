// spec §5 recipient input: what the typed text names. An address counts at once (if valid); a name is resolved on
// the chain's name service; a username through the services server's username service.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ensNameQueryOptions } from '../../data/ensName';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { lookupUsernameQueryOptions } from '../../data/usernames';
import { type ValidatedRecipient, readRecipientInput } from '../../lib/send/sendForm';

export function useRecipient(chain: RuntimeChain | undefined, text: string) {
  const input = useMemo(() => readRecipientInput(text), [text]);
  const name = input.kind === 'name' ? input.name : undefined;
  const username = input.kind === 'username' ? input.username : undefined;
  const lookup = useQuery(ensNameQueryOptions({ chain, name }));
  const usernameLookup = useQuery(lookupUsernameQueryOptions({ username }));
  const validated: ValidatedRecipient | undefined =
    input.kind === 'address'
      ? { address: input.address }
      : name !== undefined && lookup.data
        ? { address: lookup.data, ensName: name }
        : username !== undefined && usernameLookup.data
          ? { address: usernameLookup.data, unitag: username }
          : undefined;
  const resolving = (name !== undefined && lookup.isFetching) || (username !== undefined && usernameLookup.isFetching);
  const notFound =
    input.kind === 'invalid' ||
    (name !== undefined && lookup.isSuccess && !lookup.data) ||
    (username !== undefined && (usernameLookup.isError || (usernameLookup.isSuccess && !usernameLookup.data)));
  return { input, validated, resolving, notFound: notFound && !resolving };
}
