// spec §5 "Username": only lowercase letters and numbers, with a minimum and a maximum length (the service's bounds,
// server/usernames.ts USERNAME_PATTERN); the problem a typed name has, if any, for the message under the field.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** What is wrong with a typed username: the key of its message under `username.problems`. */
export type UsernameProblem = 'tooShort' | 'tooLong' | 'invalidCharacters';

/**
 * The problem of a typed username, or undefined when it may be claimed (availability is the service's to say).
 * @example
 * checkUsername('Alice') // 'invalidCharacters'
 */
export function checkUsername(username: string): UsernameProblem | undefined {
  if (!/^[a-z0-9]*$/.test(username)) return 'invalidCharacters';
  if (username.length < USERNAME_MIN_LENGTH) return 'tooShort';
  if (username.length > USERNAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}
