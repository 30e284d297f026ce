// The settings' revoke of a token's approval to Permit2 (spec §4 transaction type "revoke") as a plan of the one
// transaction steps pipeline (issue 28): one approval of 0, simulated before the wallet is asked, recorded as a revoke.
import { type Address, type EIP1193Provider, encodeFunctionData } from 'viem';
import { erc20Abi } from '../../../contract/abis/erc20';
import { PERMIT2_ADDRESS } from '../../../contract/permit2';
import type { ChainToken } from '../../data/chainTokens';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { ApprovalStep } from '../../transactions/steps';

type Token = Pick<ChainToken, 'address' | 'symbol' | 'decimals'>;

/** Sets `token`'s allowance to Permit2 to 0: Permit2 can no longer move it for any spender. */
export function revokeStep(token: Token): ApprovalStep {
  return {
    type: 'approval',
    token: { token: token.address, symbol: token.symbol, decimals: token.decimals, amount: '0' },
    spender: PERMIT2_ADDRESS,
    amount: 0n,
    call: {
      to: token.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, 0n] }),
    },
  };
}

export type RevokeRequest = { chain: RuntimeChain; account: Address; provider: EIP1193Provider; token: Token };

/** The steps machine for one revoke (useMachine starts it, and stops it on unmount). */
export function revokeStepsMachineFor({ chain, account, provider, token }: RevokeRequest) {
  return transactionStepsMachineFor({
    chain,
    account,
    provider,
    failures: { revert: 'approvalFailed' },
    plan: async () => ({ steps: [revokeStep(token)] }),
  });
}
