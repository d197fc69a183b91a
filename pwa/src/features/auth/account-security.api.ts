import { useMutation } from '@tanstack/react-query';
import type { AssistantPasswordBody, PasswordChangeBody } from '@shared/schemas/auth';
import { apiJson } from '@pwa/lib/http';

type Answer = { message: string };

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => apiJson<Answer>('PUT', '/api/auth/password', body) });

export const useResetAssistantPassword = () =>
  useMutation({ mutationFn: (body: AssistantPasswordBody) => apiJson<Answer>('PUT', '/api/organization/assistant/password', body) });

/** Ends every session of the user on the server; the caller then clears this device as a Log out does. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: () => apiJson<Answer>('POST', '/api/auth/logout-everywhere') });
