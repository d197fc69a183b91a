import Router from '@koa/router';
import { storedFileBody } from '../../storage/files';
import type { Context, Next } from 'koa';
import { type z } from 'zod';
import { IdParam } from '@shared/schemas/common';
import { phoneDigits } from '@shared/helpers/phone';
import { FinalLetterBody, PdfBody, RegenerateBody, SaveEditBody, UpdateEmailBody, UpdatePhoneBody, UploadFields, type UploadAnswer, type WhatsAppAnswer } from '@shared/schemas/invitations';
import { validate } from '../../middleware/validate';
import { UPLOAD_LIMIT } from '@shared/limits';
import { currentUser, requireUser, type SignedInUser } from '../../middleware/session';
import { byUser, rateLimit } from '../../middleware/rate-limit';
import { receiveFile, type ReceivedFile } from '../../middleware/upload';
import { unchangedList, type VersionedList } from '../../middleware/list-version';
import { idempotencyKey } from '../../middleware/idempotency';
import { badRequest, forbidden } from '../../errors';
import type { InvitationsService } from './invitations.service';
import type { SendingService } from './sending.service';
import { presentInvitationSummary, presentInvitation } from './invitation.presenter';

type Input<T> = { params: { id: number }; body: T };
const input = <T>(ctx: Context) => ctx.state.input as Input<T>;
const byId = validate({ params: IdParam });

/** An assistant limited to the network (the admin's switch) has no letters: held here, not only by the screens. */
const mayReadLetters = (user: SignedInUser) => user.sampark_only !== 1;

async function requireLetterAccess(ctx: Context, next: Next): Promise<void> {
  if (!mayReadLetters(currentUser(ctx))) throw forbidden('Your account is limited to the professional network.');
  await next();
}

/** The history list by path. Who sees which letter depends on the viewer: the tag names the user, not only the organization. */
export function invitationLists(invitations: InvitationsService) {
  return {
    '/api/invitations': { name: (user) => `invitations-u${user.id}`, versionOf: invitations.listVersion, readableBy: mayReadLetters },
  } satisfies Record<string, VersionedList>;
}

/** One invitation, tagged by the same version (its row and deliveries are the list's): the 1 s polling of a letter in progress and the details page's refetch. */
const invitationRecord = (invitations: InvitationsService): VersionedList => ({
  name: (user, ctx) => `invitation-${input(ctx).params.id}-u${user.id}`,
  versionOf: invitations.listVersion,
  readableBy: (user, ctx) => invitations.isVisible(user, input(ctx).params.id),
});

