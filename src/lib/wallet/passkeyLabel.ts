// spec §3 "Passkey authenticator": the provider derived from the service's providerName (Chrome, iCloud, Windows,
// Android, Other) and the label (the provider's name, or a numbered passkey when it has none); the creation date shows
// the year only when it is not the current one. spec §5: a new passkey's name is the username followed by the count
// plus one in brackets.

export type PasskeyProvider = 'Chrome' | 'iCloud' | 'Windows' | 'Android' | 'Other';

/** providerName (server/passkeys/providerNames.ts) to its provider. */
const PROVIDER_PATTERNS: readonly [RegExp, PasskeyProvider][] = [
  [/icloud|apple/i, 'iCloud'],
  [/windows/i, 'Windows'],
  [/google password manager|android|samsung/i, 'Android'],
  [/chrome|chromium/i, 'Chrome'],
];

export function passkeyProvider(providerName: string): PasskeyProvider {
  return PROVIDER_PATTERNS.find(([pattern]) => pattern.test(providerName))?.[1] ?? 'Other';
}

/** The list's label: the provider's name, or "Passkey {position}" (1-based) when the authenticator names none. */
export function passkeyLabel(
  authenticator: { providerName: string },
  position: number,
): { kind: 'named'; name: string } | { kind: 'numbered'; number: number } {
  return passkeyProvider(authenticator.providerName) === 'Other'
    ? { kind: 'numbered', number: position }
    : { kind: 'named', name: authenticator.providerName };
}

/** The creation date's format options: the year only when it is not `now`'s. */
export function passkeyDateFormat(creationTime: number, now: number): Intl.DateTimeFormatOptions {
  const sameYear = new Date(creationTime).getFullYear() === new Date(now).getFullYear();
  return sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' };
}

/** spec §5: the name a new passkey gets in the authenticator: `alice (3)` when the wallet has two already. */
export function newPasskeyName(username: string, existingCount: number): string {
  return `${username} (${existingCount + 1})`;
}
