import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import serve from 'koa-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connection';
import { errorHandler, rethrowBodyError } from './middleware/error-handler';
import { sameOrigin } from './middleware/same-origin';
import { loadSession } from './middleware/session';
import { conditionalJson } from './middleware/conditional-json';
import { gzipInPlace } from './middleware/gzip-in-place';
import { answerCache } from './middleware/answer-cache';
import { unchangedListsFirst } from './middleware/list-version';
import { securityHeaders } from './middleware/security-headers';
import { authService } from './features/auth/auth.service';
import { takenEmailNotice } from './features/auth/taken-email-notice';
import { authRoutes } from './features/auth/auth.routes';
import { senderFor } from './features/auth/sender';
import type { ClientConfig } from '@shared/schemas/auth';
import { MAX_JSON_BYTES } from '@shared/limits';
import type { DataFiles } from './storage/files';
import type { Ports } from './adapters/ports';
import { invitationsService } from './features/invitations/invitations.service';
import { invitationLists, invitationsRoutes } from './features/invitations/invitations.routes';
import { sendingService } from './features/invitations/sending.service';
import { contactsService } from './features/contacts/contacts.service';
import { contactLists, contactsRoutes } from './features/contacts/contacts.routes';
import { placesRoutes } from './features/places/places.routes';
import { storageQuota } from './storage/storage-quota';

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  files: DataFiles;
  ports: Ports;
  /** Starts queued pipeline work at once. */
  wake: () => void;
  /** The built PWA (vite build output); absent in API-only tests. */
  pwaDir?: string;
}

/** Builds the Koa app: middleware order, feature routers, the built PWA. Never listens (tests use it). */
export function createApp({ config, db, files, ports, wake, pwaDir }: AppDeps): Koa {
  // Koa keeps the right-most `maxIpsCount` X-Forwarded-For entries (the ones our proxies wrote) and takes the first of them.
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY_HOPS });
  const auth = authService(db, {
    senderNameDefault: config.SENDER_NAME,
    tellOwnerOfTakenEmail: (email) =>
      void ports.mailer.send(takenEmailNotice(email)).catch((err: unknown) => {
        if (config.LOG_LEVEL !== 'silent') console.warn(`[sahayak] could not tell ${email} of a registration with their address:`, err instanceof Error ? err.message : err);
      }),
  });
  const quota = storageQuota(db, config.ORG_STORAGE_QUOTA_MB);
  const invitations = invitationsService({ db, files, wake, quota });
  const contacts = contactsService({ db, files, ports, quota });
  const sending = sendingService({ db, files, ports, senderOf: (orgId) => senderFor(db, orgId, config.SENDER_NAME), quota });

  app.context.answers = answerCache();
  app.use(errorHandler);
  app.use(securityHeaders(config.TILE_URL));
  // Before compression, body parsing and routing: the polling and refetches of unchanged lists cost little else.
  app.use(unchangedListsFirst({ ...contactLists(contacts), ...invitationLists(invitations) }, auth.userForToken));
  // Text answers (the app's scripts, lists of letters) shrink 3-5× on the slow networks phones are on.
  app.use(compress({ threshold: COMPRESS_THRESHOLD, br: false }));
  app.use(gzipInPlace({ threshold: COMPRESS_THRESHOLD, maxBytes: 128 * 1024 }));
  app.use(conditionalJson);
  app.use(sameOrigin);
  const body = koaBody({ jsonLimit: MAX_JSON_BYTES, formLimit: MAX_JSON_BYTES, textLimit: MAX_JSON_BYTES, multipart: false, jsonStrict: true, onError: rethrowBodyError });
  // GET and HEAD carry no body to read: most requests (lists, polling, files) skip the parser.
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : body(ctx, next)));
  app.use(loadSession(auth.userForToken));

  const misc = new Router({ prefix: '/api' });
  misc.get('/config', (ctx) => {
    const body: ClientConfig = { socialMediaUrl: config.SOCIAL_MEDIA_URL };
    ctx.body = body;
  });
  misc.get('/health', (ctx) => {
    ctx.body = { ok: true };
  });

  // One router over every feature's routes: a request is matched once, not tried against each feature in turn.
  const routes = new Router();
  for (const router of [misc, authRoutes(auth), invitationsRoutes(invitations, sending), contactsRoutes(contacts), placesRoutes(ports.geocoder, { tileUrl: config.TILE_URL ?? null })]) {
    routes.use(router.routes());
  }
  app.use(routes.routes());
  app.use(routes.allowedMethods());

  if (pwaDir && existsSync(join(pwaDir, 'index.html'))) mountPwa(app, pwaDir);
  return app;
}

/** Serves the built PWA; any other GET that wants HTML gets index.html (the client router decides). */
function mountPwa(app: Koa, pwaDir: string) {
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/profile-images/')) return next();
    // The share sheet's POST is the service worker's (pwa/public/share-target-sw.js); reaching the
    // server means no worker was running, so nothing was kept: /share says so.
    if (ctx.method === 'POST' && ctx.path === '/share-target') {
      ctx.status = 303;
      return ctx.redirect('/share?received=0');
    }
    // The service worker and its manifest must never be cached by the HTTP cache, or updates stall.
    if (/^\/(sw\.js|share-target-sw\.js|workbox-[\w-]+\.js|registerSW\.js|manifest\.webmanifest)$/.test(ctx.path)) ctx.set('Cache-Control', 'no-cache');
    else if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    await next();
  });
  app.use(serve(pwaDir, { index: false, defer: false }));
  app.use(async (ctx, next) => {
    // A missing asset (a path with an extension) is a real 404, not the app shell.
    const isAsset = /\.[a-z0-9]+$/i.test(ctx.path);
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api/') || ctx.body !== undefined || isAsset || !ctx.accepts('html')) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    // Read per request: a rebuild while the server runs must not serve stale asset names.
    ctx.body = readFileSync(join(pwaDir, 'index.html'));
  });
}
