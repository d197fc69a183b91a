/**
 * Invitations: the query-key factory, the fetchers and the hooks of every invitation call
 * (spec §7). Mutations update or invalidate the cache through `invitationKeys`, never through
 * string literals.
 */
import { rememberLetterLanguage } from './last-language';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Invitation as InvitationSchema,
  SendAnswer as SendAnswerSchema,
  UploadAnswer as UploadAnswerSchema,
  WhatsAppAnswer as WhatsAppAnswerSchema,
  type Invitation,
  type RegenerateBody,
  type SendAnswer,
  type SaveEditBody,
  type UploadAnswer,
  type WhatsAppAnswer,
} from '@shared/schemas/invitations';
import { InvitationSummary as InvitationSummarySchema, summaryOfInvitation, type InvitationSummary } from '@shared/schemas/invitation-summaries';
import { apiPaths } from '@shared/api-paths';
import type { Language } from '@shared/limits';
import { apiJson, apiRequest } from '@pwa/lib/http';
import { CAPTURE_MUTATION, submit } from '@pwa/offline/capture';
import { downscalePhoto } from '@pwa/offline/downscale';

export type LetterTab = SaveEditBody['tab'];

export const invitationKeys = {
  all: () => ['invitations'] as const,
  list: () => [...invitationKeys.all(), 'list'] as const,
  detail: (id: number) => [...invitationKeys.all(), 'detail', id] as const,
};

/** The statuses after which nothing changes on its own any more (polling stops). */
export const isFinished = (status: Invitation['status'] | undefined) => status === 'completed' || status === 'error';

/** Newest first by createdAt (the server already sorts; this keeps the screens right regardless). */
export const newestFirst = <T extends Pick<Invitation, 'createdAt'>>(items: readonly T[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const invitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.list(),
    // The cards' fields only; a screen that needs a letter asks for its invitation (invitationQuery).
    queryFn: async () => InvitationSummarySchema.array().parse(await apiJson<unknown>('GET', apiPaths.invitations)),
  });

export const invitationQuery = (id: number) =>
  queryOptions({
    queryKey: invitationKeys.detail(id),
    queryFn: async () => InvitationSchema.parse(await apiJson<unknown>('GET', apiPaths.invitation(id))),
  });

/** A fixed poll interval, or one chosen from the latest data (e.g. fast while processing). */
type Interval = number | false | ((invitation: Invitation | undefined) => number | false);

/** The list; `refetchInterval` may depend on it (e.g. poll only while an invitation is unfinished). */
export function useInvitations({ refetchInterval = false }: { refetchInterval?: number | false | ((list: InvitationSummary[] | undefined) => number | false) } = {}) {
  return useQuery({
    ...invitationsQuery(),
    refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

/** One invitation; `refetchInterval` polls (spec §7: 1 s while processing, 10 s on the details page). */
export function useInvitation(id: number | null, { refetchInterval = false }: { refetchInterval?: Interval } = {}) {
  return useQuery({
    ...invitationQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

/** Where a capture ended up: at the server, or safe on the device until the network returns. */
export type CaptureResult = { kind: 'uploaded'; answer: UploadAnswer } | { kind: 'saved' };

/**
 * Start Processing: the photo is shrunk on the device (keeping the name the user knows it by;
 * the server reads the type from the bytes) and kept in the outbox first, then sent
 * with its client id as Idempotency-Key. Offline (or the server unreachable) it stays there and
 * is sent later; a refusal (4xx) is thrown for the screen to show, and the capture forgotten.
 */
export async function captureInvitation(v: { file: File; language: Language; clientId: string }): Promise<CaptureResult> {
  rememberLetterLanguage(v.language);
  const blob = await downscalePhoto(v.file);
  const done = await submit({ kind: 'invitation', clientId: v.clientId, payload: { language: v.language }, blob, fileName: v.file.name });
  return done.kind === 'sent' ? { kind: 'uploaded', answer: UploadAnswerSchema.parse(done.result) } : { kind: 'saved' };
}

export function useUploadInvitation() {
  const client = useQueryClient();
  return useMutation({
    ...CAPTURE_MUTATION,
    mutationFn: captureInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.list() }),
  });
}

/** Start Over: forget every cached invitation (spec §4). */
export function useClearInvitationCache() {
  const client = useQueryClient();
  return () => client.removeQueries({ queryKey: invitationKeys.all() });
}

/** Replaces one invitation in the detail and list caches. */
function putInvitation(client: QueryClient, invitation: Invitation) {
  client.setQueryData(invitationKeys.detail(invitation.id), invitation);
  client.setQueryData<InvitationSummary[]>(invitationKeys.list(), (list) => list?.map((item) => (item.id === invitation.id ? summaryOfInvitation(invitation) : item)));
}

/** Applies a change to the cached copies of one invitation (detail and list), if any. */
function patchInvitation(client: QueryClient, id: number, patch: Partial<Invitation>) {
  client.setQueryData<Invitation>(invitationKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
  // The list holds only the cards' fields: of the patch, only the inviter's email shows there.
  if ('inviterEmail' in patch) {
    const inviterEmail = patch.inviterEmail ?? null;
    client.setQueryData<InvitationSummary[]>(invitationKeys.list(), (list) => list?.map((item) => (item.id === id ? { ...item, inviterEmail } : item)));
  }
}

/** After a call whose answer is not an Invitation: fetch the detail again (it carries deliveries, contacts). */
const refreshInvitation = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: invitationKeys.detail(id) }),
    client.invalidateQueries({ queryKey: invitationKeys.list(), refetchType: 'none' }),
  ]);

export function useUpdateInviterEmail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviterEmail: string) => apiJson<unknown>('POST', apiPaths.invitationAction(id, 'update-email'), { inviterEmail }),
    onSuccess: (_answer, inviterEmail) => patchInvitation(client, id, { inviterEmail: inviterEmail || null }),
  });
}