/** /api/invitations…: thin, parse → call → present. */
export function invitationsRoutes(invitations: InvitationsService, sending: SendingService): Router {
  const router = new Router({ prefix: '/api/invitations' });
  router.use(requireUser, requireLetterAccess);

  router.get('/', unchangedList(invitationLists(invitations)['/api/invitations']), (ctx) => {
    const user = currentUser(ctx);
    // What the History cards show; the letters, details and deliveries come with GET /api/invitations/{id}.
    ctx.body = invitations.listRows(user).map((row) => presentInvitationSummary(row, user.id));
  });

  const uploads = rateLimit({
    limit: UPLOAD_LIMIT.uploads,
    windowMs: UPLOAD_LIMIT.windowMs,
    key: byUser,
    message: 'Too many photos uploaded in a short time. Please wait a few minutes; photos waiting on this device are kept and sent later.',
  });
  router.post('/', uploads, idempotencyKey, receiveFile('image'), validate({ body: UploadFields }), async (ctx) => {
    const file = ctx.state.file as ReceivedFile | undefined;
    if (!file) throw badRequest('Please select an image to upload.', { image: 'Please select an image to upload.' });
    const { row, created } = await invitations.upload(currentUser(ctx), {
      clientId: ctx.state.idempotencyKey ?? null,
      bytes: file.bytes,
      originalName: file.originalName,
      language: (ctx.state.input as { body: UploadFields }).body.language,
    });
    ctx.status = created ? 201 : 200;
    const body: UploadAnswer = { id: row.id, status: row.status };
    ctx.body = body;
  });

  router.get('/:id', byId, unchangedList(invitationRecord(invitations)), (ctx) => {
    const { row, deliveries } = invitations.get(currentUser(ctx), input(ctx).params.id);
    ctx.body = presentInvitation(row, deliveries, currentUser(ctx).id);
  });

  router.delete('/:id', byId, async (ctx) => {
    await invitations.remove(currentUser(ctx), input(ctx).params.id);
    ctx.status = 204;
  });

  router.get('/:id/image', byId, async (ctx) => {
    const row = invitations.mustGet(currentUser(ctx), input(ctx).params.id);
    ctx.type = 'image/jpeg';
    // Not kept by the HTTP cache, for the same reason as profile photos (contacts.routes.ts).
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await storedFileBody(row.image_path);
  });

  router.post('/:id/update-email', byId, validate({ body: UpdateEmailBody }), (ctx) => {
    const { params, body } = input<z.infer<typeof UpdateEmailBody>>(ctx);
    invitations.updateEmail(currentUser(ctx), params.id, body.inviterEmail);
    ctx.body = { message: 'Email updated', inviterEmail: body.inviterEmail || null };
  });

  router.post('/:id/update-phone', byId, validate({ body: UpdatePhoneBody }), (ctx) => {
    const { params, body } = input<z.infer<typeof UpdatePhoneBody>>(ctx);
    invitations.updatePhone(currentUser(ctx), params.id, body.inviterPhone);
    ctx.body = { message: 'Phone updated', inviterPhone: phoneDigits(body.inviterPhone) || null };
  });

  router.put('/:id/letters', byId, validate({ body: SaveEditBody }), (ctx) => {
    const { params, body } = input<z.infer<typeof SaveEditBody>>(ctx);
    invitations.saveEdit(currentUser(ctx), params.id, body);
    ctx.status = 204;
  });

  router.post('/:id/regenerate', byId, validate({ body: RegenerateBody }), (ctx) => {
    const { params, body } = input<z.infer<typeof RegenerateBody>>(ctx);
    const user = currentUser(ctx);
    invitations.regenerate(user, params.id, body);
    const { row, deliveries } = invitations.get(user, params.id);
    ctx.status = 202;
    ctx.body = presentInvitation(row, deliveries, currentUser(ctx).id);
  });

  router.post('/:id/download-pdf', byId, validate({ body: PdfBody }), async (ctx) => {
    const { params, body } = input<z.infer<typeof PdfBody>>(ctx);
    const pdf = await sending.pdf(invitations.mustGet(currentUser(ctx), params.id), body.letterContent);
    ctx.attachment(pdf.filename);
    ctx.type = pdf.contentType;
    ctx.body = pdf.content;
  });

  router.post('/:id/send', byId, async (ctx) => {
    const user = currentUser(ctx);
    const receipt = await sending.sendStored(user, invitations.mustGet(user, input(ctx).params.id));
    ctx.body = { message: 'Email sent', status: receipt.status };
  });

  router.post('/:id/send-to-inviter', byId, validate({ body: FinalLetterBody }), async (ctx) => {
    const { params, body } = input<z.infer<typeof FinalLetterBody>>(ctx);
    const user = currentUser(ctx);
    const receipt = await sending.sendToInviter(user, invitations.mustGet(user, params.id), body.finalLetter);
    ctx.body = { message: 'Email sent', status: receipt.status };
  });

  router.post('/:id/send-letter-for-review', byId, validate({ body: FinalLetterBody }), async (ctx) => {
    const { params, body } = input<z.infer<typeof FinalLetterBody>>(ctx);
    const user = currentUser(ctx);
    const receipt = await sending.sendForReview(user, invitations.mustGet(user, params.id), body.finalLetter);
    ctx.body = { message: 'Letter sent for review', status: receipt.status };
  });

  router.post('/:id/send-letter', byId, validate({ body: FinalLetterBody }), async (ctx) => {
    const { params, body } = input<z.infer<typeof FinalLetterBody>>(ctx);
    const answer: WhatsAppAnswer = await sending.sendWhatsApp(invitations.mustGet(currentUser(ctx), params.id), body.finalLetter);
    ctx.body = answer;
  });

  return router;
}
