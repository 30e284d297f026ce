// spec §5 recipient input: what the typed text names. An address counts at once (if valid); a name is resolved on
// the chain's name service. Usernames resolve through the username service, which the username work brings: until
// then a username finds nobody.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicClientFor } from '../../chain/clients';
import { resolveEnsName } from '../../chain/resolveEnsName';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { type ValidatedRecipient, readRecipientInput } from '../../lib/send/sendForm';

export function useRecipient(chain: RuntimeChain | undefined, text: string) {
  const input = useMemo(() => readRecipientInput(text), [text]);
  const name = input.kind === 'name' ? input.name : undefined;
  const lookup = useQuery({
    queryKey: ['resolveEnsName', chain?.chainId, name],
    enabled: chain !== undefined && name !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () => resolveEnsName(publicClientFor(chain!), { name: name! }),
  });
  const validated: ValidatedRecipient | undefined =
    input.kind === 'address'
      ? { address: input.address }
      : name !== undefined && lookup.data
        ? { address: lookup.data, ensName: name }
        : undefined;
  const resolving = name !== undefined && lookup.isFetching;
  const notFound =
    input.kind === 'invalid' || input.kind === 'username' || (name !== undefined && lookup.isSuccess && !lookup.data);
  return { input, validated, resolving, notFound: notFound && !resolving };
}
