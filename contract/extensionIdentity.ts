// Who the Sluice extension is, for the parts that must recognise it (issue 30): the web app knows its wallet by the
// EIP-6963 rdns; the services server lets exactly its pages frame the app (the side panel, server/security.ts).

/** The rdns the in-page provider announces (extension/content/sluiceProvider.ts) and the web app looks for. */
export const SLUICE_EXTENSION_RDNS = 'app.sluice.extension';

/**
 * The manifest's public key (extension/manifest.config.ts): it fixes the extension's id wherever it is loaded unpacked,
 * so the services server can name the one origin that may frame the app. Only the public half; nothing signs with it.
 */
export const SLUICE_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwjysjqTYufYCqzayOkI2NgFJeYtn7VghN8iYb8wjLx3b67ST2S/4qfCZc4sVeN6yXd6zQrQZ85p7jAzvR7Ut5jxczpg52ktaYOEAoVk4V2GfR4ivdqL25bcTZI4/cqSUa0I2fcap1bB/I6k1J8zvOTnZkJV/Ar9f8dXwJVaN381xuwG/i4Pq/KF+U584DKgW3/LUnA6O/hlXBdxjtxf7TJtiaL4irqCu9wIRiuMmuK05P/icxInrDoH4hZkLqD/d1lFoBOW0B5GZvWekuzNCokAzYYtVpnVjHOOAWmkQTh7eaz128iZGkuzvB5OqqxkdsPLneq1tFM/hwSRoCh015QIDAQAB';

/** Chrome's id for that key: the SHA-256 of the key's DER bytes, its first 32 hex digits spelt a to p. */
export const SLUICE_EXTENSION_ID = 'olokiljimihkedglibagkfgngeidjfao';

export const SLUICE_EXTENSION_ORIGIN = `chrome-extension://${SLUICE_EXTENSION_ID}`;
