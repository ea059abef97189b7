import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from './app-deps';
import type { Config } from './config';
import type { Db } from './db/types';
import { MSG } from './lib/errors';
import { namedFieldError } from './lib/validation-messages';
import { sharedRateLimitStore } from './db/rate-limit-store';
import { setOtherWorkProbe } from './lib/password';
import {
  authRoutes,
  createAuthService,
  createGuards,
  enableSchoolPlaceCache,
  forgetSchoolPlaces,
  TokenService,
} from './modules/auth';
import { auditRoutes, registerStudentAccessAudit } from './modules/audit';
import { benchRoutes } from './modules/bench';
import { deferralRoutes } from './modules/deferral';
import { filesRoutes } from './modules/files';
import { parfiRoutes } from './modules/parfi';
import { createVisitReportsService, pairingRoutes, visitReportsRoutes } from './modules/visit-reports';
import { awardRoutes } from './modules/award';
import { calendarRoutes } from './modules/calendar';
import { classesRoutes } from './modules/classes';
import { dashboardsRoutes } from './modules/dashboards';
import { healthRoutes } from './modules/health';
import {
  detachStudentFromOpenMonitoring,
  monitoringActivitiesRoutes,
  monitoringLearningRoutes,
} from './modules/monitoring';
import { periodsRoutes } from './modules/periods';
import { attentionRoutes } from './modules/attention';
import { placesRoutes } from './modules/places';
import { registerImportRoutes } from './modules/register-import';
import { schoolsRoutes } from './modules/schools';
import { sheetsRoutes } from './modules/sheets';
import { sigeSyncRoutes } from './modules/sige-sync';
import { staffRoutes } from './modules/staff';
import { studentListRoutes, studentNameSearchRoutes, studentsRoutes } from './modules/students';
import { usersRoutes } from './modules/users';
import { videosRoutes } from './modules/videos';
import { frameworkError, registerErrorHandling, sendText } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { registerNulGuard } from './plugins/nul-guard';
import { registerExports } from './plugins/export';
import { hasWebDist, registerWebApp } from './plugins/web';

// Default (non-domain) validation messages in Portuguese; a field without its own message is named
// ("Campo 'alunos' obrigatório.", issue 15). A schema's own message (the spec's) always wins.
z.config({ ...z.locales.pt(), customError: namedFieldError });

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** HS256 key of the session tokens. */
  jwtSecret: string;
  /** false (default): no logs; true: JSON logs on stdout; a stream: JSON logs into it (tests). */
  logger?: boolean | NodeJS.WritableStream;
  /** Called for every registered route (print-routes). */
  onRoute?: (route: RouteOptions) => void;
  now?: () => Date;
}

/** The YouTube players of the home page, and emotion's style tags (MUI). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'", 'blob:'],
};

/** A write that cannot change who may do what (see `keepsAccessCaches`). */
function keepsAccessCaches(config: FastifyContextConfig): boolean {
  return (
    config.keepsAccessCaches === true ||
    (config.studentAccess !== undefined && 'write' in config.studentAccess)
  );
}

