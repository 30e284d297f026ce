// Password strength for the wallet password (spec §5: weak, medium or strong; too weak is refused).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const MIN_PASSWORD_LENGTH = 8;

let zxcvbn: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return zxcvbn;
}

/** A passphrase of this many characters, in at least PASSPHRASE_WORDS different words, is accepted whatever its score. */
export const PASSPHRASE_LENGTH = 20;
export const PASSPHRASE_WORDS = 4;
/**
 * What a password of several words must take to guess with its separators removed (log10 of the guesses, zxcvbn's
 * score 4): a space or a dash adds no strength of its own, so `aaaa bbbb cccc dddd` is the repeats it is (issue 35).
 */
const PASSPHRASE_GUESSES_LOG10 = 10;
const SEPARATORS = /[\s\-_.,]+/;

const wordsOf = (password: string) => password.split(SEPARATORS).filter(Boolean);

/**
 * Long passphrases: 20 characters or more in four or more different words, words that differ only by a number
 * (`password1`, `password2`) counted once, and hard to guess as one run of letters.
 */
export function isLongPassphrase(password: string): boolean {
  if (password.length < PASSPHRASE_LENGTH) return false;
  const words = wordsOf(password.toLowerCase());
  const different = new Set(words.filter((word) => word.length >= 3).map((word) => word.replace(/\d+$/, '') || word));
  return (
    different.size >= PASSPHRASE_WORDS && estimator().check(words.join('')).guessesLog10 >= PASSPHRASE_GUESSES_LOG10
  );
}

/**
 * zxcvbn's score (log10 of the guesses needed, 0-4) folded into the spec's three levels (issue 16): below 3 is weak and
 * refused, 3 medium, 4 strong; a long passphrase is at least medium. Short passwords are weak whatever they hold. A
 * password of several words is judged by its entropy, not its word count: run together it must still take 10^10
 * guesses, or it is weak (repeated, sequential and numbered words score as what they are).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  const { score } = estimator().check(password);
  const words = wordsOf(password);
  if (words.length > 1) {
    if (estimator().check(words.join('')).guessesLog10 < PASSPHRASE_GUESSES_LOG10) return 'weak';
    return score >= 4 ? 'strong' : 'medium';
  }
  if (score >= 4) return 'strong';
  return score === 3 ? 'medium' : 'weak';
}

export type PasswordProblem = 'tooWeak' | 'mismatch';

/** Why a new password (and its confirmation) cannot be used, or undefined when it can. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | undefined {
  if (passwordStrength(password) === 'weak') return 'tooWeak';
  if (password !== confirmation) return 'mismatch';
  return undefined;
}
