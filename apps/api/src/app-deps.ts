import type { Config } from './config';
import type { Db } from './db/types';
import type { AuthService } from './modules/auth/auth.service';
import type { Guards } from './modules/auth/guards';
import type { TokenService } from './modules/auth/tokens';

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
