/** 0xf39F…2266: the first four and last four hex digits, as wallets show an address. */
export function shortenAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
