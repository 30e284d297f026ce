/** The URL segment for a chain name: "Devnet L2" -> "devnet-l2" (routes such as /explore/tokens/:chainName). */
export function chainSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
