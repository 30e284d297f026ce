// The risk screening of a connecting app's website (issue 29; server/sandbox/riskScreening.ts, GET /v1/domain/:domain):
// whether each domain is flagged. The connection sheet warns from the answers (src/lib/walletConnect/appRisk.ts).

/** How long the sheet waits for the screening before it shows the app as unchecked. */
const SCREENING_TIMEOUT_MS = 5_000;

/**
 * Asks the risk screening about each domain: `true` when it flags it, `false` when it does not. A domain it could not
 * answer for (offline, the service down or refusing the name) is left out: unchecked, not clear.
 *
 * @example
 * await screenDomains(['app.drainer.example']); // { 'app.drainer.example': true }
 */
export async function screenDomains(domains: readonly string[]): Promise<Record<string, boolean>> {
  const answers = await Promise.all(
    domains.map(async (domain): Promise<[string, boolean] | undefined> => {
      try {
        const response = await fetch(`/api/risk/v1/domain/${encodeURIComponent(domain)}`, {
          signal: AbortSignal.timeout(SCREENING_TIMEOUT_MS),
        });
        if (!response.ok) return undefined;
        const body = (await response.json()) as { identifications?: unknown };
        return Array.isArray(body.identifications) ? [domain, body.identifications.length > 0] : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}
