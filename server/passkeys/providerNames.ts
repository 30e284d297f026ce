// spec §3 "Passkey authenticator ... providerName": the authenticator's name from the AAGUID its attestation carries,
// after the community list of passkey providers' AAGUIDs. An unknown or all-zero AAGUID (a security key, a provider
// that hides itself) is "Other"; the app derives the provider (Chrome, iCloud, Windows, Android, Other) from the name.
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'b5397666-4885-aa6b-cebf-e52262a439a2': 'Chromium Browser',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
};

export const OTHER_PROVIDER = 'Other';

export function providerNameOf(aaguid: string): string {
  return PROVIDER_NAMES[aaguid.toLowerCase()] ?? OTHER_PROVIDER;
}
