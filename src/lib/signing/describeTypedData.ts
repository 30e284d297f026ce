// Issue 28: what an EIP-712 signature allows (token, amount, spender, expiry), in words, before the wallet is asked.
// Typed data from a connected dapp (WalletConnect, the extension) is untrusted: a permit is recognised only when its
// domain and its types are the standard ones member for member (so the contract reads the signed values as described)
// and every value is one the wallet would sign; anything else is 'unknown', with its raw fields. Nothing here throws.
import type { Address } from 'viem';
import {
  CANONICAL_PERMIT2_ADDRESS,
  DAI_PERMIT,
  ERC2612_PERMIT,
  type KnownTypedDataKind,
  PERMIT2_PRIMARY_TYPES,
  PERMIT_DETAILS,
  TOKEN_PERMISSIONS,
  allowanceMembers,
  isPermit2PrimaryType,
  transferMembers,
} from './permitStandards';
import {
  type TypedDataField,
  type Timestamp,
  flattenFields,
  hasMembers,
  readAddress,
  readChainId,
  readMembers,
  readStruct,
  readUint,
  toTimestamp,
} from './typedDataValues';

export type { Timestamp, TypedDataField } from './typedDataValues';
export { NEVER_FROM_SECONDS } from './typedDataValues';
export { CANONICAL_PERMIT2_ADDRESS, type KnownTypedDataKind } from './permitStandards';

/**
 * At or above this an amount reads "unlimited", for every kind: it is Permit2's own "never decrease" sentinel
 * (2^160 − 1), and no token's supply comes near it (1.4e30 whole tokens at 18 decimals), so an ERC-20 value that large
 * (2^255, 2^256 − 1, ...) allows everything in effect.
 */
export const UNLIMITED_AMOUNT = (1n << 160n) - 1n;

export type PermittedToken = {
  token: Address;
  /** In the token's smallest unit; 0 takes an allowance away. */
  amount: bigint;
  unlimited: boolean;
};

/**
 * When a Permit2 allowance lapses. 'atUse' is an expiration of 0, which Permit2 stores as the time of the block that
 * uses the permit: the allowance lasts only that block.
 */
export type AllowanceExpiry = Timestamp | 'atUse';

export type Permit2AllowanceToken = PermittedToken & { expiresAt: AllowanceExpiry };

type DescriptionBase = {
  primaryType: string;
  /** The domain's chain: compare it with the wallet's chain before signing. */
  chainId?: number;
  /** Every leaf of the message, for a "show all fields" view. */
  fields: TypedDataField[];
};

/** Permit2 `PermitSingle` / `PermitBatch`: an allowance, each token with its own expiry. */
export type Permit2AllowanceDescription = DescriptionBase & {
  kind: 'permit2-allowance';
  spender: Address;
  tokens: Permit2AllowanceToken[];
  /** Until when the signature itself may be submitted. */
  signatureDeadline: Timestamp;
};

/** Permit2 `Permit(Batch)(Witness)TransferFrom`: one transfer of at most `amount`, no lasting allowance. */
export type Permit2TransferDescription = DescriptionBase & {
  kind: 'permit2-transfer';
  spender: Address;
  tokens: PermittedToken[];
  signatureDeadline: Timestamp;
  /** The witness's struct name (a UniswapX order is 'ExclusiveDutchOrder'); its values are in `fields`. */
  witness?: string;
};

/** ERC-2612 `Permit` (the token is the domain's contract), or DAI's `Permit` (allowed: unlimited, else none). */
export type TokenPermitDescription = DescriptionBase & {
  kind: 'erc2612' | 'dai';
  /** Who signs: the permit is worthless unless this is the signing account. */
  owner: Address;
  spender: Address;
  tokens: PermittedToken[];
  /** The allowance itself never lapses; this is how long the signature may be used. */
  signatureDeadline: Timestamp;
};

/** Typed data we cannot read as a known permit: show its raw fields and say so. */
export type UnknownTypedDataDescription = {
  kind: 'unknown';
  primaryType?: string;
  domainName?: string;
  verifyingContract?: Address;
  chainId?: number;
  /**
   * The permit the message names itself as (by its primary type, or its standard members) when its domain, types or
   * values do not match that permit: a fake or broken permit, worth a warning.
   */
  claimedKind?: KnownTypedDataKind;
  fields: TypedDataField[];
};

export type TypedDataDescription =
  | Permit2AllowanceDescription
  | Permit2TransferDescription
  | TokenPermitDescription
  | UnknownTypedDataDescription;

export type DescribeTypedDataOptions = {
  /** Where Permit2 lives on the domain's chain (default: its canonical address). */
  permit2?: Address;
};

type Domain = { name?: string; chainId?: number; verifyingContract?: Address };
type Input = { primaryType: string; domain: Domain; types: Record<string, unknown>; message: Record<string, unknown> };

