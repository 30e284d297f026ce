import { type Address, type Hex, decodeAbiParameters, encodeAbiParameters, hashStruct, zeroAddress } from 'viem';
import { PERMIT2_ADDRESS, permit2Domain } from './permit2.ts';

/** UniswapX's ExclusiveDutchOrder, as its reactor decodes it. A limit order is one that does not decay. */
export type ExclusiveDutchOrder = {
  info: {
    reactor: Address;
    swapper: Address;
    nonce: bigint;
    /** Unix seconds after which the reactor refuses the order (and Permit2 the signature). */
    deadline: bigint;
    additionalValidationContract: Address;
    additionalValidationData: Hex;
  };
  decayStartTime: bigint;
  decayEndTime: bigint;
  exclusiveFiller: Address;
  exclusivityOverrideBps: bigint;
  input: { token: Address; startAmount: bigint; endAmount: bigint };
  outputs: { token: Address; startAmount: bigint; endAmount: bigint; recipient: Address }[];
};

export type LimitOrderParameters = {
  reactor: Address;
  swapper: Address;
  nonce: bigint;
  deadline: bigint;
  /** What the swapper sells, all of it. */
  input: { token: Address; amount: bigint };
  /** What the swapper receives at least (the limit price times the input). */
  output: { token: Address; amount: bigint; recipient?: Address };
};

/** A limit order: a Dutch order whose amounts never decay and that any filler may fill. */
export function buildLimitOrder(p: LimitOrderParameters): ExclusiveDutchOrder {
  return {
    info: {
      reactor: p.reactor,
      swapper: p.swapper,
      nonce: p.nonce,
      deadline: p.deadline,
      additionalValidationContract: zeroAddress,
      additionalValidationData: '0x',
    },
    // the reactor asks decayStart <= decayEnd <= deadline; with equal amounts the times change nothing
    decayStartTime: p.deadline,
    decayEndTime: p.deadline,
    exclusiveFiller: zeroAddress,
    exclusivityOverrideBps: 0n,
    input: { token: p.input.token, startAmount: p.input.amount, endAmount: p.input.amount },
    outputs: [
      {
        token: p.output.token,
        startAmount: p.output.amount,
        endAmount: p.output.amount,
        recipient: p.output.recipient ?? p.swapper,
      },
    ],
  };
}

const orderAbiParameters = [
  {
    type: 'tuple',
    components: [
      {
        name: 'info',
        type: 'tuple',
        components: [
          { name: 'reactor', type: 'address' },
          { name: 'swapper', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
          { name: 'additionalValidationContract', type: 'address' },
          { name: 'additionalValidationData', type: 'bytes' },
        ],
      },
      { name: 'decayStartTime', type: 'uint256' },
      { name: 'decayEndTime', type: 'uint256' },
      { name: 'exclusiveFiller', type: 'address' },
      { name: 'exclusivityOverrideBps', type: 'uint256' },
      {
        name: 'input',
        type: 'tuple',
        components: [
          { name: 'token', type: 'address' },
          { name: 'startAmount', type: 'uint256' },
          { name: 'endAmount', type: 'uint256' },
        ],
      },
      {
        name: 'outputs',
        type: 'tuple[]',
        components: [
          { name: 'token', type: 'address' },
          { name: 'startAmount', type: 'uint256' },
          { name: 'endAmount', type: 'uint256' },
          { name: 'recipient', type: 'address' },
        ],
      },
    ],
  },
] as const;

/** The order's bytes, as the reactor's `abi.decode(order, (ExclusiveDutchOrder))` reads them. */
export function encodeOrder(order: ExclusiveDutchOrder): Hex {
  return encodeAbiParameters(orderAbiParameters, [order]);
}

export function decodeOrder(encoded: Hex): ExclusiveDutchOrder {
  const [order] = decodeAbiParameters(orderAbiParameters, encoded);
  return { ...order, outputs: [...order.outputs] };
}

/** EIP-712 types of the Permit2 witness transfer whose witness is the order (the reactor's witness type string). */
export const orderWitnessTypes = {
  PermitWitnessTransferFrom: [
    { name: 'permitted', type: 'TokenPermissions' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'witness', type: 'ExclusiveDutchOrder' },
  ],
  TokenPermissions: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
  ExclusiveDutchOrder: [
    { name: 'info', type: 'OrderInfo' },
    { name: 'decayStartTime', type: 'uint256' },
    { name: 'decayEndTime', type: 'uint256' },
    { name: 'exclusiveFiller', type: 'address' },
    { name: 'exclusivityOverrideBps', type: 'uint256' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputStartAmount', type: 'uint256' },
    { name: 'inputEndAmount', type: 'uint256' },
    { name: 'outputs', type: 'DutchOutput[]' },
  ],
  OrderInfo: [
    { name: 'reactor', type: 'address' },
    { name: 'swapper', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'additionalValidationContract', type: 'address' },
    { name: 'additionalValidationData', type: 'bytes' },
  ],
  DutchOutput: [
    { name: 'token', type: 'address' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
  ],
} as const;

function witness(order: ExclusiveDutchOrder) {
  return {
    info: order.info,
    decayStartTime: order.decayStartTime,
    decayEndTime: order.decayEndTime,
    exclusiveFiller: order.exclusiveFiller,
    exclusivityOverrideBps: order.exclusivityOverrideBps,
    inputToken: order.input.token,
    inputStartAmount: order.input.startAmount,
    inputEndAmount: order.input.endAmount,
    outputs: order.outputs,
  };
}

/**
 * What the swapper signs: a Permit2 transfer of at most the input's end amount to the reactor, with the order as the
 * witness, spending the order's nonce and expiring at its deadline.
 */
export function orderTypedData(order: ExclusiveDutchOrder, chainId: number, permit2: Address = PERMIT2_ADDRESS) {
  return {
    domain: permit2Domain(chainId, permit2),
    types: orderWitnessTypes,
    primaryType: 'PermitWitnessTransferFrom' as const,
    message: {
      permitted: { token: order.input.token, amount: order.input.endAmount },
      spender: order.info.reactor,
      nonce: order.info.nonce,
      deadline: order.info.deadline,
      witness: witness(order),
    },
  };
}

/** The order's hash: the reactor's `Fill` event and the order service name the order by it. */
export function orderHash(order: ExclusiveDutchOrder): Hex {
  return hashStruct({
    data: witness(order),
    primaryType: 'ExclusiveDutchOrder',
    types: orderWitnessTypes,
  });
}
