// spec §2/§3: where the spec shows a wallet (the drawer's header, search results), its username and avatar when it
// has claimed one; the generated avatar alone otherwise.
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { usernameOfQueryOptions } from '../../data/usernames';
import { UsernameAvatar } from './ProfileAvatar';

const name = css({ fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' });

/** The avatar (profile picture or generated) and, when the address has one, its username beside it. */
export function AccountIdentity(props: { address: Address; size?: number; username?: string }) {
  const lookedUp = useQuery({ ...usernameOfQueryOptions({ address: props.address }), enabled: !props.username });
  const username = props.username ?? lookedUp.data ?? undefined;
  return (
    <>
      <UsernameAvatar address={props.address} username={username} size={props.size} />
      {username && <span className={name}>{username}</span>}
    </>
  );
}
