// A message to sign as a person reads it (issue 29): its text when it is printable UTF-8, else the review shows hex.
import { type Hex, hexToString } from 'viem';

/** A character that hides text: a control character other than whitespace, or the replacement for bytes not UTF-8. */
export const isHiddenCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return character === '\uFFFD' || code === 0x7f || (code < 0x20 && !'\t\n\r'.includes(character));
};

/** The message as text when it is printable UTF-8 (what most apps sign), else undefined: the review shows hex. */
export function messageText(message: Hex): string | undefined {
  try {
    const text = hexToString(message);
    return [...text].some(isHiddenCharacter) ? undefined : text;
  } catch {
    return undefined;
  }
}
