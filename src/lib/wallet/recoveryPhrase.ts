// Recovery phrases (BIP39, English): created with 12 words, imported with 12 to 24 (spec §5, §9).
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';

export const CREATED_PHRASE_WORDS = 12;
export const IMPORT_WORD_COUNTS = [12, 15, 18, 21, 24] as const;

export type PhraseProblem = { code: 'invalidWord'; word: string } | { code: 'invalidPhrase' };

/** A new 12-word phrase from 128 bits of the platform's randomness. */
export function createRecoveryPhrase(): string {
  return generateMnemonic(wordlist, 128);
}

/** Lowercase words separated by single spaces: what a person typed or pasted, tidied. */
export function normalizePhrase(input: string): string {
  return input.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

/** Why a typed phrase cannot be imported, or undefined when it can (spec §5: invalid phrase, invalid word {word}). */
export function checkRecoveryPhrase(input: string): PhraseProblem | undefined {
  const words = normalizePhrase(input).split(' ').filter(Boolean);
  const unknown = words.find((w) => !wordlist.includes(w));
  if (unknown) return { code: 'invalidWord', word: unknown };
  if (!(IMPORT_WORD_COUNTS as readonly number[]).includes(words.length)) return { code: 'invalidPhrase' };
  return validateMnemonic(words.join(' '), wordlist) ? undefined : { code: 'invalidPhrase' };
}

/**
 * The confirmation step shows the phrase's words shuffled and asks for them in order; returns which positions to ask.
 * @example pickConfirmationPositions(12, 3) // e.g. [2, 7, 11]
 */
export function pickConfirmationPositions(
  wordCount: number,
  count: number,
  random: () => number = Math.random,
): number[] {
  const positions = Array.from({ length: wordCount }, (_, i) => i);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions.slice(0, count).sort((a, b) => a - b);
}
