// What the connection sheet warns about before an app connects (issue 29; spec §6 "flagged as a risk"): a website the
// risk screening flags (the one the app claims, or the one its proposal came from), and a proposal that came from
// another website than the app claims to be (WalletConnect's verify context, `validation: 'INVALID'`). Pure: the
// screening's answers come in, the warnings go out.
import type { AppMetadata, AppVerification } from './apps';

export type AppRisk = {
  /** Websites the risk screening (or the verify context's `isScam`) flags, as host names. */
  flagged: string[];
  /** The proposal came from `origin`, which is not the website the app claims (`claimed`). */
  mismatch?: { claimed: string; origin: string };
  /** The screening could not be asked (offline, the service down): no flag is no all-clear. */
  unchecked: boolean;
};

/** The host name of an http(s) address, or undefined for anything else (an app may claim any text as its URL). */
export function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** The websites to screen for an app: the one it claims, and the one its proposal came from when that is another. */
export function domainsToScreen(app: AppMetadata, verified: AppVerification | undefined): string[] {
  const hosts = [hostOf(app.url), verified ? hostOf(verified.origin) : undefined];
  return [...new Set(hosts.filter((host): host is string => host !== undefined))];
}

/**
 * The warnings for an app, from the screening's answer for each domain (`true` when flagged; `undefined` when it
 * could not be asked) and the verify context.
 *
 * @example
 * appRiskOf(app, verified, { 'drainer.example': true }); // { flagged: ['drainer.example'], unchecked: false }
 */
export function appRiskOf(
  app: AppMetadata,
  verified: AppVerification | undefined,
  screened: Readonly<Record<string, boolean>> | undefined,
): AppRisk {
  const domains = domainsToScreen(app, verified);
  const answered = (domain: string) => screened !== undefined && Object.hasOwn(screened, domain);
  const flagged = domains.filter((domain) => answered(domain) && screened![domain] === true);
  const origin = verified ? hostOf(verified.origin) : undefined;
  if (verified?.isScam && origin && !flagged.includes(origin)) flagged.push(origin);
  return {
    flagged,
    ...(verified?.validation === 'INVALID' && {
      mismatch: { claimed: hostOf(app.url) ?? app.url, origin: verified.origin },
    }),
    unchecked: screened === undefined || domains.some((domain) => !answered(domain)),
  };
}

/** Approving the app needs the person to confirm once more: it is flagged, or not who it claims to be. */
export const isRisky = (risk: AppRisk | undefined): boolean =>
  risk !== undefined && (risk.flagged.length > 0 || risk.mismatch !== undefined);
