import Router from '@koa/router';
import { storedFileBody } from '../../storage/files';
import type { Context } from 'koa';
import { IdParam } from '@shared/schemas/common';
import { ContactFields, DuplicateQuery, ExtractFields, type ImportAnswer } from '@shared/schemas/contacts';
import { MAX_IMPORT_BYTES } from '@shared/limits';
import { ContactExportQuery, ContactPageQuery, type ContactEvents } from '@shared/schemas/contact-pages';
import { ContactChangesQuery, type ContactChanges } from '@shared/schemas/contact-changes';
import { IMPORT_TOO_LARGE } from './contacts.service';
import { validate } from '../../middleware/validate';
import { currentUser, requireUser } from '../../middleware/session';
import { byUser, rateLimit } from '../../middleware/rate-limit';
import { receiveFile, type ReceivedFile } from '../../middleware/upload';
import { idempotencyKey } from '../../middleware/idempotency';
import { unchangedList, type VersionedList } from '../../middleware/list-version';
import { badRequest, notFound } from '../../errors';
import type { ContactsService } from './contacts.service';
import { presentContact, presentContactPageJson, presentContactSummary } from './contact.presenter';

const byId = validate({ params: IdParam });
const idOf = (ctx: Context) => (ctx.state.input as { params: { id: number } }).params.id;
/** JSON and multipart text fields alike (multipart ones arrive as strings): one schema. */
const contactInput = validate({ body: ContactFields });
const fieldsOf = (ctx: Context) => (ctx.state.input as { body: ContactFields }).body;
const extractInput = validate({ body: ExtractFields });
// One assistant scans a pile of 50 cards at an event, some twice: they wait in the reading
// pool's queue rather than being refused here.
const cardReads = () => rateLimit({ limit: 120, windowMs: 10 * 60_000, key: byUser, message: 'Too many cards read in a short time. Please wait a few minutes.' });


/** The lists tagged by the contacts' version, by path: the events change with the contacts, so the same version tags them. */
export function contactLists(contacts: ContactsService) {
  return {
    '/api/contacts': { name: () => 'contacts', versionOf: contacts.listVersion },
    '/api/contacts/events': { name: () => 'contact-events', versionOf: contacts.listVersion },
  } satisfies Record<string, VersionedList>;
}

