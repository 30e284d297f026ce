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

/** zxcvbn's score (guesses needed), folded into the spec's three levels; short passwords are weak whatever they hold. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  const { score } = estimator().check(password);
  return score <= 1 ? 'weak' : score === 2 ? 'medium' : 'strong';
}

export type PasswordProblem = 'tooWeak' | 'mismatch';

/** Why a new password (and its confirmation) cannot be used, or undefined when it can. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | undefined {
  if (passwordStrength(password) === 'weak') return 'tooWeak';
  if (password !== confirmation) return 'mismatch';
  return undefined;
}
