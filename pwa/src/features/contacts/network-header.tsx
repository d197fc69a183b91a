import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '@pwa/components/icons';

type Target = 'contacts' | 'map' | 'add';

const LINKS: Record<Target, { href: string; label: string; icon: IconName }> = {
  contacts: { href: '/contacts-list', label: 'View Contacts', icon: 'list' },
  map: { href: '/network-map', label: 'View Map', icon: 'map' },
  add: { href: '/add-profile', label: 'Add Contact', icon: 'plus' },
};

/**
 * The title block of the Sampark screens with their navigation buttons (spec §2: View Contacts,
 * View Map, and on the map Add Contact). `current` marks the screen the user is on.
 */
export function NetworkHeader({
  title,
  subtitle,
  links,
  current,
  children,
}: {
  title: string;
  subtitle?: string;
  links: Target[];
  current?: Target;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-base-content/75 sm:text-base">{subtitle}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {links.map((target) => {
          const { href, label, icon } = LINKS[target];
          const active = target === current;
          const tone = target === 'add' ? 'btn-primary' : active ? 'border-primary/40 bg-primary/10 text-primary' : 'btn-outline';
          return (
            <Link
              key={target}
              href={href}
              className={`btn btn-sm flex-1 gap-1.5 whitespace-nowrap px-2 text-xs sm:btn-md sm:flex-none sm:px-4 sm:text-sm ${tone}`}
              aria-current={active ? 'page' : undefined}
            >
              <Icon name={icon} className="h-4 w-4 shrink-0" />
              {label}
            </Link>
          );
        })}
        {children}
      </div>
    </div>
  );
}
