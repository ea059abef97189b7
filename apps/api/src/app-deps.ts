import type { Config } from './config';
import type { Db } from './db/types';
import type { AuthService, Guards, TokenService } from './modules/auth';

/** What every module's routes receive. */
export interface RouteDeps {
  db: Db;
  config: Config;
  tokens: TokenService;
  auth: AuthService;
  guards: Guards;
  /** The clock (tests move it). */
  now: () => Date;
}
