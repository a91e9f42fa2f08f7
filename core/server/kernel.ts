import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { coreManifest } from '../contract/core-manifest';
import type { ModuleManifest } from '../contract/manifest';
import type { RenderLoginHtml } from '../contract/prerender';
import { apiPathOwner, parseEnabledModules, resolveModules } from '../contract/registry';
import { createAccountService } from './accounts/service';
import { installPermissionHook } from './auth/permission';
import { SessionStore } from './auth/sessions';
import { InvalidationPublisher } from './cache/invalidation-publisher';
import { INVALIDATION_CHANNEL, ReadCache, tagsOf } from './cache/read-cache';
import { LoginThrottle } from './auth/throttle';
import type { ServerConfig } from './config';
import { migrateAll } from './db/migrate';
import { openDatabase, type Database } from './db/connect';
import { FileStore } from './files/store';
import { createExtensionRegistry } from './extensions';
import { installAdmission } from './http/admission';
import { installSecurityHeaders } from './http/security-headers';
import { installErrorHandling } from './http/errors';
import { schemaCompilers } from './http/lazy-schemas';
import { loginShellExtras } from './http/login-shell';
import { PRERENDER_GUARD_CSP, registerSpa } from './http/spa';
import { te } from './i18n';
import { coreMigrations } from './migrations';
import type { ServerModule } from './module';
import { accountRoutes } from './routes/account-routes';
import { infoRoutes } from './routes/info-routes';
import { sessionRoutes } from './routes/session-routes';
import { loadKernelSettings } from './settings';
import './kernel-context';
import './route-config';

/** Options of `createKernel`. */
export interface KernelOptions {
  config: Pick<ServerConfig, 'modules' | 'sessionCacheTtlMs'> & Partial<ServerConfig>;
  /** Every installed server module; `config.modules` picks the enabled ones (null = all). */
  modules: ServerModule[];
  /** An open database; when absent the kernel opens the configured one and closes it on `close()`. */
  db?: Kysely<any>;
  /** NOTIFY subscription of a database given as `db` (the kernel's own database brings its own). */
  listen?: Database['listen'];
  /** Run the core's and the enabled modules' migrations (default true; idempotent). */
  migrate?: boolean;
  /** Folder of the built SPA to serve (dist/public); nothing is served when absent or not built. */
  publicDir?: string;
  /** The build's login renderer (dist/ssr/login-html.js): GET /login then carries the page's markup. */
  loginRenderer?: RenderLoginHtml | null;
  logger?: FastifyServerOptions['logger'];
  /** Extra clean-up when the app closes (for example closing a database opened by the caller). */
  onClose?: () => Promise<void>;
  /** Trust X-Forwarded-* from a load balancer (client address for the login throttle, https). */
  trustProxy?: boolean;
  /** Called for every /api route with its method, url and allow: the permission matrix reads this. */
  onApiRoute?: (route: { method: string; url: string; allow: unknown; module: string }) => void;
  /** Compile every route's schemas at start-up instead of on first use (a test proving they all build). */
  eagerSchemas?: boolean;
}

/** The installed modules that `config.modules` enables, in dependency order, validated (throws listing every problem). */
export function enabledModules(modules: readonly ServerModule[], selected: readonly string[] | null): { manifests: ModuleManifest[]; servers: ServerModule[] } {
  const installed = modules.map((m) => m.manifest.id);
  const enabled = parseEnabledModules(selected?.join(','), installed).filter((id) => id !== 'core');
  const manifests = resolveModules([coreManifest, ...modules.map((m) => m.manifest)], ['core', ...enabled]);
  const byId = new Map(modules.map((m) => [m.manifest.id, m]));
  return { manifests, servers: manifests.filter((m) => m.id !== 'core').map((m) => byId.get(m.id)!) };
}

/** The admission limits of the configuration, or the defaults of a test kernel (2 x the pool). */
function admissionLimits(config: KernelOptions['config']) {
  return config.admission ?? { inFlight: (config.pgPoolSize ?? 10) * 2, queue: 500, maxWaitMs: 5000 };
}

const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    // The one inline script: the shell's guard of the prerendered login page (http/spa.ts).
    scriptSrc: ["'self'", PRERENDER_GUARD_CSP],
    // Radix Themes sets inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The QR scanner shows the camera stream.
    mediaSrc: ["'self'", 'blob:', 'mediastream:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Wraps a module's routes: each /api route must declare `config.allow` and lie under one of the
 * owner's `apiPrefixes`, otherwise start-up fails naming the module and the route.
 */
function guarded(manifest: ModuleManifest, enabled: readonly ModuleManifest[], plugin: FastifyPluginAsync, onApiRoute: KernelOptions['onApiRoute']): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const url = route.url;
      if (!url.startsWith('/api')) throw new Error(`Modul "${manifest.id}": rute ${route.method} ${url} harus berada di bawah /api.`);
      const rest = url.replace(/^\/api\/?/, '');
      // Params stay literal (':id'); ownership is decided on the static part of the path.
      const owner = apiPathOwner(enabled, rest);
      if (owner !== manifest.id) {
        const who = owner ? `milik modul "${owner}"` : 'tidak dimiliki modul mana pun';
        throw new Error(`Modul "${manifest.id}": rute ${route.method} ${url} berada di luar prefiks API miliknya (${manifest.apiPrefixes.join(', ') || 'tidak ada'}); path itu ${who}.`);
      }
      const allow = route.config?.allow;
      if (allow === undefined) throw new Error(`Modul "${manifest.id}": rute ${route.method} ${url} tidak mendeklarasikan config.allow.`);
      for (const method of ([] as string[]).concat(route.method)) onApiRoute?.({ method, url, allow, module: manifest.id });
    });
    await scope.register(plugin, { prefix: '/api' });
  };
}

