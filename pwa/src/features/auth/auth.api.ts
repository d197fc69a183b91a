import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientConfig, LoginBody, OrganizationSettings, OrganizationUpdateBody, ProfileUpdateBody, RegisterBody, User } from '@shared/schemas/auth';
import { apiJson, getQueryFn } from '@pwa/lib/http';
import { removeUserItems } from '@pwa/offline/outbox';
import { noteSignedInUser } from '@pwa/offline/private-data';

export const authKeys = {
  user: () => ['/api/auth/user'] as const,
  samparkOnly: () => ['/api/user/is-sampark-only'] as const,
  organization: () => ['/api/organization'] as const,
  config: () => ['/api/config'] as const,
};

export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.user(),
    // Every answer of the server is checked against the user whose data this browser holds: a
    // session that ended without Log out, then someone else signing in, must not show the
    // previous user's saved lists or photos. A network failure throws before the check.
    queryFn: async (context) => {
      const user = await getQueryFn<User>({ on401: 'returnNull' })(context);
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
  const query = useQuery({ queryKey: authKeys.samparkOnly(), enabled });
  return (query.data as boolean | undefined) ?? false;
}

export function useClientConfig() {
  return useQuery<ClientConfig>({ queryKey: authKeys.config() });
}

export function useOrganization(enabled: boolean) {
  return useQuery<OrganizationSettings>({ queryKey: authKeys.organization(), enabled });
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body) });

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => apiJson<{ organizationId: number }>('POST', '/api/register', body) });

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiJson<unknown>('POST', '/api/auth/logout').then(() => userId),
    onSuccess: async (userId) => {
      // Nothing of the signed-out user may stay on the device: saved queries and captures.
      client.setQueryData(authKeys.user(), null);
      await noteSignedInUser(null, authKeys.user()[0]);
      await removeUserItems(userId);
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiJson<User>('PUT', '/api/auth/profile', body),
    onSuccess: (user) => client.setQueryData(authKeys.user(), user),
  });
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdateBody) => apiJson<void>('PUT', '/api/organization', body),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.organization() }),
  });
}

/** 'Ravi Kumar' → 'R'; falls back to the email's first letter. */
export function initialOf(user: Pick<User, 'firstName' | 'email'>): string {
  return (user.firstName || user.email || '?').charAt(0).toUpperCase();
}

/** Name, else first name, else 'User' (spec §2, avatar menu). */
export function displayNameOf(user: Pick<User, 'name' | 'firstName'>): string {
  return user.name || user.firstName || 'User';
}
