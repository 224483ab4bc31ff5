import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

/** Up to two initials of a name, for an avatar without a picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

interface UserAvatarProps {
  name: string;
  pictureUrl: string | null | undefined;
  size: number;
  /** The image's text; empty where the name is written beside the avatar. */
  alt?: string;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** A user's picture, or their initials on the primary colour (also when the link fails). */
export function UserAvatar({ name, pictureUrl, size, alt = '', testId, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={pictureUrl ?? undefined}
      alt={alt}
      data-testid={testId}
      sx={[
        { width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name)}
    </Avatar>
  );
}