/**
 * @example
 * describeTypedData(permitSingleTypedData(31337, permit));
 * // { kind: 'permit2-allowance', spender, tokens: [{ token, amount, unlimited, expiresAt }], signatureDeadline, ... }
 */
export function describeTypedData(typedData: unknown, options: DescribeTypedDataOptions = {}): TypedDataDescription {
  let root: Record<string, unknown> | undefined;
  try {
    // eth_signTypedData_v4 carries the typed data as a JSON string
    root = readStruct(typeof typedData === 'string' ? JSON.parse(typedData) : typedData);
  } catch {
    root = undefined;
  }
  let fields: TypedDataField[] = [];
  try {
    fields = flattenFields(root?.message);
  } catch {
    // a getter that throws: nothing we can show
  }
  try {
    const input = readInput(root);
    const described = input && describeKnown(input, fields, options.permit2 ?? CANONICAL_PERMIT2_ADDRESS);
    return described ?? unknownDescription(root, fields);
  } catch {
    return { kind: 'unknown', fields };
  }
}

function readInput(root: Record<string, unknown> | undefined): Input | undefined {
  const types = readStruct(root?.types);
  const message = readStruct(root?.message);
  const domain = root?.domain === undefined ? {} : readStruct(root.domain);
  if (!root || typeof root.primaryType !== 'string' || !types || !message || !domain) return undefined;
  const name = domain.name;
  const chainId = domain.chainId === undefined ? undefined : readChainId(domain.chainId);
  const verifyingContract = domain.verifyingContract === undefined ? undefined : readAddress(domain.verifyingContract);
  // a domain member present but unreadable: the wallet would not sign it as we would describe it
  if (name !== undefined && typeof name !== 'string') return undefined;
  if (domain.chainId !== undefined && chainId === undefined) return undefined;
  if (domain.verifyingContract !== undefined && verifyingContract === undefined) return undefined;
  return { primaryType: root.primaryType, domain: { name, chainId, verifyingContract }, types, message };
}

function describeKnown(input: Input, fields: TypedDataField[], permit2: Address): TypedDataDescription | undefined {
  const base = { primaryType: input.primaryType, chainId: input.domain.chainId, fields };
  if (isPermit2PrimaryType(input.primaryType)) {
    const { domain } = input;
    const atPermit2 = domain.name === 'Permit2' && domain.verifyingContract?.toLowerCase() === permit2.toLowerCase();
    if (!atPermit2) return undefined;
    const shape = PERMIT2_PRIMARY_TYPES[input.primaryType];
    return shape.kind === 'permit2-allowance'
      ? permit2Allowance(input, base, shape.batch)
      : permit2Transfer(input, base, shape.batch, shape.witness);
  }
  if (input.primaryType === 'Permit') return tokenPermit(input, base);
  return undefined;
}

type Base = Pick<DescriptionBase, 'primaryType' | 'chainId' | 'fields'>;

function permit2Allowance(input: Input, base: Base, batch: boolean): Permit2AllowanceDescription | undefined {
  const { types, message, primaryType } = input;
  if (!hasMembers(types, primaryType, allowanceMembers(batch ? 'PermitDetails[]' : 'PermitDetails'))) return;
  if (!hasMembers(types, 'PermitDetails', PERMIT_DETAILS)) return;
  const spender = readAddress(message.spender);
  const sigDeadline = readUint(message.sigDeadline, 256);
  const details = batch ? message.details : [message.details];
  if (!spender || sigDeadline === undefined || !Array.isArray(details) || details.length === 0) return;
  const tokens = details.map(readPermitDetails);
  if (!tokens.every((t) => t !== undefined)) return;
  return { ...base, kind: 'permit2-allowance', spender, tokens, signatureDeadline: toTimestamp(sigDeadline) };
}

function readPermitDetails(value: unknown): Permit2AllowanceToken | undefined {
  const details = readStruct(value);
  const token = readAddress(details?.token);
  const amount = readUint(details?.amount, 160);
  const expiration = readUint(details?.expiration, 48);
  const nonce = readUint(details?.nonce, 48);
  if (!token || amount === undefined || expiration === undefined || nonce === undefined) return undefined;
  const expiresAt = expiration === 0n ? 'atUse' : toTimestamp(expiration);
  return { token, amount, unlimited: amount >= UNLIMITED_AMOUNT, expiresAt };
}

