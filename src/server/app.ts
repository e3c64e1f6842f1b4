/**
 * Builds the Fastify app around an open database. Tests call this without
 * a port (app.inject); main.ts adds the port and the process signals.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { loadCommonPasswords } from '#shared/account/password-policy.ts';
import { isClientRoute } from '#shared/pages/client-routes.ts';
import { accountRoutes } from '#server/account/account.routes.ts';
import { sessionRoutes } from '#server/account/sessions.routes.ts';
import { outboxRoutes } from '#server/admin/outbox.routes.ts';
import { adminUserRoutes } from '#server/admin/users.routes.ts';
import { roleRoutes } from '#server/admin/roles.routes.ts';
import type { AppContext } from '#server/app-context.ts';
import { createAuth } from '#server/auth/auth.ts';
import { appendRefreshedSessionCookie } from '#server/auth/current-user.ts';
import { collegeRoutes } from '#server/colleges/colleges.routes.ts';
import { searchCollegesForViewer } from '#server/match/college-cards-match.ts';
import { myCollegeProgramRoutes } from '#server/colleges/my-college-programs.routes.ts';
import { collegeClaimRoutes } from '#server/colleges/college-claims.routes.ts';
import { collegeStaffRoutes } from '#server/colleges/college-staff.routes.ts';
import { collegeEditRoutes } from '#server/colleges/college-edit.routes.ts';
import { contentRoutes } from '#server/content/content.routes.ts';
import { authRoutes } from '#server/auth/auth.routes.ts';
import { alertRoutes } from '#server/alerts/alerts.routes.ts';
import { contactRoutes } from '#server/contact/contact.routes.ts';
import type { Database, ListenFn } from '#server/db/client.ts';
import type { EmailDelivery } from '#server/email/email-delivery.ts';
import { createMailer } from '#server/email/send-email.ts';
import { createJobQueue, type JobQueueOptions } from '#server/jobs/job-queue.ts';
import { jobRoutes } from '#server/jobs/jobs.routes.ts';
import { flagRoutes } from '#server/flags/flags.routes.ts';
import { functionRoutes } from '#server/functions/functions.routes.ts';
import { frameworkErrorHandler, registerErrorHandler } from '#server/http/error-handler.ts';
import { openApiTransform } from '#server/http/openapi-document.ts';
import { createRateLimitStoreClass } from '#server/http/rate-limit-store.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type SignInFailureLimit } from '#server/http/rate-limits.ts';
import { healthRoutes } from '#server/http/health.routes.ts';
import { sitePages } from '#server/http/site-page.ts';
import { pagePreloadLink, readRoutePreloads } from '#server/http/page-preloads.ts';
import { chooseEncoding, htmlCompressor } from '#server/http/compressed-html.ts';
import { registerResponseCompression } from '#server/http/compressed-responses.ts';
import { imageRoutes } from '#server/images/images.routes.ts';
import { registerOriginCheck } from '#server/http/origin-check.ts';
import { trustedOriginsFor } from '#server/http/trusted-origins.ts';
import { registerRouteAccess } from '#server/http/route-access.ts';
import { registerSecurityHeaders } from '#server/http/security-headers.ts';
import { registerTextInputGuard } from '#server/http/text-input-guard.ts';
import { interestFormRoutes } from '#server/interest-forms/interest-forms.routes.ts';
import { listRoutes } from '#server/lists/lists.routes.ts';
import { savedSearchRoutes } from '#server/saved-searches/saved-searches.routes.ts';
import { matchRoutes } from '#server/match/match.routes.ts';
import { matchmakingRoutes } from '#server/matchmaking/matchmaking.routes.ts';
import { matchmakingCollegeRoutes } from '#server/matchmaking/matchmaking-college.routes.ts';
import { submissionRoutes } from '#server/submissions/submissions.routes.ts';
import { guardianRoutes } from '#server/guardians/guardians.routes.ts';
import { messagingRoutes } from '#server/messaging/messaging.routes.ts';
import { mrCooldownRoutes } from '#server/mr-cooldowns/mr-cooldowns.routes.ts';
import { newsRoutes } from '#server/news/news.routes.ts';
import { pipelineRoutes } from '#server/pipeline/pipeline.routes.ts';
import { pointsRoutes } from '#server/points/points.routes.ts';
import { playerCardRoutes } from '#server/profiles/player-card.routes.ts';
import { playerRecruitingRoutes } from '#server/player-recruiting/player-recruiting.routes.ts';
import { recruitingNotificationRoutes } from '#server/player-recruiting/recruiting-notifications.routes.ts';
import { profileViewRoutes } from '#server/profile-views/profile-views.routes.ts';
import { outcomeRoutes } from '#server/outcomes/outcomes.routes.ts';
import { playerRoutes } from '#server/profiles/players.routes.ts';
import { profileSetupRoutes } from '#server/profiles/profile-setup.routes.ts';
import { playerSearchRoutes } from '#server/profiles/player-search.routes.ts';
import { WEB_DIST_DIR } from '#server/project-root.ts';
import { createNotifyRealtimeBus } from '#server/realtime/notify-realtime-bus.ts';
import { loadConversationMessage } from '#server/messaging/messaging-sql.ts';
import { createRealtimeHub } from '#server/realtime/realtime-hub.ts';
import { realtimeRoutes } from '#server/realtime/realtime.routes.ts';
import { teamScheduleRoutes } from '#server/teams/schedule.routes.ts';
import { teamContractRoutes } from '#server/teams/contracts.routes.ts';
import { teamCalendarLinkRoutes } from '#server/teams/team-calendar-link.routes.ts';
import { practiceRsvpRoutes } from '#server/teams/practice-rsvp.routes.ts';
import { teamBrandRoutes } from '#server/teams/team-brand.routes.ts';
import { teamRoutes } from '#server/teams/teams.routes.ts';
import { teamPlayerRoutes } from '#server/team-players/team-players.routes.ts';
import { trackingRoutes } from '#server/tracking/tracking.routes.ts';
import { analyticsRoutes } from '#server/analytics/analytics.routes.ts';
import { createTrackedPointsQueue } from '#server/points/tracked-points-queue.ts';
import { createBilling, type BillingOptions } from '#server/subscriptions/billing.ts';
import { stripeWebhookRoutes } from '#server/subscriptions/stripe-webhook.routes.ts';
import { subscriptionRoutes } from '#server/subscriptions/subscriptions.routes.ts';
import { marketingRoutes } from '#server/marketing/marketing.routes.ts';
import { shortLinkApiRoutes, shortLinkRedirectRoutes } from '#server/short-links/short-links.routes.ts';
import { recruitingDashboardRoutes } from '#server/recruiting-dashboard/recruiting-dashboard.routes.ts';
import { homeRoutes } from '#server/home/home.routes.ts';
import { createRequestQueue, registerRequestQueue, type RequestQueueOptions } from '#server/http/request-queue.ts';

export interface BuildAppOptions {
  db: Database;
  authSecret: string;
  baseUrl: string;
  /** Origins besides BASE_URL's (and its loopback spellings) whose pages may use the API: TRUSTED_ORIGINS. */
  trustedOrigins?: readonly string[];
  secureCookies?: boolean;
  /** SMTP, the readable outbox (development and tests only) or none; default none (email/email-delivery.ts). */
  emailDelivery?: EmailDelivery;
  mailFrom?: string;
  staffEmail?: string;
  /** Sign-up, reset, claim and confirmation requests per client address (AUTH_RATE_LIMIT_*). */
  authRateLimit?: RateLimitSettings;
  /** Failed sign-ins per account and address, and per address (SIGN_IN_*_FAILURE_*). */
  signInFailureLimit?: SignInFailureLimit;
  /** Messages sent per account; default 30 per 10 s. */
  messageRateLimit?: RateLimitSettings;
  /** People searches by email address per account; default 30 per minute. */
  emailSearchRateLimit?: RateLimitSettings;
  /** College staff invitations sent per account; default 30 per 10 minutes. */
  collegeStaffInviteRateLimit?: RateLimitSettings;
  /** Public interest form reads per client address; default 120 per minute. */
  publicFormViewRateLimit?: RateLimitSettings;
  /** Interest form submissions per client address; default 20 per minute. */
  formSubmissionRateLimit?: RateLimitSettings;
  /** New visitor (signed-out) submissions per form, over all addresses; default 100 per hour (docs/decisions/038). */
  formVisitorSubmissionRateLimit?: RateLimitSettings;
  /** Application link requests per client address; default 60 per minute. */
  applicationLinkRateLimit?: RateLimitSettings;
  /** Short links followed and their status asked, per client address; default 60 per minute (docs/decisions/039). */
  shortLinkRateLimit?: RateLimitSettings;
  /** Tracking batches per signed-in session; default 120 per minute (docs/decisions/044). */
  trackingRateLimit?: RateLimitSettings;
  /** Tracking batches of visitors per client address; default 600 per minute (docs/decisions/044). */
  anonymousTrackingRateLimit?: RateLimitSettings;
  /** process-points calls (POST /api/points/events) per account (POINTS_EVENTS_RATE_LIMIT_*). */
  pointsEventRateLimit?: RateLimitSettings;
  /** Image uploads per account (docs/decisions/057). */
  imageUploadRateLimit?: RateLimitSettings;
  /**
   * Fastify's trustProxy (TRUST_PROXY, docs/decisions/017): off by default.
   * The proxies' addresses/CIDRs (or true, or a hop count, when the app is
   * reachable only through the proxy) make request.ip the forwarded client,
   * so rate limits count each client behind the proxy on its own.
   */
  trustProxy?: boolean | number | string[];
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web client from dist/web (production). */
  serveWeb?: boolean;
  /** Where the built web client is (default dist/web; tests point it at a stand-in). */
  webRoot?: string;
  /** The route chunks of each page (default: `<webRoot>-manifest/route-preloads.json`; docs/decisions/098). */
  routePreloadsFile?: string;
  /** Where the pages rendered at build time are (default: beside webRoot, `<webRoot>-prerendered`; docs/decisions/088). */
  prerenderedRoot?: string;
  /**
   * LISTEN on the database (DatabaseHandle.listen): realtime events then
   * reach the sockets of every server process on it. Without it they reach
   * only this process's sockets (scripts and tools that serve no browser).
   */
  listen?: ListenFn;
  /** Websocket keepalive period (ping, drop the silent, close ended sessions); default 25 s. */
  realtimeKeepaliveMs?: number;
  /** Websockets one user may hold on this process; past it the oldest closes (4429). Default 20. */
  realtimeMaxSocketsPerUser?: number;
  /** Stripe keys and price ids (STRIPE_*; docs/decisions/046); without them billing is not configured. */
  billing?: BillingOptions;
  /**
   * The durable job queue (docs/decisions/056): TRACKING_RETENTION_DAYS for
   * its retention and rollup jobs, and (tests) shorter timings, schedules or
   * retry policies. Jobs run only in a process that calls
   * `app.ctx.jobs.startWorkers(app.ctx)` (main.ts; tests that need it).
   */
  jobs?: Partial<Omit<JobQueueOptions, 'db' | 'log'>>;
  /** Called for every route as it registers (tests use it to walk every route). */
  onRoute?: (route: RouteOptions) => void;
  /** How long the landing page's figures are kept in the process (docs/decisions/070); default 60 s, tests 0. */
  landingFiguresTtlMs?: number;
  /**
   * At most this many API requests at once, the others wait in a bounded queue with a deadline and are
   * answered 503 with Retry-After past it (REQUEST_QUEUE_*; docs/decisions/086). Without it, no queue.
   */
  requestQueue?: RequestQueueOptions;
}