/** `inviterPhone`: digits with the country code and no plus; '' clears it. */
export function useUpdateInviterPhone(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviterPhone: string) => apiJson<unknown>('POST', apiPaths.invitationAction(id, 'update-phone'), { inviterPhone }),
    onSuccess: (_answer, inviterPhone) => patchInvitation(client, id, { inviterPhone: inviterPhone || null }),
  });
}

export function useSendToInviter(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (finalLetter: string): Promise<SendAnswer> =>
      SendAnswerSchema.parse(await apiJson<unknown>('POST', apiPaths.invitationAction(id, 'send-to-inviter'), { finalLetter })),
    onSettled: () => refreshInvitation(client, id),
  });
}

/** WhatsApp: sent by the server, or a click-to-chat link (`openUrl`) for the browser to open. */
export function useSendWhatsApp(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (finalLetter: string): Promise<WhatsAppAnswer> =>
      WhatsAppAnswerSchema.parse(await apiJson<unknown>('POST', apiPaths.invitationAction(id, 'send-letter'), { finalLetter })),
    onSettled: () => refreshInvitation(client, id),
  });
}

export function useSendForReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (finalLetter: string): Promise<SendAnswer> =>
      SendAnswerSchema.parse(await apiJson<unknown>('POST', apiPaths.invitationAction(id, 'send-letter-for-review'), { finalLetter })),
    onSettled: () => refreshInvitation(client, id),
  });
}

/** 'wedding-card.jpg' → 'wedding-card_response_letter.pdf' (spec §7). */
export function pdfFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, '') || 'invitation';
  return `${base}_response_letter.pdf`;
}

/** Asks the server for the PDF of `letterContent` and saves it through a temporary download link. */
export function useDownloadPdf(invitation: Pick<Invitation, 'id' | 'fileName'>) {
  return useMutation({
    mutationFn: async (letterContent: string) => {
      const res = await apiRequest('POST', apiPaths.invitationAction(invitation.id, 'download-pdf'), { letterContent });
      const url = URL.createObjectURL(await res.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = pdfFileName(invitation.fileName);
        document.body.appendChild(link);
        link.click();
        link.remove();
      } finally {
        // Revoking at once can cancel the download in some browsers.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
    },
  });
}

/** PUT /letters: the edit of one tab; `keepalive` for the flush when the page hides or closes. */
export async function saveLetterEdit(id: number, body: SaveEditBody, { keepalive = false } = {}): Promise<void> {
  await apiRequest('PUT', apiPaths.invitationAction(id, 'letters'), body, {}, { keepalive });
}

/** Puts a saved edit into the cached invitation, so a remount shows it without a refetch. */
export function rememberLetterEdit(client: QueryClient, id: number, { tab, text }: SaveEditBody) {
  patchInvitation(client, id, tab === 'normal' ? { editedLetter: text } : { editedLetterFinetuned: text });
}

/** Writes both letters again from corrected details; the answer is the invitation, now 'generating'. */
export function useRegenerateLetters(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegenerateBody) =>
      InvitationSchema.parse(await apiJson<unknown>('POST', apiPaths.invitationAction(id, 'regenerate'), body)),
    onSuccess: (invitation) => putInvitation(client, invitation),
  });
}
