/**
 * Per screen: its title (document.title, so tabs, history and screen readers tell screens
 * apart) and the screen above it, where Back goes when there is no in-app page to go back to
 * (a deep link opened from a message or a bookmark). One table, matched by path.
 */
interface Screen {
  pattern: RegExp;
  title: string;
  parent: string;
}

const SCREENS: readonly Screen[] = [
  { pattern: /^\/$/, title: 'Home', parent: '/' },
  { pattern: /^\/login$/, title: 'Sign In', parent: '/' },
  { pattern: /^\/signup$/, title: 'Create Organization', parent: '/login' },
  { pattern: /^\/invitation-assistant$/, title: 'New Letter', parent: '/' },
  { pattern: /^\/history$/, title: 'History', parent: '/' },
  { pattern: /^\/history\/[^/]+$/, title: 'Letter Details', parent: '/history' },
  { pattern: /^\/letter-result$/, title: 'Letter', parent: '/history' },
  { pattern: /^\/sampark-assistant$/, title: 'Network', parent: '/' },
  { pattern: /^\/contacts-list$/, title: 'Contacts', parent: '/sampark-assistant' },
  { pattern: /^\/add-profile$/, title: 'Add Contact', parent: '/sampark-assistant' },
  { pattern: /^\/contact\/[^/]+$/, title: 'Contact', parent: '/contacts-list' },
  { pattern: /^\/network-map$/, title: 'Network Map', parent: '/sampark-assistant' },
  { pattern: /^\/view-network$/, title: 'View Network', parent: '/sampark-assistant' },
  { pattern: /^\/social-media-management$/, title: 'Social Media', parent: '/' },
  { pattern: /^\/user-profile$/, title: 'User Profile', parent: '/' },
  { pattern: /^\/outbox$/, title: 'Waiting to Sync', parent: '/' },
  { pattern: /^\/share$/, title: 'Shared Photos', parent: '/' },
  { pattern: /^\/scan-cards$/, title: 'Scan Cards', parent: '/add-profile' },
];

const PRODUCT = 'Sahayak';

/** 'History · Sahayak'; the landing page and unknown paths are named by the caller's flags. */
export function titleOf(path: string, { signedIn }: { signedIn: boolean }): string {
  if (!signedIn) {
    if (path === '/login' || path === '/signup') return `${SCREENS.find((s) => s.pattern.test(path))!.title} · ${PRODUCT}`;
    return PRODUCT;
  }
  const screen = SCREENS.find((s) => s.pattern.test(path));
  if (!screen) return `Page Not Found · ${PRODUCT}`;
  return path === '/' ? PRODUCT : `${screen.title} · ${PRODUCT}`;
}

/** Where Back goes from `path` when leaving would leave the app. */
export const parentOf = (path: string): string => SCREENS.find((s) => s.pattern.test(path))?.parent ?? '/';
