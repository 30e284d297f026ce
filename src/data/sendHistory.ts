// What this device knows of an account's earlier sends (spec §4, §5): whether it ever sent to an address (the
// new-recipient speed bump), how often (a floor for the indexer's count, which follows the chain a few blocks behind)
// and its most recent recipients (the recipient field's flyout). Read from the activity table through its account
// index, so the work is the account's own rows, never the whole table.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { ActivityRow } from './activity';
import { getDatabase, type SluiceDatabase } from './database';

/** spec §9: the flyout lists up to 3 recent recipients. */
export const RECENT_RECIPIENTS = 3;

const sends = (database: SluiceDatabase, account: Address) =>
  database.activity
    .where('[account+addedAt]')
    .between([account.toLowerCase(), 0], [account.toLowerCase(), Number.MAX_SAFE_INTEGER])
    .reverse()
    .filter((row: ActivityRow) => row.type === 'send' && row.counterparty !== undefined);

type SendsTo = { chainId: number; account: Address; recipient: Address };

/** The qualifying earlier sends: those that landed, on this chain, to this address (spec §4 new-address flag). */
const landedSendsTo = (database: SluiceDatabase, { chainId, account, recipient }: SendsTo) => {
  const to = recipient.toLowerCase();
  return sends(database, account).filter(
    (row) => row.chainId === chainId && row.status === 'success' && row.counterparty!.toLowerCase() === to,
  );
};

export async function hasSentTo(database: SluiceDatabase, parameters: SendsTo): Promise<boolean> {
  return (await landedSendsTo(database, parameters).first()) !== undefined;
}

/** How many sends to this address this device saw land (the indexer counts them too once it has their blocks). */
export function countSendsTo(database: SluiceDatabase, parameters: SendsTo): Promise<number> {
  return landedSendsTo(database, parameters).count();
}

/** The addresses this account sent to last, newest first, each once. */
export async function recentRecipients(database: SluiceDatabase, account: Address): Promise<Address[]> {
  const seen = new Map<string, Address>();
  await sends(database, account)
    .until(() => seen.size >= RECENT_RECIPIENTS)
    .each((row) => {
      const key = row.counterparty!.toLowerCase();
      if (!seen.has(key)) seen.set(key, row.counterparty as Address);
    });
  return [...seen.values()].slice(0, RECENT_RECIPIENTS);
}

export type SendsToQueryParameters = { chainId: number; account: Address | undefined; recipient: Address | undefined };

/** Every count of sends seen here: what a settled send invalidates. */
export const sendsToRootKey = ['sendsTo'] as const;

export const sendsToQueryKey = ({ chainId, account, recipient }: SendsToQueryParameters) =>
  [...sendsToRootKey, chainId, account, recipient] as const;

/**
 * How many sends to `recipient` this device saw land (`countSendsTo`), once both addresses are known.
 * @example
 * const sentFromHere = useQuery(sendsToQueryOptions({ chainId, account, recipient: validated?.address }));
 */
export function sendsToQueryOptions(parameters: SendsToQueryParameters) {
  const { chainId, account, recipient } = parameters;
  return queryOptions({
    queryKey: sendsToQueryKey(parameters),
    enabled: account !== undefined && recipient !== undefined,
    queryFn: () => countSendsTo(getDatabase(), { chainId, account: account!, recipient: recipient! }),
  });
}

export const recentRecipientsQueryKey = ({ account }: { account: Address | undefined }) =>
  ['recentRecipients', account] as const;

/**
 * The account's recent recipients (`recentRecipients`), for the recipient field's flyout.
 * @example
 * const recent = useQuery(recentRecipientsQueryOptions({ account }));
 */
export function recentRecipientsQueryOptions(parameters: { account: Address | undefined }) {
  const { account } = parameters;
  return queryOptions({
    queryKey: recentRecipientsQueryKey(parameters),
    enabled: account !== undefined,
    queryFn: () => recentRecipients(getDatabase(), account!),
  });
}
