// spec §3 "Username: avatar": the profile's picture where the spec shows a wallet, or the address's generated avatar
// when it has none (decorative either way: the name or address is said beside it).
import { useQuery } from '@tanstack/react-query';
import { css } from '#styled-system/css';
import { type UsernameProfile, usernameAvatarUrl, usernameProfileQueryOptions } from '../../data/usernames';
import { AddressAvatar } from '../../ui/AddressAvatar';

const image = css({ display: 'inline-block', borderRadius: 'full', flexShrink: 0, objectFit: 'cover' });

export function ProfileAvatar(props: { address: string; profile?: Pick<UsernameProfile, 'avatarUrl'>; size?: number }) {
  const size = props.size ?? 24;
  const src = props.profile && usernameAvatarUrl(props.profile);
  if (!src) return <AddressAvatar address={props.address} size={size} />;
  return <img src={src} alt="" width={size} height={size} className={image} data-testid="profile-avatar" />;
}

/** The avatar of `username`'s profile (fetched and kept with the profile), the generated one without a username. */
export function UsernameAvatar(props: { address: string; username: string | undefined; size?: number }) {
  const profile = useQuery(usernameProfileQueryOptions({ username: props.username }));
  return <ProfileAvatar address={props.address} profile={profile.data ?? undefined} size={props.size} />;
}
