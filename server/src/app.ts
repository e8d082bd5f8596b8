// Builds the provider: database, market simulator, /api, /websocket and static hosting, wired
// together. Does not listen; main.ts and the tests decide where.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { RetCode } from '@app/shared/contracts';
import { CONTENT_LANGUAGE_HEADER, UI_LANGUAGES } from '@app/shared/i18n/languages';
import { encodeForm, sign, variantOfPath } from '@app/shared/transport';
import type { Kysely } from 'kysely';
import { registerUploadRoutes } from './account/upload-route';
import { LoginGuard } from './auth/login-guard';
import { Sessions } from './auth/sessions';
import type { Config } from './config';
import { BODY_LIMIT_BYTES, COMPRESS_THRESHOLD_BYTES, QUOTES_SOCKET } from './constants';
import { openDatabase } from './db/database';
import type { Database } from './db/schema';
import { seedDemoData } from './db/seed';
import type { DomainContext } from './domain-context';
import { startDomainJobs } from './jobs';
import { createCluster, runMarketRole } from './cluster';
import { registerApiRoutes } from './http/api-routes';
import { registerFailureHandlers } from './http/failures';
import { escapeLogLine, serializeRequestForLog } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { createMarket } from './market/create-market';
import { MarketSimulator } from './market/simulator';
import { endpointTable } from './routes/endpoint-table';
import { registerReleaseApi } from './release/api';
import { registerReleaseConsole } from './release/console/serve';
import { ReleaseGate } from './release/gate/gate';
import { CanaryHealth } from './release/health';
import { registerHealthReports } from './release/health-routes';
import { ReleaseRegistry } from './release/registry';
import { registerStaticHosting } from './static/hosting';
import { registerContentImages } from './content/images';
import { queryBannersIn } from './content/site-endpoints';
import { Users } from './users/users';
import { buildStaffApp, refuseStaffPaths } from './staff/api';
import { registerRequestLog } from './logging/request-log';
import { onSocketError, registerQuotesSocket } from './ws/quotes-socket';
import { SocketHub } from './ws/socket-hub';

export const STATIC_DIR = path.resolve(__dirname, '..', 'static');

/** Text formats worth compressing: scripts, styles, JSON (API and manifests), HTML, SVG. */
const COMPRESSIBLE = /^(text\/(html|css|javascript|plain)|application\/(javascript|json|manifest\+json)|image\/svg\+xml)(;|$)/;

export interface Provider {
  app: FastifyInstance;
  db: Kysely<Database>;
  market: MarketSimulator;
  sockets: SocketHub;
  /** The release registry (live versions, canaries, history) in this provider's database. */
  releases: ReleaseRegistry;
  /** Visitors and failures per version of running canaries; aborts a failing canary. */
  health: CanaryHealth;
  /** The staff listener's server (STAFF_PORT), or null when there is none. */
  staffApp: FastifyInstance | null;
  /** The port the staff listener bound (after listen), or null. */
  staffPort(): number | null;
  /** Every API path this provider answers (group/name). */
  endpointPaths: string[];
  /** Listens on config.port/host and resolves with the port actually bound (useful with 0). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** The domains' clock (DomainContext.now, ms); tests inject one to move time. Default Date.now. */
  now?: () => number;
}

/** This provider's own base URL for a browser on the same machine, or null while it is not listening. */
function ownUrl(app: FastifyInstance, config: Config): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `${config.tls ? 'https' : 'http'}://${host}:${address.port}`;
}

