import { Link, useLocation } from 'wouter';
import { Logo } from '@pwa/components/logo';
import { canGoBackInApp } from '@pwa/lib/app-history';
import { parentOf } from './screens';
import { Icon } from '@pwa/components/icons';
import { useOnline } from '@pwa/lib/use-online';
import { useInstallPrompt } from '@pwa/lib/use-install-prompt';
import { usePendingCount } from '@pwa/offline/use-outbox';
import { notify, notifyError } from '@pwa/lib/toast';
import { displayNameOf, initialOf, useCurrentUser, useLogout } from '@pwa/features/auth/auth.api';

const LETTER_ROUTES = ['/invitation-assistant', '/history', '/letter-result'];

/** Signed-in header: product name, Back (not on /), the letter nav on its three routes, the avatar menu. */
export function Header() {
  const [location, navigate] = useLocation();
  const { user } = useCurrentUser();
  const logout = useLogout();
  const pending = usePendingCount();
  const online = useOnline();
  const install = useInstallPrompt();
  if (!user) return null;

  const showNav = LETTER_ROUTES.includes(location);
  // Browser Back while it stays in the app; from a deep link, the screen above this one instead of leaving.
  const back = () => (canGoBackInApp() ? window.history.back() : navigate(parentOf(location), { replace: true }));
  const signOut = () => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (pending > 0 && !window.confirm(`${pending} capture${pending === 1 ? ' is' : 's are'} still waiting to sync. Signing out removes ${pending === 1 ? 'it' : 'them'} from this device. Sign out anyway?`)) return;
    // mutateAsync: the header unmounts as soon as the user is gone, and per-call callbacks would be dropped.
    logout.mutateAsync(user.id).then(
      () => {
        notify('Logged out successfully', 'See you next time!');
        navigate('/');
      },
      () => notifyError('Logout failed', 'Please try again'),
    );
  };

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-6">
        {location !== '/' ? (
          <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={back} aria-label="Back">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <Logo className="h-7 w-7" />
          <span>Sahayak</span>
        </Link>
        {showNav ? (
          <nav className="ml-2 hidden sm:block" aria-label="Letters">
            <LetterNav location={location} />
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          {install ? (
            <button type="button" className="btn btn-ghost btn-sm hidden sm:inline-flex" onClick={() => void install()}>
              <Icon name="download" className="h-4 w-4" />
              Install app
            </button>
          ) : null}
          {pending > 0 ? (
            <Link href="/outbox" className="btn btn-ghost btn-sm gap-1" aria-label={`${pending} waiting to sync`} title="Waiting to sync">
              <Icon name="upload" className="h-4 w-4" />
              <span className="badge badge-warning badge-sm">{pending}</span>
            </Link>
          ) : null}
        </div>
        <div className="dropdown dropdown-end">
          <button type="button" tabIndex={0} className="btn btn-ghost btn-circle avatar avatar-placeholder" aria-label="Account menu">
            <div className="w-9 rounded-full bg-primary text-primary-content">
              <span className="text-base">{initialOf(user)}</span>
            </div>
          </button>
          <ul tabIndex={0} className="menu dropdown-content z-40 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
            <li className="menu-title truncate">{displayNameOf(user)}</li>
            {install ? (
              <li className="sm:hidden">
                <button type="button" onClick={() => void install()}>
                  Install app
                </button>
              </li>
            ) : null}
            <li>
              <Link href="/outbox" onClick={() => (document.activeElement as HTMLElement | null)?.blur()}>
                Waiting to sync{pending > 0 ? ` (${pending})` : ''}
              </Link>
            </li>
            <li>
              <Link href="/user-profile" onClick={() => (document.activeElement as HTMLElement | null)?.blur()}>
                User Profile
              </Link>
            </li>
            <li>
              <button type="button" onClick={signOut} disabled={logout.isPending}>
                Log out
              </button>
            </li>
          </ul>
        </div>
      </div>
      {online ? null : (
        <p role="status" className="bg-warning/90 px-3 py-1 text-center text-sm font-medium text-warning-content">
          Offline — showing saved data
        </p>
      )}
      {showNav ? (
        <nav className="border-t border-base-300 px-3 py-2 sm:hidden" aria-label="Letters">
          <LetterNav location={location} />
        </nav>
      ) : null}
    </header>
  );
}

function LetterNav({ location }: { location: string }) {
  const item = (href: string, label: string, active: boolean) => (
    <Link href={href} state={{ fresh: Date.now() }} className={`btn btn-sm ${active ? 'btn-primary' : 'btn-ghost'}`} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <div className="flex gap-1">
      {item('/invitation-assistant', 'New Letter', location === '/invitation-assistant')}
      {item('/history', 'History', location === '/history')}
    </div>
  );
}
