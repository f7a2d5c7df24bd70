import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { DatabaseHandle } from '@portal/db/client';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import { ERROR_CODES } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { doctorApplicationRoutes } from './modules/doctor-applications/doctor-applications.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { shopListRoutes } from './modules/shop-lists/shop-lists.routes';
import { adminProductRoutes } from './modules/catalogue/admin-products.routes';
import { productImageRoutes } from './modules/catalogue/product-images';
import { stockRoutes } from './modules/stock/stock.routes';
import { stockRequestRoutes } from './modules/stock-requests/stock-requests.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { cargoRoutes } from './modules/cargo/cargo.routes';
import { registerOrderAutomation } from './workflows/order-automation';
import { registerSystemMetricsJob } from './modules/system/system-metrics-job';
import { systemRoutes } from './modules/system/system.routes';
import { securityRoutes } from './modules/security/security.routes';
import { realDataRoutes } from './modules/real-data/real-data.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { clientAccountRoutes } from './modules/client-account/client-account.routes';
import { filterPresetRoutes } from './modules/filter-presets/filter-presets.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { notificationCampaignRoutes } from './modules/notifications/notification-campaigns.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { permissionRoutes } from './modules/permissions/permissions.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { sessionRoutes } from './modules/sessions/sessions.routes';
// Users and role transfer
import { userRoutes } from './modules/users/users.routes';
import { roleTransferRoutes } from './modules/role-transfer/role-transfer.routes';
// Network reports, customers and the national distributor's panel.
import { networkReportRoutes } from './modules/network/network-reports.routes';
import { customerRoutes } from './modules/customers/customers.routes';
// The network tree (issue 11).
import { networkTreeRoutes } from './modules/network/network-tree.routes';
// Network: the admin's pages (members, maintenance, inconsistent profiles)
import { networkAdminRoutes } from './modules/network/network-admin.routes';
// Financial reports and the Direct Sales Regulation report (issue 12, decision 030).
import { financialReportRoutes } from './modules/financial-reports/financial-reports.routes';
// Commission periods and payouts (issue 12)
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { legalRoutes } from './modules/legal/legal.routes';
// Money up the line: the member's commissions and earnings
import { commissionRoutes } from './modules/commissions/commissions.routes';
// Transactions, sales details and the payments page (money up the line)
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { salesDetailsRoutes } from './modules/sales-details/sales-details.routes';
import { performanceRoutes } from './modules/analytics/performance.routes';
import { profitRoutes } from './modules/analytics/profit.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes';
// Commission settings and the Direct Sales Regulation what-if (issue 12)
import { commissionSettingsRoutes } from './modules/commission-settings/commission-settings.routes';
// The public site and its content (issue 15): slider, about, blog, FAQ, contact and support, deleted items.
import { contentRoutes } from './modules/content/content.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { deletedItemRoutes } from './modules/deleted-items/deleted-items.routes';
import { pageHeads } from './modules/site/head';
import { siteRoutes } from './modules/site/site.routes';
// Workflows of people and tasks (issue 16, decision 044)
import { workFlowRoutes } from './modules/work-flows/work-flows.routes';
import { registerEscalation } from './workflows/work-flow-tasks';
import { declareAccess, isAssetRequest, registerAccessControl } from './platform/access';
import { registerResponseHeaders, registerSecurityHeaders } from './platform/response-headers';
import { canonicalUrl } from './platform/canonical-url';
import { applySessionLifetime, createAuth } from './platform/auth';
import { type Config, fastifyTrustProxy } from './platform/config';
import type { AppContext, RouteEntry } from './platform/context';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './platform/errors';
import { registerInputGuard } from './platform/input-guard';
import { createMailer, passwordResetEmail } from './platform/mail';
import { registerMetrics } from './platform/metrics';
import { PermissionService } from './platform/permissions';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import { systemSettingsRoutes } from './modules/system-settings/system-settings.routes';
import { firstScreenLoader } from './platform/first-screen';
import { IntegrationStore } from './platform/integrations';
import { parseKey, SecretBox } from './platform/secrets';
import { SETTINGS_CHANGED_EVENT, SettingsService } from './platform/settings';
import { RealtimeBus } from './platform/realtime-bus';
import { SessionCache } from './platform/session-cache';
import { secretsOf } from './platform/recent-errors';
import { SystemMonitor } from './platform/system-monitor';
import { VERSION } from './platform/version';
import {
  createWebPages,
  findWebDist,
  inlineScriptHashes,
  readIndexHtml,
  readRoutePreloads,
  registerWeb,
} from './platform/web';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Logger on by default; tests turn it off, or keep only errors, written to a stream of their own. */
  logger?: boolean | { write(line: string): void; level?: string };
}

