import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import { setOutboxUser } from '@pwa/offline/sync';
import { OutboxOwner } from '@pwa/offline/use-outbox';
import { VISIT_STARTED_AT } from '@pwa/lib/query-client';
import { Route, Switch, useLocation } from 'wouter';
import { closeErrorsOfOtherScreens } from '@pwa/lib/toast';
import { titleOf } from './screens';
import { useHistoryState } from 'wouter/use-browser-location';
import { Spinner } from '@pwa/components/spinner';
import { useCurrentUser } from '@pwa/features/auth/auth.api';
import { Header } from './header';
import { useFirstPaintDone } from '@pwa/lib/first-paint';
import { LandingPage } from './pages/landing';
import { LoginPage } from './pages/login';
import { HomePage } from './pages/home';

/**
 * A screen loaded when opened. The one at `path`, when the visit opens on it, starts downloading
 * with the app instead of after the server's answer about the user: one round trip less on a slow
 * network (Lighthouse's 4G put it on every deep link's first paint).
 */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string, path?: string) => {
  const early = path !== undefined && window.location.pathname === path ? load() : null;
  // A signed-out visitor never renders it: its failure (offline, not cached) is only reported when rendered.
  early?.catch(() => undefined);
  return lazy(async () => ({ default: (await (early ?? load()))[name]! }));
};

// The first screens (landing, login, home) come with the app; every other screen is loaded when opened.
const SignupPage = page(() => import('./pages/signup'), 'SignupPage');
const UserProfilePage = page(() => import('./pages/user-profile'), 'UserProfilePage');
const SocialMediaPage = page(() => import('./pages/social-media'), 'SocialMediaPage');
const ViewNetworkPage = page(() => import('./pages/view-network'), 'ViewNetworkPage');
const NotFoundPage = page(() => import('./pages/not-found'), 'NotFoundPage');
const InvitationAssistantPage = page(() => import('./pages/invitation-assistant'), 'InvitationAssistantPage', '/invitation-assistant');
const HistoryPage = page(() => import('./pages/history'), 'HistoryPage', '/history');
const LetterDetailsPage = page(() => import('./pages/letter-details'), 'LetterDetailsPage');
const LetterResultPage = page(() => import('./pages/letter-result'), 'LetterResultPage');
const NetworkHomePage = page(() => import('./pages/network-home'), 'NetworkHomePage', '/sampark-assistant');
const ContactsListPage = page(() => import('./pages/contacts-list'), 'ContactsListPage', '/contacts-list');
const AddProfilePage = page(() => import('./pages/add-profile'), 'AddProfilePage');
const ContactDetailPage = page(() => import('./pages/contact-detail'), 'ContactDetailPage');
const NetworkMapPage = page(() => import('./pages/network-map'), 'NetworkMapPage', '/network-map');
const OutboxPage = page(() => import('./pages/outbox'), 'OutboxPage', '/outbox');
const SharePage = page(() => import('./pages/share'), 'SharePage', '/share');
const ScanCardsPage = page(() => import('./pages/scan-cards'), 'ScanCardsPage', '/scan-cards');

/**
 * Spec §2: home and the new-letter page start afresh whenever a new letter is requested, even
 * from themselves. Links that request one carry `state={{ fresh: <time> }}`; the key follows it.
 */
function Fresh({ page: Page }: { page: ComponentType }) {
  const state = useHistoryState<{ fresh?: number } | null>();
  return <Page key={state?.fresh ?? 0} />;
}
const FreshHome = () => <Fresh page={HomePage} />;
const FreshInvitationAssistant = () => <Fresh page={InvitationAssistantPage} />;

/** How long a saved user waits for the server's word before the saved screens open anyway (a hall's Wi-Fi that answers nothing). */
const CONFIRM_USER_MS = 3000;

/**
 * The user saved by an earlier visit opens the app only once the server has said who is signed in
 * (or could not be reached: offline, the saved copy is the point). The cookie may belong to
 * someone else by now, and their first screen must not show the previous user's saved data.
 */
let savedUserSettled = false;
function useConfirmingSavedUser(): boolean {
  const { query } = useCurrentUser();
  const [, rerender] = useState(0);
  // Only the visit's first answer is waited for: later refetches (a screen mounting) never hide the app.
  if (query.data !== undefined && query.fetchStatus !== 'fetching') savedUserSettled = true;
  const waiting = !savedUserSettled && !!query.data && query.dataUpdatedAt < VISIT_STARTED_AT;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      savedUserSettled = true;
      rerender((n) => n + 1);
    }, CONFIRM_USER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting;
}

/** Rendered beside the screen, so it commits only with it (not with a Suspense fallback); first among siblings, its effect runs before the screen's. */
function FirstPaintDone() {
  useFirstPaintDone();
  return null;
}

/** Spec §2's route table: signed-out visitors see only /, /login and /signup; signed-in users get a 404 for unknown paths. */
export function AppRoutes() {
  const { isLoading, isAuthenticated, user } = useCurrentUser();
  const confirming = useConfirmingSavedUser();
  // While the saved queries are read back the user query has not started (isLoading is false, the
  // user null): the landing page would be drawn for a moment, and with it the first paint removed.
  const restoring = useIsRestoring();
  const [location] = useLocation();
  useEffect(() => {
    document.title = titleOf(location, { signedIn: isAuthenticated });
  }, [location, isAuthenticated]);
  // An error toast belongs to the screen it was raised on.
  useEffect(() => closeErrorsOfOtherScreens(location), [location]);
  // Captures are sent only with their own user's session.
  useEffect(() => setOutboxUser(user?.id ?? null), [user?.id]);
  if (isLoading || confirming || restoring) return <Spinner label="Loading..." size="lg" />;

  if (!isAuthenticated) {
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <FirstPaintDone />
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route component={LandingPage} />
        </Switch>
      </Suspense>
    );
  }

  // Keyed by the user: a new user's screens start afresh, with no state or rows of the previous one.
  return (
    <OutboxOwner.Provider value={user!.id}>
      <div key={user!.id} className="min-h-dvh">
        <Header />
        <Suspense fallback={<Spinner label="Loading..." />}>
          <FirstPaintDone />
          <Switch>
            <Route path="/" component={FreshHome} />
            <Route path="/invitation-assistant" component={FreshInvitationAssistant} />
            <Route path="/history" component={HistoryPage} />
            <Route path="/history/:id" component={LetterDetailsPage} />
            <Route path="/letter-result" component={LetterResultPage} />
            <Route path="/sampark-assistant" component={NetworkHomePage} />
            <Route path="/contacts-list" component={ContactsListPage} />
            <Route path="/add-profile" component={AddProfilePage} />
            <Route path="/contact/:id" component={ContactDetailPage} />
            <Route path="/network-map" component={NetworkMapPage} />
            <Route path="/view-network" component={ViewNetworkPage} />
            <Route path="/social-media-management" component={SocialMediaPage} />
            <Route path="/user-profile" component={UserProfilePage} />
            <Route path="/outbox" component={OutboxPage} />
            <Route path="/share" component={SharePage} />
            <Route path="/scan-cards" component={ScanCardsPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </div>
    </OutboxOwner.Provider>
  );
}
