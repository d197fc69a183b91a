import { useState } from 'react';
import { Icon } from '@pwa/components/icons';

const SIZES = { sm: 'h-10 w-10 text-base', md: 'h-14 w-14 text-xl', lg: 'h-24 w-24 text-4xl', xl: 'h-28 w-28 text-5xl' } as const;
const ICON_SIZES = { sm: 'h-5 w-5', md: 'h-7 w-7', lg: 'h-11 w-11', xl: 'h-12 w-12' } as const;

/** The contact's photo, or a circle with the name's initial when there is none or it fails to load (spec §8). */
export function ContactAvatar({ name, src, size = 'sm' }: { name: string; src: string | null; size?: keyof typeof SIZES }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase();
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (src && failedSrc !== src) {
    return <img src={src} alt={`Photo of ${name}`} className={`${box} bg-base-200 object-cover`} onError={() => setFailedSrc(src)} loading="lazy" />;
  }
  return (
    <span className={`${box} grid place-items-center bg-primary/10 font-semibold text-primary`} aria-hidden="true" data-testid="avatar-placeholder">
      {initial || <Icon name="user" className={ICON_SIZES[size]} />}
    </span>
  );
}