async function coreRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(infoRoutes);
}

/**
 * Builds the Fastify application: validates the module set (core first), shares the database,
 * cookies, security headers, multipart, OpenAPI, the permission hook and the error handler, then
 * registers the core routes and each enabled module's encapsulated plugin under /api. Resolves
 * once the app is ready (all start-up checks passed); it is not listening yet.
 */
export async function createKernel(opts: KernelOptions): Promise<FastifyInstance> {
  const { manifests, servers } = enabledModules(opts.modules, opts.config.modules ?? null);
  const ownDb = opts.db ? null : await openDatabase({ databaseUrl: opts.config.databaseUrl ?? null, dataDir: opts.config.dataDir ?? './data', pgPoolSize: opts.config.pgPoolSize ?? 10 });
  const db = opts.db ?? ownDb!.db;
  const { compilersFactory, validatorCompiler } = schemaCompilers(opts.eagerSchemas ?? false);
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false, schemaController: { compilersFactory } });
  try {
    if (opts.migrate !== false) {
      await migrateAll(db, [{ id: 'core', migrations: coreMigrations }, ...servers.map((s) => ({ id: s.manifest.id, migrations: s.migrations }))]);
    }
    const stored = await loadKernelSettings(db);
    // An operator (or a test) may shorten the token lifetime without touching the stored setting.
    const settings = opts.config.accessTokenTtlSeconds ? { ...stored, accessTokenTtlSeconds: opts.config.accessTokenTtlSeconds } : stored;
    app.setValidatorCompiler(validatorCompiler);
    const publisher = new InvalidationPublisher(db, 100, (error) => app.log.warn({ err: error }, 'cache invalidation NOTIFY failed'));
    const readCache = new ReadCache(opts.config.readCacheTtlMs ?? 0, (tags) => publisher.publish(tags));
    app.decorate('db', db);
    app.decorate('accounts', createAccountService(db));
    app.decorate('files', new FileStore(db));
    app.decorate('extensions', createExtensionRegistry());
    const sessions = new SessionStore(db, settings.refreshTokenTtlSeconds, opts.config.sessionCacheTtlMs, (tags) => publisher.publish(tags));
    app.decorate('kernel', {
      settings,
      sessions,
      throttle: new LoginThrottle(db, settings.throttle),
      readCache,
      enabled: manifests,
    });
    // Other API processes' writes and revocations reach this process through NOTIFY; after a gap
    // in the subscription nothing cached can be trusted to be current.
    const listen = ownDb?.listen ?? opts.listen;
    if (listen) {
      let heard = false;
      const stopListening = await listen(INVALIDATION_CHANNEL, (payload) => {
        const tags = tagsOf(payload);
        readCache.invalidate(tags);
        sessions.revokedElsewhere(tags);
      }, (listening) => {
        if (listening && heard) readCache.clear();
        heard ||= listening;
        sessions.noticesArrive(listening);
      });
      app.addHook('onClose', async () => stopListening().catch(() => undefined));
    }
    // Queued invalidations leave before the database closes.
    app.addHook('onClose', async () => {
      await publisher.flush();
      if (ownDb) await ownDb.close();
    });
    if (opts.onClose) app.addHook('onClose', opts.onClose);

    // Without hooks: only the session routes read the refresh cookie (routes/refresh-cookie.ts).
    await app.register(cookie, { hook: false });
    installSecurityHeaders(app, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
    await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 10, fields: 50 } });
    await app.register(swagger, {
      openapi: {
        info: { title: 'SIAKAD API', version: coreManifest.version, description: 'API sistem informasi akademik. Semua galat berbentuk { message, errors? }.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    installPermissionHook(app);
    installAdmission(app, admissionLimits(opts.config));
    installErrorHandling(app);

    await app.register(guarded(coreManifest, manifests, coreRoutes, opts.onApiRoute));
    for (const server of servers) await app.register(guarded(server.manifest, manifests, server.plugin, opts.onApiRoute));

    // The demo accounts ride in the HTML shell, and /login arrives painted: the login page shows
    // both before any script has run (docs/decisions/0014-login-page-painted-from-html.md).
    const extras = loginShellExtras(db, manifests, opts.loginRenderer ?? null, (error) => app.log.warn({ err: error }, 'login page prerender failed'));
    const spaFallback = opts.publicDir ? await registerSpa(app, opts.publicDir, servers.map((s) => s.manifest.id), extras) : null;
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.status(404).send({ message: te('umum.api_tidak_ditemukan') });
      if (spaFallback && (request.method === 'GET' || request.method === 'HEAD')) return spaFallback(reply, pathname);
      return reply.status(404).send({ message: te('umum.tidak_ditemukan') });
    });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownDb) await ownDb.close().catch(() => undefined);
    throw error;
  }
}