/** The headers helmet sets for these options (its middleware run once against a recording response). */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The origins of the configured /painel-siam reports (decision 090), which the page frames. */
function panelOrigins(config: Config): string[] {
  const urls = Object.values(config.painelBiUrls).filter((u): u is string => u !== undefined);
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/** `/api`, `/api/...` or `/api?...` (any case: routes match case-insensitively). */
function isApiUrl(url: string): boolean {
  return /^\/api(?:[/?#]|$)/i.test(url);
}

/** The OpenAPI document generated from the zod schemas, and its reference page at /api/docs. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'SIAM API',
        description:
          'API do SIAM. Toda chamada, exceto POST /api/Auth, /api/health e /api/config, leva ' +
          '`Authorization: Bearer <token>` e `Perfil: <id do perfil ativo>`. Erros: texto simples em português.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          perfil: { type: 'apiKey', in: 'header', name: 'Perfil' },
        },
      },
      security: [{ bearer: [], perfil: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}

/** Builds the Fastify instance (no listen): plugins, error handling, every module's routes. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write changes no user, role, link or school place (a monitoring answer...): this instance's
     * cached sessions and school places stay (decision 011 addendum). Student data writes
     * (`studentAccess.write`) are such writes too.
     */
    keepsAccessCaches?: boolean;
  }
  interface FastifyInstance {
    /** Resolves when no request is being served (or after `timeoutMs`). */
    whenIdle(timeoutMs: number): Promise<void>;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const logger: FastifyServerOptions['logger'] =
    options.logger === undefined || options.logger === false
      ? false
      : loggerOptions(config.logLevel, options.logger === true ? undefined : options.logger);

  const app = Fastify({
    logger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Requests being served: a shutdown closes the database only when they are done (main.ts), else
  // the last requests of a busy server failed with 'Cannot use a pool after calling end on the pool'.
  // Requests other than logins being served: while there are, password hashing uses one core.
  let inFlight = 0;
  let othersInFlight = 0;
  const isLogin = (request: FastifyRequest) => request.routeOptions.url === '/api/Auth';
  app.addHook('onRequest', async (request) => {
    inFlight += 1;
    if (!isLogin(request)) othersInFlight += 1;
  });
  app.addHook('onResponse', async (request) => {
    inFlight -= 1;
    if (!isLogin(request)) othersInFlight -= 1;
  });
  setOtherWorkProbe(() => othersInFlight > 0);
  app.decorate('whenIdle', async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulGuard(app);

  // JSON bodies: an empty body (a POST with the JSON content type and nothing in it) is no body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  const webDist = hasWebDist(config.webDist) ? config.webDist : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = /^\/api(\/|$)/i.test(path);
    const lastSegment = path.split('/').pop() ?? '';
    if (
      webDist &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !lastSegment.includes('.')
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendText(reply, 404, MSG.notFound);
  });

  // Helmet's headers, computed once: @fastify/helmet rebuilt helmet (and re-parsed the CSP) on every
  // request, 2-3 % of a hot read's CPU (docs/performance.md). No route has options of its own.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, frameSrc: [...CSP_DIRECTIVES.frameSrc, ...panelOrigins(config)] },
    },
    // YouTube's embedded player needs the page origin as referrer (else "error 153").
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Limits per user (the student lookups) count in the database: every instance shares them (decision 135).
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(db) });

  // Answers of the API carry personal data and the login's token: no cache may keep them (issue 15).
  // onSend: every answer, errors, refusals and 404s too, and over what a plugin set (static files).
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // The API reference is a setting (API_DOCS: off in production unless turned on; issue 15).
  if (config.apiDocs) await registerApiDocs(app);

  const tokens = new TokenService(options.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthService({
    db,
    tokens,
    now,
    sessionCacheMs: config.sessionCacheMs,
    addressLimit: config.authAddressLimit,
  });
  // Any write may change who may do what (logout, profiles, staff links, a school's place): the cached
  // sessions and school places of this instance are dropped before its answer leaves (decision 011).
  enableSchoolPlaceCache(db, config.sessionCacheMs);
  if (config.sessionCacheMs > 0) {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        request.method !== 'OPTIONS' &&
        !keepsAccessCaches(request.routeOptions.config)
      ) {
        auth.forgetSessions();
        forgetSchoolPlaces(db);
      }
      return payload;
    });
  }
  const deps: RouteDeps = { db, config, tokens, auth, guards: createGuards(auth), now };

  // Reads of a student's personal data, declared by the routes (decision 104).
  registerStudentAccessAudit(app, db);
  // Lists as CSV/XLSX files (`?formato=`), after the audit's hook (decision 128).
  registerExports(app);

  await app.register(
    async (api) => {
      // Guards run onRequest, before the body is parsed and validated: a refused caller gets 401/403
      // whatever it sent and learns nothing of the call's rules (issue 15). A preHandler guard would
      // run after validation, so no /api route may have one.
      api.addHook('onRoute', (route) => {
        if (route.preHandler)
          throw new Error(`${String(route.method)} ${route.url}: guards go in onRequest, not preHandler`);
      });
      if (config.apiDocs) api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(videosRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(placesRoutes, deps);
      await api.register(usersRoutes, deps);
      await api.register(staffRoutes, deps);
      await api.register(schoolsRoutes, deps);
      await api.register(classesRoutes, deps);
      await api.register(studentsRoutes, { ...deps, onStudentLeftClass: [detachStudentFromOpenMonitoring] });
      await api.register(studentNameSearchRoutes, deps);
      await api.register(studentListRoutes, deps);
      await api.register(sheetsRoutes, deps);
      await api.register(periodsRoutes, deps);
      await api.register(monitoringActivitiesRoutes, deps);
      await api.register(monitoringLearningRoutes, deps);
      await api.register(registerImportRoutes, deps);
      await api.register(sigeSyncRoutes, deps);
      await api.register(parfiRoutes, { ...deps, reports: createVisitReportsService(db, now) });
      await api.register(deferralRoutes, deps);
      await api.register(filesRoutes, deps);
      await api.register(pairingRoutes, deps);
      await api.register(visitReportsRoutes, deps);
      await api.register(awardRoutes, deps);
      await api.register(dashboardsRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(attentionRoutes, deps);
    },
    { prefix: '/api' },
  );

  if (config.benchRoutes) await app.register(benchRoutes, deps);
  if (webDist) await registerWebApp(app, webDist);
  await app.ready();
  return app;
}
