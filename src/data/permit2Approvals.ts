// spec §5 swap settings: the tokens the account has approved to Permit2 (each revocable), read from the chain in one
// multicall of `allowance(account, Permit2)`.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20';
import { publicClientFor } from '../chain/clients';
import { PERMIT2_ADDRESS } from '../../contract/permit2';
import type { ChainToken } from './chainTokens';
import type { RuntimeChain } from './runtimeConfig';

export type Permit2ApprovalsQueryParameters = {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  /** The ERC-20s to check (native ETH has no allowance). */
  tokens: readonly ChainToken[];
};

export const permit2ApprovalsQueryKey = ({ chain, account, tokens }: Permit2ApprovalsQueryParameters) =>
  ['permit2Approvals', chain?.chainId, account, tokens.length] as const;

/**
 * The tokens of `tokens` with an allowance to Permit2 above zero; read afresh each time the settings open (gcTime 0).
 * @example
 * const approvals = useQuery(permit2ApprovalsQueryOptions({ chain, account, tokens: erc20s }));
 */
export function permit2ApprovalsQueryOptions(parameters: Permit2ApprovalsQueryParameters) {
  const { chain, account, tokens } = parameters;
  return queryOptions({
    queryKey: permit2ApprovalsQueryKey(parameters),
    enabled: chain !== undefined && account !== undefined,
    gcTime: 0,
    queryFn: async () => {
      const results = await publicClientFor(chain!).multicall({
        contracts: tokens.map((token) => ({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account!, PERMIT2_ADDRESS],
        })),
        deployless: true,
        allowFailure: true,
      });
      return tokens.filter((_, i) => results[i]?.status === 'success' && (results[i]!.result as bigint) > 0n);
    },
  });
}