/** /api/contacts…, and the organization's profile photos under /profile-images. */
export function contactsRoutes(contacts: ContactsService): Router {
  const lists = contactLists(contacts);
  const router = new Router();
  const api = new Router({ prefix: '/api/contacts' });
  api.use(requireUser);

  const pageInput = validate({ query: ContactPageQuery });
  const changesInput = validate({ query: ContactChangesQuery });
  // ?changedSince= asks what changed for the device's copy; anything else is the list or a page.
  const listInput = (ctx: Context, next: () => Promise<unknown>) => (ctx.query.changedSince === undefined ? pageInput(ctx, next) : changesInput(ctx, next));

  // The version is checked before the query is parsed: a 304 or a kept answer needs neither.
  api.get('/', unchangedList(lists['/api/contacts']), listInput, (ctx) => {
    const user = currentUser(ctx);
    if (ctx.query.changedSince !== undefined) {
      const { query } = ctx.state.input as { query: ContactChangesQuery };
      const { items, ...rest } = contacts.changes(user, Number(query.changedSince), query.limit);
      ctx.body = { items: items.map(presentContactSummary), ...rest } satisfies ContactChanges;
      return;
    }
    const { query } = ctx.state.input as { query: ContactPageQuery };
    // Without a limit, the spec's plain call: every contact.
    if (query.limit === undefined) {
      ctx.body = contacts.list(user).map(presentContact);
      return;
    }
    const { rowsJson, nextCursor } = contacts.summaryPage(user, { ...query, limit: query.limit });
    ctx.body = presentContactPageJson(rowsJson, nextCursor);
  });

  api.get('/events', unchangedList(lists['/api/contacts/events']), (ctx) => {
    ctx.body = { events: contacts.events(currentUser(ctx)) } satisfies ContactEvents;
  });

  api.get('/duplicates', validate({ query: DuplicateQuery }), (ctx) => {
    const { query } = ctx.state.input as { query: DuplicateQuery };
    ctx.body = contacts.duplicates(currentUser(ctx), query.phone, query.email, query.excludeId).map(presentContact);
  });

  const exportInput = validate({ query: ContactExportQuery });
  const exportQuery = (ctx: Context) => (ctx.state.input as { query: ContactExportQuery }).query;
  api.get('/export.vcf', exportInput, async (ctx) => {
    const text = await contacts.exportVCards(currentUser(ctx), exportQuery(ctx));
    ctx.attachment('sahayak-contacts.vcf');
    ctx.type = 'text/vcard; charset=utf-8';
    ctx.body = text;
  });

  api.get('/export.csv', exportInput, (ctx) => {
    ctx.attachment('sahayak-contacts.csv');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = contacts.exportCsv(currentUser(ctx), exportQuery(ctx));
  });

  const importFile = receiveFile('file', { maxBytes: MAX_IMPORT_BYTES, tooLargeMessage: IMPORT_TOO_LARGE });
  api.post('/import', importFile, async (ctx) => {
    const file = ctx.state.file as ReceivedFile | undefined;
    if (!file) throw badRequest('Choose a .vcf file to import', { file: 'Choose a .vcf file to import' });
    const text = file.bytes.toString('utf8');
    if (!/BEGIN:VCARD/i.test(text)) throw badRequest('This file holds no contacts (expected a .vcf vCard file)');
    const answer: ImportAnswer = await contacts.importVCards(currentUser(ctx), text);
    ctx.body = answer;
  });

  api.post('/extract', cardReads(), receiveFile('idCard'), extractInput, async (ctx) => {
    const file = ctx.state.file as ReceivedFile | undefined;
    if (!file) throw badRequest('Please select an ID card image first', { idCard: 'Please select an ID card image first' });
    ctx.body = await contacts.extract(file.bytes, (ctx.state.input as { body: ExtractFields }).body.language);
  });

  const create = async (ctx: Context, photo?: Buffer) => {
    const { row, created } = await contacts.create(currentUser(ctx), fieldsOf(ctx), (ctx.state.idempotencyKey as string | undefined) ?? null, photo);
    ctx.status = created ? 201 : 200;
    ctx.body = presentContact(row);
  };
  api.post('/', idempotencyKey, contactInput, (ctx) => create(ctx));
  api.post('/with-image', idempotencyKey, receiveFile('profileImage'), contactInput, (ctx) => create(ctx, (ctx.state.file as ReceivedFile | undefined)?.bytes));

  api.get('/:id', byId, (ctx) => {
    ctx.body = presentContact(contacts.get(currentUser(ctx), idOf(ctx)));
  });

  api.delete('/:id', byId, async (ctx) => {
    await contacts.remove(currentUser(ctx), idOf(ctx));
    ctx.status = 204;
  });

  api.put('/:id', byId, contactInput, async (ctx) => {
    ctx.body = presentContact(await contacts.update(currentUser(ctx), idOf(ctx), fieldsOf(ctx)));
  });
  api.put('/:id/with-image', byId, receiveFile('profileImage'), contactInput, async (ctx) => {
    const photo = (ctx.state.file as ReceivedFile | undefined)?.bytes;
    ctx.body = presentContact(await contacts.update(currentUser(ctx), idOf(ctx), fieldsOf(ctx), photo));
  });

  router.get('/profile-images/:file', requireUser, async (ctx) => {
    const path = contacts.imagePath(currentUser(ctx), ctx.params.file ?? '');
    if (!path) throw notFound('Image not found');
    ctx.type = 'image/jpeg';
    // Never kept by the browser's HTTP cache: another user of this browser must not be served it
    // without the server's say. Offline viewing comes from the service worker's photo cache, which
    // the app empties on sign-out and whenever the signed-in user changes.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await storedFileBody(path);
  });

  router.use(api.routes(), api.allowedMethods());
  return router;
}
