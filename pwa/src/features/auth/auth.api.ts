/**
 * Auth and organization: the query-key factory, the fetchers and the hooks of every account call.
 * Answers are checked against the shared schemas; paths come from `apiPaths`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssistantPasswordBody,
  LoginBody,
  OrganizationSettings,
  OrganizationUpdateBody,
  PasswordChangeBody,
  ProfileUpdateBody,
  RegisterBody,
} from '@shared/schemas/auth';
import { MessageAnswer } from '@shared/schemas/common';
import { ClientConfig, RegisterAnswer, SamparkOnlyAnswer, User } from '@shared/schemas/auth-answers';
import { apiPaths } from '@shared/api-paths';
import { apiJson, apiJsonOf } from '@pwa/lib/http';
import { takeFirstUserAnswer } from '@pwa/lib/first-paint';
import { HttpError } from '@pwa/lib/http-error';
import { noteSignedInUser } from '@pwa/offline/private-data';

/** The outbox's storage (Dexie) loads when a sign-out clears it, not with the app shell. */
const outbox = () => import('@pwa/offline/outbox');

/**
 * One root per query: a sign-in by someone else forgets every saved query but the current user's
 * (private-data.ts keeps the root of `authKeys.user()`), so the organization must not share it.
 */
export const authKeys = {
  user: () => ['current-user'] as const,
  samparkOnly: () => ['sampark-only'] as const,
  organization: () => ['organization'] as const,
  config: () => ['client-config'] as const,
};

/** GET /api/auth/user: the signed-in user, or null when the server answers 401 (nobody). */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    // The visit's first question was asked with the page (first-paint.js): its answer, not a second request.
    const early = takeFirstUserAnswer();
    return User.parse(await (early ? apiJsonOf<unknown>(early) : apiJson<unknown>('GET', apiPaths.authUser)));
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.user(),
    // Every answer of the server is checked against the user whose data this browser holds: a
    // session that ended without Log out, then someone else signing in, must not show the
    // previous user's saved lists or photos. A network failure throws before the check.
    queryFn: async () => {
      const user = await fetchCurrentUser();
      await noteSignedInUser(user?.id ?? null, authKeys.user()[0]);
      return user;
    },
    retry: false,
    // The saved copy opens the app offline at once; online, the server has the last word.
    refetchOnMount: 'always',
  });

/**
 * The signed-in user, or null; authentication is decided by this call (spec §4). A network
 * failure keeps the saved user (offline use); only the server's 401 signs out.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data, query };
}

export function useIsSamparkOnly(enabled: boolean) {
  const query = useQuery({
    queryKey: authKeys.samparkOnly(),
    queryFn: async () => SamparkOnlyAnswer.parse(await apiJson<unknown>('GET', apiPaths.samparkOnly)),
    enabled,
  });
  return query.data ?? false;
}

export const useClientConfig = () =>
  useQuery({ queryKey: authKeys.config(), queryFn: async () => ClientConfig.parse(await apiJson<unknown>('GET', apiPaths.clientConfig)) });

export const useOrganization = (enabled: boolean) =>
  useQuery({
    queryKey: authKeys.organization(),
    // The account schemas carry the phone rules (libphonenumber): loaded by the profile page that asks, not by the shell.
    queryFn: async (): Promise<OrganizationSettings> => {
      const [{ OrganizationSettings: Settings }, answer] = await Promise.all([import('@shared/schemas/auth'), apiJson<unknown>('GET', apiPaths.organization)]);
      return Settings.parse(answer);
    },
    enabled,
  });

export const useLogin = () => useMutation({ mutationFn: async (body: LoginBody) => User.parse(await apiJson<unknown>('POST', apiPaths.authLogin, body)) });

export const useRegister = () =>
  useMutation({ mutationFn: async (body: RegisterBody) => RegisterAnswer.parse(await apiJson<unknown>('POST', apiPaths.register, body)) });

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiJson<unknown>('POST', apiPaths.authLogout).then(() => userId),
    onSuccess: async (userId) => {
      // Nothing of the signed-out user may stay on the device: saved queries and captures.
      client.setQueryData(authKeys.user(), null);
      await noteSignedInUser(null, authKeys.user()[0]);
      await (await outbox()).removeUserItems(userId);
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) => User.parse(await apiJson<unknown>('PUT', apiPaths.authProfile, body)),
    onSuccess: (user) => client.setQueryData(authKeys.user(), user),
  });
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdateBody) => apiJson<void>('PUT', apiPaths.organization, body),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.organization() }),
  });
}

/** Calls that answer only with a confirmation ('Password changed…'). */
const confirmed = async (method: string, path: string, body?: unknown) => MessageAnswer.parse(await apiJson<unknown>(method, path, body));

export const useChangePassword = () => useMutation({ mutationFn: (body: PasswordChangeBody) => confirmed('PUT', apiPaths.authPassword, body) });

export const useResetAssistantPassword = () =>
  useMutation({ mutationFn: (body: AssistantPasswordBody) => confirmed('PUT', apiPaths.assistantPassword, body) });

/** Ends every session of the user on the server; the caller then clears this device as a Log out does. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: () => confirmed('POST', apiPaths.authLogoutEverywhere) });

/** 'Ravi Kumar' → 'R'; falls back to the email's first letter. */
export function initialOf(user: Pick<User, 'firstName' | 'email'>): string {
  return (user.firstName || user.email || '?').charAt(0).toUpperCase();
}

/** Name, else first name, else 'User' (spec §2, avatar menu). */
export function displayNameOf(user: Pick<User, 'name' | 'firstName'>): string {
  return user.name || user.firstName || 'User';
}