export type App = FastifyInstance;

/** Below this many bytes a response is sent as it is: compressing it would not save a packet. */
export const COMPRESS_THRESHOLD_BYTES = 1400;

/** Builds the whole server around an open database. `main.ts` and the tests both use it. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger:
      logger === true
        ? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          }
        : logger
          ? { level: logger.level ?? 'error', stream: logger }
          : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.limits.bodyBytes,
    // Every spelling of a path reaches the route of its plain spelling (canonical-url.ts): the
    // access rule, the rate limit and the same-origin check all follow the route that matched.
    rewriteUrl: (req) => canonicalUrl(req.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site form cannot send one without a CORS preflight we never grant.
  app.removeContentTypeParser('text/plain');
  registerResponseHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    // Not on files: 50 bytes on each of a page's 30-odd scripts, and nobody traces a file by it.
    if (!(isAssetRequest(request) && request.url.startsWith('/assets/'))) reply.header('x-request-id', request.id);
  });

  const serverId = randomUUID();
  // The message and code only: a driver error carries its whole client (prepared statements…).
  database.reportErrorsTo((err, source) =>
    app.log.error({ source, error: err.message, code: (err as { code?: string }).code }, 'database connection error'),
  );
  const monitor = new SystemMonitor(serverId, secretsOf(config), app.log);
  const bus = new RealtimeBus(database, app.log, serverId);
  await bus.start();
  bus.subscribe((event) => {
    monitor.busEvents.add();
    if (event.type === RESYNC_EVENT && event.origin === serverId) monitor.busResumedAt = new Date();
  });
  const sessions = new SessionCache(config.sessionCacheMs);
  await sessions.start(database, app.log);
  const settings = new SettingsService(database.db, bus);
  const box = new SecretBox(parseKey(config.secretsKey), config.secretsKeyPrevious.map(parseKey));
  const integrations = new IntegrationStore(database.db, bus, box);
  const mailer = createMailer(config, database.db, app.log, () => integrations.smtp());
  const sessionLifetimeSeconds = async () => (await settings.get('session.lifetimeHours')) * 3600;
  const auth = createAuth(config, database.db, {
    sendPasswordReset: (to, url) => mailer.send({ to: to.email, ...passwordResetEmail(to.name, url) }),
    sessionLifetimeSeconds,
  });
  const followSessionLifetime = () =>
    sessionLifetimeSeconds()
      .then((seconds) => applySessionLifetime(auth, seconds))
      .catch((err) => app.log.error({ err }, 'session lifetime could not be applied'));
  await followSessionLifetime();
  bus.subscribe((event) => {
    if (event.type === SETTINGS_CHANGED_EVENT || event.type === RESYNC_EVENT) void followSessionLifetime();
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    bus,
    mailer,
    permissions: new PermissionService(database.db, bus),
    settings,
    integrations,
    sessions,
    monitor,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  // Every route with its declared access rule: the access test reads it, /api/docs shows it.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's routes get their rule from an onRoute hook of its scope,
      // which runs after this one (declareAccess).
      routeTable.push({
        method,
        url: route.url,
        hasBody: !!route.schema?.body,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  const here = dirname(fileURLToPath(import.meta.url));
  const webDist = findWebDist(config.webDist, [
    join(here, 'public'),
    join(here, '..', '..', 'web', 'dist'),
    join(here, '..', '..', '..', 'apps', 'web', 'dist'),
  ]);
  const indexHtml = readIndexHtml(webDist);
  const pages =
    webDist && indexHtml
      ? createWebPages(indexHtml, readRoutePreloads(webDist), pageHeads(ctx, app.log), firstScreenLoader(app))
      : undefined;

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(rateLimit, {
    // Not per route: one hook for every request, added below ahead of the access rule, so a
    // refused request counts too (a flood of forged cookies costs session lookups).
    global: false,
    max: config.limits.requestsPerMinute,
    timeWindow: 60_000,
    // Keyed by the route that matched, like the access rule: only files are left alone.
    allowList: (request) => isAssetRequest(request),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: ERROR_CODES.RATE_LIMITED.message,
      requestId: request.id,
      details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
    }),
  });
  // Responses over one packet's worth travel compressed (docs/decisions/037): lists and reports
  // shrink five to ten times, while the small answers of the checkout path are left as they are.
  // Built files come precompressed (their Content-Encoding is set, so this leaves them alone);
  // PDFs and images are not in the types; server-sent events never are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript/,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: MESSAGES.app.apiTitle, version: VERSION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    declareAccess(scope, { operations: true });
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  registerErrorHandler(app, pages, monitor.errors);
  // In this order: the rate limit, the input guard (no session lookup for a bad cookie), the access rule.
  const limitEveryRequest = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    // A route with a limit of its own (forgot-password) is counted by that one instead.
    if (request.routeOptions.config?.rateLimit) return;
    await limitEveryRequest.call(app, request, reply);
  });
  registerInputGuard(app);
  registerAccessControl(app);
  registerMetrics(app, monitor.requests);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(permissionRoutes);
  await app.register(invitationRoutes);
  await app.register(doctorApplicationRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationCampaignRoutes);
  await app.register(pointsRoutes);
  await app.register(dashboardRoutes);
  await app.register(referenceRoutes);
  await app.register(outboxRoutes);
  await app.register(settingsRoutes);
  await app.register(systemSettingsRoutes);
  await app.register(integrationRoutes);
  await app.register(catalogueRoutes);
  await app.register(adminProductRoutes);
  await app.register(productImageRoutes);
  await app.register(cartRoutes);
  await app.register(shopListRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(cargoRoutes);
  await app.register(stockRoutes);
  await app.register(stockRequestRoutes);
  await app.register(addressRoutes);
  await app.register(filterPresetRoutes);
  await app.register(clientAccountRoutes);
  await app.register(realtimeRoutes);
  // Users and role transfer
  await app.register(userRoutes);
  await app.register(roleTransferRoutes);
  // Network reports, customers and the national distributor's panel.
  await app.register(networkReportRoutes);
  await app.register(customerRoutes);
  // The network tree (issue 11).
  await app.register(networkTreeRoutes);
  // Network: the admin's pages (members, maintenance, inconsistent profiles)
  await app.register(networkAdminRoutes);
  // Analytics: performance rankings and profit (issue 17, decision 053).
  await app.register(performanceRoutes);
  await app.register(profitRoutes);
  // Financial reports and the Direct Sales Regulation report (issue 12, decision 030).
  await app.register(financialReportRoutes);
  // Commission periods and payouts (issue 12)
  await app.register(payoutRoutes);
  await app.register(legalRoutes);
  // Money up the line: the member's commissions and earnings
  await app.register(commissionRoutes);
  // Transactions, sales details and the payments page (money up the line)
  await app.register(transactionRoutes);
  await app.register(salesDetailsRoutes);
  // AI Öngörüleri (issue 17, decision 054)
  await app.register(insightsRoutes);
  await app.register(analyticsRoutes);
  await app.register(paymentsAdminRoutes);
  // Commission settings and the Direct Sales Regulation what-if (issue 12)
  await app.register(commissionSettingsRoutes);
  // The public site and its content (issue 15)
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(deletedItemRoutes);
  await app.register(workFlowRoutes);
  await app.register(systemRoutes);
  await app.register(securityRoutes);
  await app.register(realDataRoutes);
  await app.register(siteRoutes);
  if (webDist && pages) await registerWeb(app, webDist, pages);

  // Scheduled jobs (platform/jobs.ts): each registers here and stops with the server.
  registerOrderAutomation(ctx);
  registerEscalation(ctx);
  registerSystemMetricsJob(ctx);
  app.addHook('onClose', async () => {
    monitor.jobs.stop();
    await bus.stop();
    await sessions.stop();
    mailer.close();
  });
  return app;
}
