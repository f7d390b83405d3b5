import { Avatar } from 'antd';
import type { ManagedUser } from '@b2c/contracts';

/** "Ravi Ops" → "RO": what the avatar shows without an image. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A user's profile image, or their initials without one. The name is written next to it wherever it is
 * shown, so the image itself is decorative (empty alt) unless `label` says otherwise.
 */
export const UserAvatar = ({
  user,
  size = 'small',
  label,
}: {
  user: Pick<ManagedUser, 'name' | 'imageUrl'>;
  size?: 'small' | 'default' | 'large' | number;
  label?: string;
}) => (
  <Avatar
    size={size}
    src={user.imageUrl ? <img src={user.imageUrl} alt={label ?? ''} /> : undefined}
    aria-hidden={label ? undefined : true}
    style={{ flex: 'none' }}
  >
    {initialsOf(user.name)}
  </Avatar>
);