/**
 * TRUST_PROXY for Fastify: addresses/CIDRs and true as they are; a hop count
 * as "trust the nearest n hops" (Fastify itself ignores a bare number).
 */
function fastifyTrustProxy(setting: BuildAppOptions['trustProxy']) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

/** Bodies above this are refused with 413; nothing the API takes is larger. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(options: BuildAppOptions) {
  // The password rule's common-password list, before any route validates a password.
  await loadCommonPasswords();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const emailDelivery = options.emailDelivery ?? { kind: 'none' };
  const jobs = createJobQueue({ trackingRetentionDays: 180, ...options.jobs, db: options.db, log: app.log });
  // The pgboss schema and queues exist before any request adds a job (inside a transaction, a first-use install
  // would wait on PGlite's one connection): a check of a few statements where they exist already.
  await jobs.install();
  const mailer = createMailer(options.db, {
    delivery: emailDelivery,
    from: options.mailFrom ?? 'Esports Recruiting <no-reply@localhost>',
    jobs,
  });
  const trustedOrigins = trustedOriginsFor(options.baseUrl, options.trustedOrigins);
  const realtimeHub = createRealtimeHub({
    db: options.db,
    log: app.log,
    keepaliveMs: options.realtimeKeepaliveMs,
    maxSocketsPerUser: options.realtimeMaxSocketsPerUser,
  });
  const realtime = createNotifyRealtimeBus({
    db: options.db,
    hub: realtimeHub,
    log: app.log,
    listen: options.listen,
    loadMessage: loadConversationMessage,
  });
  const ctx: AppContext = {
    db: options.db,
    mailer,
    jobs,
    emailDelivery,
    baseUrl: options.baseUrl,
    trustedOrigins,
    staffEmail: options.staffEmail ?? 'staff@localhost',
    log: app.log,
    realtime,
    billing: createBilling(options.billing),
    trackedPoints: createTrackedPointsQueue(options.db, app.log),
    auth: createAuth({
      db: options.db,
      mailer,
      secret: options.authSecret,
      baseUrl: options.baseUrl,
      trustedOrigins,
      secureCookies: options.secureCookies ?? false,
      log: app.log,
      // Every session better-auth ends (sign-out, revoked by a reset or change) closes its sockets everywhere.
      onSessionEnded: (session) => realtime.endSessions([{ userId: session.userId, sessionId: session.id }]),
    }),
  };
  app.decorate('ctx', ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('rateLimits', {
    auth: options.authRateLimit ?? DEFAULT_RATE_LIMITS.auth,
    signInFailures: options.signInFailureLimit ?? DEFAULT_RATE_LIMITS.signInFailures,
    messageSends: options.messageRateLimit ?? DEFAULT_RATE_LIMITS.messageSends,
    emailSearches: options.emailSearchRateLimit ?? DEFAULT_RATE_LIMITS.emailSearches,
    collegeStaffInvites: options.collegeStaffInviteRateLimit ?? DEFAULT_RATE_LIMITS.collegeStaffInvites,
    publicFormViews: options.publicFormViewRateLimit ?? DEFAULT_RATE_LIMITS.publicFormViews,
    formSubmissions: options.formSubmissionRateLimit ?? DEFAULT_RATE_LIMITS.formSubmissions,
    formVisitorSubmissions: options.formVisitorSubmissionRateLimit ?? DEFAULT_RATE_LIMITS.formVisitorSubmissions,
    applicationLinks: options.applicationLinkRateLimit ?? DEFAULT_RATE_LIMITS.applicationLinks,
    shortLinkOpens: options.shortLinkRateLimit ?? DEFAULT_RATE_LIMITS.shortLinkOpens,
    trackingBatches: options.trackingRateLimit ?? DEFAULT_RATE_LIMITS.trackingBatches,
    anonymousTrackingBatches: options.anonymousTrackingRateLimit ?? DEFAULT_RATE_LIMITS.anonymousTrackingBatches,
    pointsEvents: options.pointsEventRateLimit ?? DEFAULT_RATE_LIMITS.pointsEvents,
    imageUploads: options.imageUploadRateLimit ?? DEFAULT_RATE_LIMITS.imageUploads,
  });

  registerErrorHandler(app);
  // The first onRequest hook: a request refused for overload costs nothing else, not even a statement.
  if (options.requestQueue) registerRequestQueue(app, createRequestQueue(options.requestQueue));
  app.addHook('onSend', appendRefreshedSessionCookie);
  registerTextInputGuard(app);
  registerSecurityHeaders(app);
  registerResponseCompression(app);
  registerRouteAccess(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Only our own images (uploads at /api/images, docs/decisions/057): a third-party image could track every viewer.
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  // After helmet (its headers go on the refusal too), before every route and rate limit:
  // a request a foreign page made a browser send runs nothing else.
  registerOriginCheck(app, trustedOrigins);
  // Before any route: the plugin's onRoute hook makes the websocket routes. Clients send nothing but pongs.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(rateLimit, { global: false, store: createRateLimitStoreClass(options.db) });
  await app.register(swagger, {
    openapi: { info: { title: 'Esports Recruiting API', version: '0.1.0' } },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(imageRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(sessionRoutes);
  await app.register(roleRoutes);
  await app.register(outboxRoutes);
  await app.register(jobRoutes);
  await app.register(adminUserRoutes);
  await app.register(flagRoutes);
  await app.register(trackingRoutes);
  await app.register(analyticsRoutes);
  await app.register(functionRoutes);
  await app.register(pointsRoutes);
  await app.register(contentRoutes);
  await app.register(newsRoutes);
  await app.register(contactRoutes);
  await app.register(alertRoutes);
  await app.register(teamRoutes);
  await app.register(teamScheduleRoutes);
  await app.register(teamContractRoutes);
  await app.register(teamCalendarLinkRoutes);
  await app.register(practiceRsvpRoutes);
  await app.register(teamBrandRoutes);
  await app.register(teamPlayerRoutes);
  await app.register(messagingRoutes);
  await app.register(listRoutes);
  await app.register(profileSetupRoutes);
  await app.register(playerRoutes);
  await app.register(guardianRoutes);
  await app.register(playerSearchRoutes);
  await app.register(savedSearchRoutes);
  await app.register(collegeRoutes, { searchCollegesForViewer });
  await app.register(myCollegeProgramRoutes);
  await app.register(collegeClaimRoutes);
  await app.register(collegeStaffRoutes);
  await app.register(playerRecruitingRoutes);
  await app.register(recruitingNotificationRoutes);
  await app.register(profileViewRoutes);
  await app.register(collegeEditRoutes);
  await app.register(pipelineRoutes);
  await app.register(matchRoutes);
  await app.register(matchmakingRoutes);
  await app.register(matchmakingCollegeRoutes);
  await app.register(interestFormRoutes);
  await app.register(submissionRoutes);
  await app.register(shortLinkApiRoutes);
  await app.register(recruitingDashboardRoutes);
  await app.register(homeRoutes);
  await app.register(mrCooldownRoutes);
  await app.register(subscriptionRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(marketingRoutes, { landingFiguresTtlMs: options.landingFiguresTtlMs });
  await app.register(realtimeRoutes(realtimeHub));
  await realtime.start();
  // After the websocket plugin's preClose has closed the sockets: stop listening and the keepalive.
  app.addHook('onClose', async () => {
    // Running jobs finish (or go back to the queue) before the database closes.
    await jobs.stop();
    await ctx.trackedPoints.drain();
    await realtime.stop();
    realtimeHub.stop();
  });

  const webRoot = options.webRoot ?? WEB_DIST_DIR;
  const serveWeb = options.serveWeb && existsSync(webRoot);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // scripts/compress-web.mjs writes .br and .gz beside each asset at build time.
      preCompressed: true,
      // "/" is the SPA's page with the site's share tags (site-page.ts), served below, not the bare file.
      index: false,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else is revalidated on each visit.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (serveWeb) {
    // Every page's answer names its route's chunks, the session and its own data as preloads (page-preloads.ts).
    const routeChunks = readRoutePreloads(options.routePreloadsFile ?? `${webRoot}-manifest/route-preloads.json`);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || !/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const link = pagePreloadLink(request.url, routeChunks);
      if (link) reply.header('link', link);
      return payload;
    });
  }
  await app.register(playerCardRoutes, { indexHtmlPath: serveWeb ? path.join(webRoot, 'index.html') : null });
  await app.register(shortLinkRedirectRoutes, { indexHtmlPath: serveWeb ? path.join(webRoot, 'index.html') : null });
  await app.register(outcomeRoutes, { indexHtmlPath: serveWeb ? path.join(webRoot, 'index.html') : null });
  const readSitePage = sitePages(path.join(webRoot, 'index.html'), options.prerenderedRoot ?? `${webRoot}-prerendered`, options.baseUrl);
  const compressHtml = htmlCompressor();
  const sendSitePage = async (reply: FastifyReply, pathname: string, acceptEncoding: string | undefined) => {
    const html = await readSitePage(pathname);
    const encoding = chooseEncoding(acceptEncoding);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('content-encoding', encoding).send(compressHtml(html, encoding)) : reply.send(html);
  };
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !serveWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const error = new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
      return reply.status(404).send(error.toBody());
    }
    // The SPA renders every path; one it has no page for is a 404 (its not-found page, docs/decisions/014).
    const pathname = request.url.split('?')[0]!;
    return sendSitePage(reply.status(isClientRoute(pathname) ? 200 : 404), pathname, request.headers['accept-encoding']);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
