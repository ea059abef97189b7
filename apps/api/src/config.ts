import { resolve, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_INSTITUTIONAL_EMAIL_DOMAINS, normalizeEmailDomain } from '@siam/domain/staff';
import { apiPackageRoot } from './lib/paths';
import { DEFAULT_ADDRESS_LIMIT } from './modules/auth';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A report URL of /painel-siam: http(s) only (it is put in an iframe and in frame-src). */
const panelUrl = (name: string) =>
  optionalString.pipe(
    z.url({ protocol: /^https?$/, message: `${name} deve ser uma URL http(s).` }).optional(),
  );

const API_PROCESSES_MESSAGE = 'API_PROCESSES deve ser um número inteiro de 1 a 64.';

/** API_PROCESSES above 1 with the embedded database (decision 135). */
export const API_PROCESSES_NEED_SERVER =
  'API_PROCESSES acima de 1 exige um servidor PostgreSQL (DATABASE_URL): o banco embutido (PGlite, em DATA_DIR) só pode ser aberto por um processo.';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded database and the generated secret live (relative to the working directory). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, a PostgreSQL server is used through `pg` instead of the embedded PGlite. */
  DATABASE_URL: optionalString,
  /**
   * 'off': send every statement unnamed, for PgBouncer before 1.21 (or max_prepared_statements = 0) in
   * transaction mode; 'on' (default): each connection prepares a statement once (decision 135).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['on', 'off'], { error: "DATABASE_PREPARED_STATEMENTS deve ser 'on' ou 'off'." })
    .default('on'),
  /** HS256 key for the session tokens; generated once and kept (DATA_DIR or the database) when absent. */
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'JWT_SECRET deve ter pelo menos 32 caracteres.',
  }),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(8 * 3600),
  /** The built web app served at `/` (apps/web/dist by default). */
  WEB_DIST: optionalString,
  FORGOT_PASSWORD_URL: z.url().default('https://www.gov.br/pt-br/servicos/recuperar-senha'),
  LEARN_MORE_URL: z.url().default('https://www.gov.br/mec/pt-br/crianca-alfabetizada'),
  /**
   * Institutional e-mail domains (comma list): a staff member's alternative e-mail may not be on one
   * of them (spec 02 §5). Served to the web app in GET /api/config.
   */
  INSTITUTIONAL_EMAIL_DOMAINS: z
    .string()
    .optional()
    .transform((v) => {
      const list = (v ?? '')
        .split(',')
        .map(normalizeEmailDomain)
        .filter((d) => d !== '');
      return list.length > 0 ? list : [...DEFAULT_INSTITUTIONAL_EMAIL_DOMAINS];
    })
    .refine((list) => list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), {
      message: 'INSTITUTIONAL_EMAIL_DOMAINS deve ser uma lista de domínios separados por vírgula.',
    }),
  /**
   * '1' or 'true': two reference routes for `npm run bench` (GET /bench/bare, GET /bench/pk/:id;
   * decision in docs/performance.md). Off by default; never set it in production.
   */
  BENCH_ROUTES: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /**
   * The API reference (/api/docs and /api/openapi.json): 'on' or 'off'. Default: on in development and
   * tests, off under NODE_ENV=production (issue 15: the reference was public in production).
   */
  API_DOCS: z.enum(['on', 'off'], { error: "API_DOCS deve ser 'on' ou 'off'." }).optional(),
  /**
   * API processes on this machine (decision 135): above 1, the server is a node:cluster primary that
   * migrates once, then forks that many workers sharing PORT and restarts one that dies. Needs
   * DATABASE_URL (the embedded database opens in one process only).
   */
  API_PROCESSES: z.coerce
    .number({ error: API_PROCESSES_MESSAGE })
    .int({ error: API_PROCESSES_MESSAGE })
    .min(1, { error: API_PROCESSES_MESSAGE })
    .max(64, { error: API_PROCESSES_MESSAGE })
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long (ms) an instance reuses a verified session instead of reading it again (decision 011):
   * 0 turns the cache off. Default 2000, and 0 under NODE_ENV=test.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Failed logins per client address, whatever the CPF (POST /api/Auth; successes do not count): a
   * burst of AUTH_ADDRESS_FAILURE_BURST, then AUTH_ADDRESS_FAILURES_PER_MINUTE (decision 013 addendum).
   */
  AUTH_ADDRESS_FAILURE_BURST: z.coerce.number().int().min(1).default(DEFAULT_ADDRESS_LIMIT.burst),
  AUTH_ADDRESS_FAILURES_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(60_000)
    .default(DEFAULT_ADDRESS_LIMIT.perMinute),
  /**
   * Student lookups (GET /api/Alunos, GET /api/Alunos/Buscar) allowed per user and minute, per route
   * (issue 15: a walk over birth dates is cut off; a secretary never reaches it).
   */
  STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Behind a load balancer or reverse proxy: 'true' trusts X-Forwarded-For, or a list of trusted proxy
   * addresses ('10.0.0.0/8,127.0.0.1'). Default: not trusted (the client address is the socket's).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string => {
      if (!v || v === 'false') return false;
      return v === 'true' ? true : v;
    }),
  /**
   * The state school register (SGU) and the school-management system (SIGE): base URLs of their HTTP
   * services. Absent: the bundled demo register and demo SIGE school (or the *_DEMO_FILE files).
   */
  SGU_URL: optionalString.pipe(z.url({ message: 'SGU_URL deve ser uma URL.' }).optional()),
  SIGE_URL: optionalString.pipe(z.url({ message: 'SIGE_URL deve ser uma URL.' }).optional()),
  SGU_DEMO_FILE: optionalString,
  SIGE_DEMO_FILE: optionalString,
  /** How long a call to SGU or SIGE may take before the product reports that it did not answer. */
  EXTERNAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * The embedded BI reports of /painel-siam, one per panel of PAINEIS_BI (decision 090). Absent: the
   * product's live dashboard for that panel.
   */
  PAINEL_BI_URL_1: panelUrl('PAINEL_BI_URL_1'),
  PAINEL_BI_URL_2: panelUrl('PAINEL_BI_URL_2'),
  PAINEL_BI_URL_3: panelUrl('PAINEL_BI_URL_3'),
  PAINEL_BI_URL_4: panelUrl('PAINEL_BI_URL_4'),
  PAINEL_BI_URL_5: panelUrl('PAINEL_BI_URL_5'),
  PAINEL_BI_URL_6: panelUrl('PAINEL_BI_URL_6'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_PREPARED_STATEMENTS: named (prepared once per connection) or unnamed statements. */
  databasePreparedStatements: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  webDist: string | null;
  forgotPasswordUrl: string;
  learnMoreUrl: string;
  institutionalEmailDomains: string[];
  logLevel: string;
  /** API_PROCESSES: workers of the node:cluster primary (1: no cluster). */
  apiProcesses: number;
  /** The API reference /api/docs and /api/openapi.json is served (API_DOCS). */
  apiDocs: boolean;
  /** The benchmark's reference routes (BENCH_ROUTES). */
  benchRoutes: boolean;
  /** SESSION_CACHE_MS. */
  sessionCacheMs: number;
  /** AUTH_ADDRESS_FAILURE_BURST and AUTH_ADDRESS_FAILURES_PER_MINUTE. */
  authAddressLimit: { burst: number; perMinute: number };
  /** STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE. */
  studentLookupRateLimitPerMinute: number;
  trustProxy: boolean | string;
  sguUrl: string | undefined;
  sigeUrl: string | undefined;
  sguDemoFile: string | undefined;
  sigeDemoFile: string | undefined;
  externalTimeoutMs: number;
  /** Report URL per panel id (1-6), when configured. */
  painelBiUrls: Record<number, string | undefined>;
}

