// spec §5 recipient input: what the typed text names. An address counts at once (if valid); a name is resolved on
// the chain's name service; a username through the services server's username service.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicClientFor } from '../../chain/clients';
import { resolveEnsName } from '../../chain/resolveEnsName';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { lookupUsername } from '../../data/usernames';
import { type ValidatedRecipient, readRecipientInput } from '../../lib/send/sendForm';

export function useRecipient(chain: RuntimeChain | undefined, text: string) {
  const input = useMemo(() => readRecipientInput(text), [text]);
  const name = input.kind === 'name' ? input.name : undefined;
  const username = input.kind === 'username' ? input.username : undefined;
  const lookup = useQuery({
    queryKey: ['resolveEnsName', chain?.chainId, name],
    enabled: chain !== undefined && name !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () => resolveEnsName(publicClientFor(chain!), { name: name! }),
  });
  const usernameLookup = useQuery({
    queryKey: ['lookupUsername', username],
    enabled: username !== undefined,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => lookupUsername(username!, signal),
  });
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
