// POST /limit-order's checks: off chain first (decoding, reactor, signer, deadline, amounts, and every field the
// reactor acts on: exclusivity, decay, additional validation, fee-on-transfer tokens, low-s), then on chain through
// UniswapX's OrderQuoter, which resolves the order through the reactor with Permit2 and the swapper's balance.
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  type PublicClient,
  hexToBigInt,
  isAddressEqual,
  recoverTypedDataAddress,
  size,
  slice,
  zeroAddress,
} from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import type { OrderRejection } from '../../contract/limitOrders.ts';
import { exclusiveDutchOrderReactorAbi, orderQuoterAbi } from '../../contract/abis/uniswapx.ts';
import { type ExclusiveDutchOrder, decodeOrder, orderHash, orderTypedData } from '../../contract/uniswapxOrder.ts';
import { ReactorRefusal, resolveOrder } from '../../contract/uniswapxResolve.ts';

/** secp256k1's group order halved: a signature's s above it is the malleable twin of a low-s one (EIP-2). */
const HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;
/** Any filler but an exclusive one: the address the reactor's exclusivity is judged against. */
const ANY_FILLER = '0x000000000000000000000000000000000000f111' as const;

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
  // every field the reactor acts on is a limit order's: what is stored is what any filler will pay (issue 35)
  if (order.info.additionalValidationContract !== zeroAddress || order.info.additionalValidationData !== '0x')
    return rejection('INVALID_ORDER', 'A limit order has no additional validation contract');
  if (order.exclusiveFiller !== zeroAddress || order.exclusivityOverrideBps !== 0n)
    return rejection('INVALID_ORDER', 'A limit order is open to every filler: no exclusive filler and no override');
  if (order.decayStartTime !== order.decayEndTime || order.decayEndTime > order.info.deadline)
    return rejection('INVALID_ORDER', 'A limit order does not decay: its decay times are equal, at most its deadline');
  const feeToken = [order.input.token, output.token]
    .map((address) => chain.tokens.find((t) => isAddressEqual(t.address, address)))
    .find((token) => token?.flags.includes('feeOnTransfer'));
  if (feeToken)
    return rejection(
      'INVALID_ORDER',
      `${feeToken.symbol} takes a fee on every transfer: a limit order cannot deliver its exact amount`,
    );
  try {
    const resolved = resolveOrder(order, BigInt(now), ANY_FILLER);
    if (resolved.input.amount !== order.input.startAmount || resolved.outputs[0]!.amount !== output.startAmount)
      return rejection('INVALID_ORDER', 'The order would not fill at the amounts it states');
  } catch (error) {
    if (error instanceof ReactorRefusal)
      return rejection('INVALID_ORDER', `The reactor refuses it: ${error.errorName}`);
    throw error;
  }
  if (size(signature) !== 65 || hexToBigInt(slice(signature, 32, 64)) > HALF_CURVE_ORDER)
    return rejection('INVALID_SIGNATURE', 'A signature is 65 bytes with a low s value');
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
