// The smart wallet's EIP-7702 delegate on the devnet (issue 36): MetaMask's EIP7702StatelessDeleGator from the bytecode
// `@metamask/delegation-abis` ships (nothing compiled by us). It runs ERC-7821 `execute(bytes32,bytes)` when the account
// calls itself, which is all a wallet_sendCalls batch needs.
import { EIP7702StatelessDeleGator as delegatorAbi } from '@metamask/delegation-abis';
import { EIP7702StatelessDeleGator as delegatorBytecode } from '@metamask/delegation-abis/bytecode';
import { type Address, zeroAddress } from 'viem';
import type { SmartWalletDelegation } from '../contract/deployment.ts';
import { DEPLOYER } from './market.ts';
import type { ChainSession } from './session.ts';

/** The artifact the manifest names as the chain's delegate. */
export const DELEGATE_CONTRACT_NAME = 'EIP7702StatelessDeleGator';

/**
 * Deploys the delegate. Its constructor takes the DelegationManager and the ERC-4337 EntryPoint; the devnet has neither,
 * and the zero address for both leaves only the account itself able to call `execute` (`onlyEntryPointOrSelf`), which
 * is how the wallet uses it.
 */
export async function deploySmartWalletDelegate(chain: ChainSession): Promise<SmartWalletDelegation> {
  const latest: Address = await chain.deploy(DEPLOYER, delegatorAbi, delegatorBytecode, [zeroAddress, zeroAddress]);
  return { latest, contractName: DELEGATE_CONTRACT_NAME };
}
