import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '../../data/usernames';
import { avatarProblem, linksAreValid, linksOf, profileEditOf } from './profileEdit';

describe('profileEdit', () => {
  it('should keep only https links, at most five, whatever else is typed', () => {
    expect(linksAreValid(['https://example.com/a'])).toBe(true);
    expect(linksAreValid(['http://example.com'])).toBe(false);
    expect(linksAreValid(['javascript:alert(1)'])).toBe(false);
    expect(linksAreValid(Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`))).toBe(false);
    const link = fc.oneof(
      fc.string({ maxLength: 30 }).map((path) => `https://example.com/${encodeURIComponent(path)}`),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('http://example.com', 'javascript:alert(1)', 'https://', `https://${'x'.repeat(200)}.com`),
    );
    fc.assert(
      fc.property(fc.array(link, { maxLength: 8 }), (links) => {
        if (linksAreValid(links))
          expect(links.length <= 5 && links.every((l) => l.startsWith('https://') && l.length <= 200)).toBe(true);
      }),
    );
  });

  it('should call an avatar over 32 KB or of another type an avatar failure', () => {
    expect(avatarProblem({ type: 'image/png', size: MAX_AVATAR_BYTES })).toBeUndefined();
    expect(avatarProblem({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe('avatarFailed');
    expect(avatarProblem({ type: 'image/svg+xml', size: 100 })).toBe('avatarFailed');
  });

  it('should clear an emptied bio and links and send the avatar only when one was chosen', () => {
    expect(profileEditOf({ bio: '  ', links: '\n \n' })).toEqual({ bio: null, links: null });
    expect(linksOf(' https://a.example \n\nhttps://b.example')).toEqual(['https://a.example', 'https://b.example']);
    const avatar = { type: 'image/png' as const, data: 'iVBORw==' };
    expect(profileEditOf({ bio: 'Hi', links: '', avatar })).toEqual({ bio: 'Hi', links: null, avatar });
  });
});
