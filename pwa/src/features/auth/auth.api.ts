import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientConfig, LoginBody, OrganizationSettings, OrganizationUpdateBody, ProfileUpdateBody, RegisterBody, User } from '@shared/schemas/auth';
import { apiJson, getQueryFn } from '@pwa/lib/http';

export const authKeys = {
  user: () => ['/api/auth/user'] as const,
  samparkOnly: () => ['/api/user/is-sampark-only'] as const,
  organization: () => ['/api/organization'] as const,
  config: () => ['/api/config'] as const,
};

export const currentUserQuery = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: getQueryFn<User>({ on401: 'returnNull' }), retry: false });

/** The signed-in user, or null; authentication is decided by this call (spec §4). */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data && !query.error, query };
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
    mutationFn: () => apiJson<unknown>('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Nothing of the signed-out user may stay on the device. The user query itself is kept
      // (set to null) so that every mounted observer learns of the sign-out at once.
      client.setQueryData(authKeys.user(), null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.user()[0] });
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