function permit2Transfer(
  input: Input,
  base: Base,
  batch: boolean,
  withWitness: boolean,
): Permit2TransferDescription | undefined {
  const { types, message, primaryType } = input;
  const head = transferMembers(batch ? 'TokenPermissions[]' : 'TokenPermissions');
  const members = readMembers(types, primaryType);
  if (!members || members.length !== head.length + (withWitness ? 1 : 0)) return;
  if (!hasMembers(types, primaryType, [...head, ...members.slice(head.length)])) return;
  if (!hasMembers(types, 'TokenPermissions', TOKEN_PERMISSIONS)) return;
  let witness: string | undefined;
  if (withWitness) {
    // Permit2 appends the witness type string: one more member, of a struct type the message also carries
    const last = members[head.length]!;
    if (last.type === primaryType || !readMembers(types, last.type)) return;
    if (!Object.hasOwn(message, last.name) || !readStruct(message[last.name])) return;
    witness = last.type;
  }
  const spender = readAddress(message.spender);
  const nonce = readUint(message.nonce, 256);
  const deadline = readUint(message.deadline, 256);
  const permitted = batch ? message.permitted : [message.permitted];
  if (!spender || nonce === undefined || deadline === undefined || !Array.isArray(permitted)) return;
  if (permitted.length === 0) return;
  const tokens = permitted.map(readTokenPermissions);
  if (!tokens.every((t) => t !== undefined)) return;
  return {
    ...base,
    kind: 'permit2-transfer',
    spender,
    tokens,
    signatureDeadline: toTimestamp(deadline),
    ...(witness !== undefined && { witness }),
  };
}

function readTokenPermissions(value: unknown): PermittedToken | undefined {
  const permission = readStruct(value);
  const token = readAddress(permission?.token);
  const amount = readUint(permission?.amount, 256);
  return token && amount !== undefined ? { token, amount, unlimited: amount >= UNLIMITED_AMOUNT } : undefined;
}

function tokenPermit(input: Input, base: Base): TokenPermitDescription | undefined {
  const { types, message, domain } = input;
  const token = domain.verifyingContract;
  if (!token) return;
  const spender = readAddress(message.spender);
  const nonce = readUint(message.nonce, 256);
  if (!spender || nonce === undefined) return;
  if (hasMembers(types, 'Permit', ERC2612_PERMIT)) {
    const owner = readAddress(message.owner);
    const value = readUint(message.value, 256);
    const deadline = readUint(message.deadline, 256);
    if (!owner || value === undefined || deadline === undefined) return;
    return {
      ...base,
      kind: 'erc2612',
      owner,
      spender,
      tokens: [{ token, amount: value, unlimited: value >= UNLIMITED_AMOUNT }],
      signatureDeadline: toTimestamp(deadline),
    };
  }
  if (hasMembers(types, 'Permit', DAI_PERMIT)) {
    const owner = readAddress(message.holder);
    const expiry = readUint(message.expiry, 256);
    const allowed = message.allowed;
    if (!owner || expiry === undefined || typeof allowed !== 'boolean') return;
    // DAI: allowed sets the allowance to 2^256 − 1, else to 0; an expiry of 0 never lapses
    const amount = allowed ? (1n << 256n) - 1n : 0n;
    return {
      ...base,
      kind: 'dai',
      owner,
      spender,
      tokens: [{ token, amount, unlimited: allowed }],
      signatureDeadline: expiry === 0n ? 'never' : toTimestamp(expiry),
    };
  }
  return undefined;
}

function unknownDescription(
  root: Record<string, unknown> | undefined,
  fields: TypedDataField[],
): UnknownTypedDataDescription {
  const domain = readStruct(root?.domain);
  const primaryType = typeof root?.primaryType === 'string' ? root.primaryType : undefined;
  const domainName = typeof domain?.name === 'string' ? domain.name : undefined;
  const verifyingContract = readAddress(domain?.verifyingContract);
  const chainId = readChainId(domain?.chainId);
  const claimedKind = claimedKindOf(primaryType, readStruct(root?.types));
  return {
    kind: 'unknown',
    ...(primaryType !== undefined && { primaryType }),
    ...(domainName !== undefined && { domainName }),
    ...(verifyingContract !== undefined && { verifyingContract }),
    ...(chainId !== undefined && { chainId }),
    ...(claimedKind !== undefined && { claimedKind }),
    fields,
  };
}

/** The permit a message passes itself off as: a Permit2 primary type, or a `Permit` with the standard members. */
function claimedKindOf(
  primaryType: string | undefined,
  types: Record<string, unknown> | undefined,
): KnownTypedDataKind | undefined {
  if (primaryType === undefined) return undefined;
  if (isPermit2PrimaryType(primaryType)) return PERMIT2_PRIMARY_TYPES[primaryType].kind;
  if (primaryType !== 'Permit' || !types) return undefined;
  if (hasMembers(types, 'Permit', ERC2612_PERMIT)) return 'erc2612';
  if (hasMembers(types, 'Permit', DAI_PERMIT)) return 'dai';
  return undefined;
}
