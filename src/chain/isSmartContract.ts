// Whether an address holds contract code (spec §4 send speed bump, §5 watched wallets). An EOA delegated under
// EIP-7702 carries `0xef0100 ‖ delegate` as its code: it is still a person's account, not a smart contract.
import type { Address } from 'viem';
import type { ChainClient } from './clients';

/** The code prefix of an EIP-7702 delegation designator. */
export const DELEGATION_DESIGNATOR_PREFIX = '0xef0100';

export type IsSmartContractParameters = { address: Address; blockNumber?: bigint };

/**
 * @example
 * if (await isSmartContract(client, { address: recipient })) showSpeedBump();
 */
export async function isSmartContract(client: ChainClient, parameters: IsSmartContractParameters): Promise<boolean> {
  const code = await client.getCode(parameters);
  return isContractCode(code);
}

/** Code that makes an account a contract: any, except none and a delegation designator. */
export const isContractCode = (code: string | undefined) =>
  code !== undefined && code !== '0x' && !code.toLowerCase().startsWith(DELEGATION_DESIGNATOR_PREFIX);
