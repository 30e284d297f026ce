// What the device holding the wallet accepts as a one-time code (spec §5 "one-time code 6 characters"): typed (any
// case, with the spaces or a dash a person puts in to read it back) or read from the new device's QR code.
import { IMPORT_CODE_LENGTH, parseImportQrText } from './importRelay';

export type ImportCodeEntry = { code: string; channelId?: string };

/**
 * The code in the relay's form (upper case, 6 letters or digits), or undefined when the text is not one.
 * @example
 * normalizeImportCode(' abc-23d ') // 'ABC23D'
 */
export function normalizeImportCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return code.length === IMPORT_CODE_LENGTH && /^[A-Z0-9]+$/.test(code) ? code : undefined;
}

/** A typed code, or a scanned QR code's text (its channel and code), or undefined when it is neither. */
export function readImportCode(text: string): ImportCodeEntry | undefined {
  const scanned = parseImportQrText(text);
  if (scanned) return scanned;
  const code = normalizeImportCode(text);
  return code ? { code } : undefined;
}