export async function buildServer(config: Config, options: BuildOptions = {}): Promise<Provider> {
  // HTTPS with HTTP/2 when given a certificate (config.tls): a page's scripts, styles, fonts and
  // calls share one connection instead of queueing on six; HTTP/1.1 stays for old clients and for
  // the quote socket's upgrade. Typed as the plain server: the handlers use only what both share.
  const tls = config.tls
    ? {
        http2: true as const,
        https: { allowHTTP1: true, cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) },
      }
    : {};
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const users = new Users(db);
  const sessions = new Sessions(db);
  const market = createMarket(config, options.now);
  // One server: in-process broker and rate windows, always the market. BROKER_URL: one instance of a cluster.
  const cluster = createCluster(config, (message) => console.log(`[cluster] ${message}`));
  const sockets = new SocketHub(cluster.broker, config.sockets);
  const domain: DomainContext = { db, config, market, users, sockets, now: options.now ?? Date.now };
  const releases = new ReleaseRegistry(db, config.releaseDir, domain.now);
  const app = Fastify({
    ...(tls as object),
    logger: { level: config.logLevel, serializers: { req: serializeRequestForLog }, hooks: { streamWrite: escapeLogLine } },
    // One line per request at most, sampled (registerRequestLog), instead of two for every request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip: the peer, or behind a trusted balancer the client it names (TRUST_PROXY).
    trustProxy: config.guards.trustProxy,
  });

  const health = new CanaryHealth({
    db,
    registry: releases,
    settings: config.canaryHealth,
    now: domain.now,
    log: (message) => app.log.info(message),
  });

  let endpoints: ReturnType<typeof endpointTable>;
  let staffApp: FastifyInstance | null = null;
  try {
    await sessions.deleteEnded(domain.now());
    if (config.seedDemo) await cluster.exclusive(() => seedDemoData(domain));
    // A release folder from before the registry moved into the database: its remotes.json,
    // canary.json and history.json come in once (a remote already in the database is left alone).
    const imported = await cluster.exclusive(() => releases.importFiles());
    if (imported.length)
      app.log.info(`release registry: imported ${imported.join(', ')} from ${config.releaseDir} (remotes.json, canary.json, history.json)`);

    // Form bodies only (docs/product.md §7); any other content type is refused with 415.
    // First onSend hook: the CSP hashes the HTML before compression turns it into a stream.
    registerSecurityHeaders(app);
    registerRequestLog(app, config.requestLog);
    app.removeAllContentTypeParsers();
    await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: QUOTES_SOCKET.hardMaxPayloadBytes }, errorHandler: onSocketError });
    registerFailureHandlers(app);
    // The staff API lives on its own listener only (docs/back-office.md): here it does not exist.
    refuseStaffPaths(app);

    endpoints = endpointTable({
      ...domain,
      sessions,
      loginAttempts: new LoginGuard(db, config.guards.loginAttemptsPerIpPerMinute, cluster.rateWindows),
    });
    registerApiRoutes(app, {
      endpoints,
      sessions,
      signSecrets: config.signSecrets,
      now: domain.now,
      db,
      signedRequestWindowMs: config.guards.signedRequestWindowMs,
    });
    // common/uploadFile (multipart, in its own scope) and /uploads/<id>.
    await registerUploadRoutes(app, { ...domain, sessions });
    registerQuotesSocket(app, sessions, sockets, domain.now);
    // /release-api/…: bearer tokens per team, not the customer API's signed requests. The gate's
    // browser draws the candidate's pages on this very provider, at the address it listens on.
    const gate = new ReleaseGate({
      db,
      releaseDir: config.releaseDir,
      settings: config.release,
      now: domain.now,
      baseUrl: () => ownUrl(app, config),
    });
    await registerReleaseApi(app, {
      db,
      registry: releases,
      gate,
      releaseDir: config.releaseDir,
      health,
      uploadLimits: {
        maxBytes: config.release.uploadMaxBytes,
        maxFileBytes: config.release.uploadMaxFileBytes,
        maxFiles: config.release.uploadMaxFiles,
        sourceMaps: config.release.sourceMaps,
      },
      now: domain.now,
    });
    // /release-console/: the release managers' page over that API, with its own CSP.
    await registerReleaseConsole(app);
    // POST /release-health: the shell's anonymous failure reports, weighed against running canaries.
    await registerHealthReports(app, { health, rateWindows: cluster.rateWindows, now: domain.now });
    // /content-images/<sha256>.<ext>: banner images uploaded through the staff API.
    registerContentImages(app, db);
    await registerStaticHosting(app, {
      releaseDir: config.releaseDir,
      staticDir: STATIC_DIR,
      registry: () => releases.view(),
      onVisitor: (visitor, view) => health.served(visitor, view),
      homeData: async () => ({
        banners: await queryBannersIn(db, UI_LANGUAGES),
      }),
      // Through the API itself (signature, field rules, the same handler), without a session: only
      // a public endpoint can answer successfully.
      publicAnswer: async (api, fields, uiLanguage) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/${api}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            [CONTENT_LANGUAGE_HEADER.toLowerCase()]: uiLanguage,
            time: String(domain.now()),
            sign: sign(fields, config.signSecrets[variantOfPath(api)]),
          },
          payload: encodeForm(fields),
        });
        if (response.statusCode !== 200) return null;
        const body = response.json() as { retCode?: number };
        return body.retCode === RetCode.OK ? body : null;
      },
    });
    await app.ready();
    if (config.staff.port !== null) {
      staffApp = await buildStaffApp({
        db,
        config,
        now: domain.now,
        loginGuard: new LoginGuard(db, config.guards.loginAttemptsPerIpPerMinute, cluster.rateWindows),
        pushEvent: (userId, event) => sockets.pushEvent(userId, event),
        market,
        sockets,
      });
      await staffApp.ready();
    }
  } catch (err) {
    await staffApp?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await cluster.close();
    await db.destroy();
    throw err;
  }

  // One timer for the whole server (the whole cluster): each step fans out to every subscribed
  // socket; the jobs run where the market runs (cluster/index.ts).
  const stopJobs = await runMarketRole(cluster, { market, sockets, startJobs: () => startDomainJobs(domain) });
  // Every instance weighs the running canaries; the registry's compare-and-swap makes one abort.
  health.start();

  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    market,
    sockets,
    releases,
    health,
    staffApp,
    staffPort: () => {
      const address = staffApp?.server.address();
      return address && typeof address !== 'string' ? address.port : null;
    },
    endpointPaths: Object.keys(endpoints).sort(),
    async listen() {
      if (staffApp && config.staff.port !== null) await staffApp.listen({ port: config.staff.port, host: config.staff.host });
      await app.listen({ port: config.port, host: config.host });
      return (app.server.address() as AddressInfo).port;
    },
    close() {
      closing ??= (async () => {
        stopJobs();
        market.stop();
        try {
          await cluster.close();
          await staffApp?.close();
          await app.close();
          await health.stop();
        } finally {
          await db.destroy();
        }
      })();
      return closing;
    },
  };
}
