// Readers for the values of untrusted EIP-712 typed data (issue 28): a dapp's message arrives as JSON, so a uint may be
// a bigint, a number, a decimal or a hex string, and anything may be missing or of the wrong type. Each reader returns
// undefined for what the wallet would not sign as that type, and never throws.
import { type Address, getAddress } from 'viem';
import { hasAddressShape } from '../addressShape';

/** One EIP-712 struct member, as `types` lists it. */
export type TypedDataMember = { name: string; type: string };

/** One leaf of a message, for showing raw fields: `details[0].amount` and its value as text. */
export type TypedDataField = { path: string; value: string };

/**
 * A unix time in seconds, or 'never' for one past JavaScript's last date (8.64e12 s, year 275760): that covers
 * Permit2's 2^48 − 1 and every uint256 deadline of 2^255 or more, and any time a calendar cannot show.
 */
export type Timestamp = number | 'never';

export const NEVER_FROM_SECONDS = 8_640_000_000_000;

export function toTimestamp(seconds: bigint): Timestamp {
  return seconds >= BigInt(NEVER_FROM_SECONDS) ? 'never' : Number(seconds);
}

/** A plain object (a struct or a domain), not an array or null. */
export function readStruct(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `0x` and 40 hex digits in any case, returned checksummed so lookups see one spelling. */
export function readAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && hasAddressShape(value) ? getAddress(value) : undefined;
}

const DECIMAL = /^[0-9]{1,80}$/;
const HEX = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * A `uint<bits>` as the wallet would encode it: a bigint, a safe non-negative integer, or a decimal or `0x` string
 * (strict: no sign, spaces, exponent or empty string, which BigInt() would read as 0).
 */
export function readUint(value: unknown, bits: number): bigint | undefined {
  let parsed: bigint | undefined;
  if (typeof value === 'bigint') parsed = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) parsed = BigInt(value);
  else if (typeof value === 'string' && (DECIMAL.test(value) || HEX.test(value))) parsed = BigInt(value);
  return parsed !== undefined && parsed >= 0n && parsed < 1n << BigInt(bits) ? parsed : undefined;
}

/** A chain id small enough to be a JavaScript number (every real one is). */
export function readChainId(value: unknown): number | undefined {
  const id = readUint(value, 256);
  return id !== undefined && id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : undefined;
}

/** The members `types` lists for `name`, when they are a well-formed list. */
export function readMembers(types: Record<string, unknown>, name: string): TypedDataMember[] | undefined {
  const members = Object.hasOwn(types, name) ? types[name] : undefined;
  if (!Array.isArray(members)) return undefined;
  const read = members.map((m) => {
    const member = readStruct(m);
    return typeof member?.name === 'string' && typeof member.type === 'string'
      ? { name: member.name, type: member.type }
      : undefined;
  });
  return read.every((m) => m !== undefined) ? read : undefined;
}

/**
 * True when `types[name]` lists exactly `expected`, in order: the struct's type hash is then the standard one, so the
 * contract reads the signed values as we describe them.
 */
export function hasMembers(
  types: Record<string, unknown>,
  name: string,
  expected: readonly TypedDataMember[],
): boolean {
  const members = readMembers(types, name);
  return (
    members !== undefined &&
    members.length === expected.length &&
    members.every((m, i) => m.name === expected[i]!.name && m.type === expected[i]!.type)
  );
}

const MAX_FIELDS = 200;
const MAX_DEPTH = 8;
const MAX_VALUE_LENGTH = 2_000;

/** The message's leaves with their paths, for the raw view: bounded, so a hostile message cannot flood the screen. */
export function flattenFields(message: unknown): TypedDataField[] {
  const fields: TypedDataField[] = [];
  const push = (path: string, value: string) => {
    if (fields.length < MAX_FIELDS)
      fields.push({ path, value: value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value });
  };
  const visit = (value: unknown, path: string, depth: number) => {
    if (fields.length >= MAX_FIELDS) return;
    if (typeof value === 'string') push(path, value);
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      push(path, String(value));
    else if (value === null) push(path, 'null');
    else if (typeof value !== 'object')
      return; // undefined, functions, symbols: nothing JSON would carry
    else if (depth >= MAX_DEPTH) push(path, '…');
    else if (Array.isArray(value)) {
      if (value.length === 0) push(path, '[]');
      value.forEach((item, i) => visit(item, `${path}[${i}]`, depth + 1));
    } else {
      const entries = Object.entries(value);
      if (entries.length === 0) push(path, '{}');
      for (const [key, item] of entries) visit(item, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  visit(message, '', 0);
  return fields;
}
