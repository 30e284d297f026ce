// POST /limit-order's checks: off chain first (decoding, reactor, signer, deadline, amounts), then on chain through
// UniswapX's OrderQuoter, which resolves the order through the reactor with Permit2 and the swapper's balance.
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  type PublicClient,
  isAddressEqual,
  recoverTypedDataAddress,
} from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import type { OrderRejection } from '../../contract/limitOrders.ts';
import { exclusiveDutchOrderReactorAbi, orderQuoterAbi } from '../../contract/abis/uniswapx.ts';
import { type ExclusiveDutchOrder, decodeOrder, orderHash, orderTypedData } from '../../contract/uniswapxOrder.ts';

export type ValidOrder = { order: ExclusiveDutchOrder; hash: Hex };

export function rejection(errorCode: OrderRejection['errorCode'], detail: string): OrderRejection {
  return { errorCode, detail };
}

/** Off-chain checks: a limit order (one output, no decay) for this chain's reactor, signed by its swapper. */
export async function validateOffChain(
  chain: ChainDeployment,
  encodedOrder: Hex,
  signature: Hex,
  now: number,
): Promise<ValidOrder | OrderRejection> {
  let order: ExclusiveDutchOrder;
  try {
    order = decodeOrder(encodedOrder);
  } catch {
    return rejection('INVALID_ORDER', 'The order could not be decoded as an ExclusiveDutchOrder');
  }
  const reactor = chain.contracts.ExclusiveDutchOrderReactor;
  if (!reactor || !isAddressEqual(order.info.reactor, reactor))
    return rejection('INVALID_ORDER', "The order is not for this chain's reactor");
  if (order.outputs.length !== 1) return rejection('INVALID_ORDER', 'A limit order has exactly one output');
  const output = order.outputs[0]!;
  if (order.input.startAmount !== order.input.endAmount || output.startAmount !== output.endAmount)
    return rejection('INVALID_ORDER', 'A limit order does not decay');
  if (order.input.startAmount === 0n || output.startAmount === 0n)
    return rejection('INVALID_ORDER', 'Amounts must be above zero');
  if (isAddressEqual(order.input.token, output.token))
    return rejection('INVALID_ORDER', 'Input and output tokens must differ');
  if (order.info.deadline <= BigInt(now)) return rejection('EXPIRED', 'The order has already expired');
  let signer: Address;
  try {
    signer = await recoverTypedDataAddress({ ...orderTypedData(order, chain.chainId), signature });
  } catch {
    return rejection('INVALID_SIGNATURE', 'The signature could not be read');
  }
  if (!isAddressEqual(signer, order.info.swapper))
    return rejection('INVALID_SIGNATURE', 'The order is not signed by its swapper');
  return { order, hash: orderHash(order) };
}

const quoteAbi = [...orderQuoterAbi, ...exclusiveDutchOrderReactorAbi];

/** On-chain check: the quoter resolves the order through the reactor (signature, nonce, deadline, funds, allowance). */
export async function validateOnChain(
  client: PublicClient,
  chain: ChainDeployment,
  encodedOrder: Hex,
  signature: Hex,
): Promise<OrderRejection | undefined> {
  const quoter = chain.contracts.OrderQuoter;
  if (!quoter) return rejection('UNSUPPORTED_CHAIN', 'No order quoter on this chain');
  try {
    await client.simulateContract({
      address: quoter,
      abi: quoteAbi,
      functionName: 'quote',
      args: [encodedOrder, signature],
    });
    return undefined;
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
    switch (name) {
      case 'InvalidNonce':
        return rejection('NONCE_USED', 'The order nonce was already used (filled or cancelled)');
      case 'DeadlinePassed':
      case 'SignatureExpired':
        return rejection('EXPIRED', 'The order has already expired');
      case 'InvalidSigner':
      case 'InvalidSignature':
      case 'InvalidSignatureLength':
        return rejection('INVALID_SIGNATURE', 'Permit2 refused the signature');
      default:
        // a failed transfer: the balance or the Permit2 allowance of the input token is short
        return rejection('INSUFFICIENT_FUNDS', 'The swapper cannot pay the input (balance or Permit2 approval)');
    }
  }
}
