// spec §3 "Username: avatar, bio, links": what the profile form sends, checked as the service checks it
// (server/usernameClaims.ts) so the person hears of a problem before the signature rather than after.
import { AVATAR_TYPES, MAX_AVATAR_BYTES, type UsernameProfileEdit } from '../../data/usernames';

export const MAX_BIO_CHARS = 160;
export const MAX_LINKS = 5;

export type ProfileProblem = 'avatarFailed' | 'invalidLinks';

/** The links typed one per line: blank lines dropped, each trimmed. */
export const linksOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** At most five https links of at most 200 characters. */
export function linksAreValid(links: readonly string[]): boolean {
  return (
    links.length <= MAX_LINKS &&
    links.every((link) => {
      if (link.length > 200 || !link.startsWith('https://')) return false;
      try {
        return new URL(link).protocol === 'https:';
      } catch {
        return false;
      }
    })
  );
}

/** An avatar the service would keep: one of its image types, at most 32 KB; else the avatar failure. */
export function avatarProblem(file: { type: string; size: number }): 'avatarFailed' | undefined {
  return (AVATAR_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= MAX_AVATAR_BYTES
    ? undefined
    : 'avatarFailed';
}

/** The edit the form sends: an emptied field clears it; the avatar only when one was chosen. */
export function profileEditOf(form: {
  bio: string;
  links: string;
  avatar?: NonNullable<UsernameProfileEdit['avatar']>;
}): UsernameProfileEdit {
  const links = linksOf(form.links);
  return {
    bio: form.bio.trim() || null,
    links: links.length ? links : null,
    ...(form.avatar && { avatar: form.avatar }),
  };
}
