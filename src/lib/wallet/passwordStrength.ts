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

/** Long passphrases (four or more different words of three letters or more, 20 characters in all). */
export function isLongPassphrase(password: string): boolean {
  const words = new Set(
    password
      .toLowerCase()
      .split(/[\s\-_.,]+/)
      .filter((word) => word.length >= 3),
  );
  return password.length >= PASSPHRASE_LENGTH && words.size >= PASSPHRASE_WORDS;
}

/**
 * zxcvbn's score (log10 of the guesses needed, 0-4) folded into the spec's three levels (issue 16): below 3 is weak and
 * refused, 3 medium, 4 strong; a long passphrase is at least medium. Short passwords are weak whatever they hold.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  const { score } = estimator().check(password);
  if (score >= 4) return 'strong';
  return score === 3 || isLongPassphrase(password) ? 'medium' : 'weak';
}

export type PasswordProblem = 'tooWeak' | 'mismatch';

/** Why a new password (and its confirmation) cannot be used, or undefined when it can. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | undefined {
  if (passwordStrength(password) === 'weak') return 'tooWeak';
  if (password !== confirmation) return 'mismatch';
  return undefined;
}