/** Parses the environment once, at start-up. Throws a readable message on an invalid value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.API_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new Error(`Configuração inválida:\n  API_PROCESSES: ${API_PROCESSES_NEED_SERVER}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : join(apiPackageRoot(), '..', 'web', 'dist'),
    forgotPasswordUrl: e.FORGOT_PASSWORD_URL,
    learnMoreUrl: e.LEARN_MORE_URL,
    institutionalEmailDomains: e.INSTITUTIONAL_EMAIL_DOMAINS,
    logLevel: e.LOG_LEVEL,
    apiProcesses: e.API_PROCESSES,
    benchRoutes: e.BENCH_ROUTES,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'on',
    sessionCacheMs: e.SESSION_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    authAddressLimit: { burst: e.AUTH_ADDRESS_FAILURE_BURST, perMinute: e.AUTH_ADDRESS_FAILURES_PER_MINUTE },
    studentLookupRateLimitPerMinute: e.STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    sguUrl: e.SGU_URL,
    sigeUrl: e.SIGE_URL,
    sguDemoFile: e.SGU_DEMO_FILE ? resolve(e.SGU_DEMO_FILE) : undefined,
    sigeDemoFile: e.SIGE_DEMO_FILE ? resolve(e.SIGE_DEMO_FILE) : undefined,
    externalTimeoutMs: e.EXTERNAL_TIMEOUT_MS,
    painelBiUrls: {
      1: e.PAINEL_BI_URL_1,
      2: e.PAINEL_BI_URL_2,
      3: e.PAINEL_BI_URL_3,
      4: e.PAINEL_BI_URL_4,
      5: e.PAINEL_BI_URL_5,
      6: e.PAINEL_BI_URL_6,
    },
  };
}

/** A configuration for tests and tools: the defaults, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: null, ...overrides };
}
