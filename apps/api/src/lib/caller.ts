import type { RoleId } from '@siam/domain/roles';

/** One scope link of the caller's active role. */
export interface CallerLink {
  idRegional: number | null;
  idMunicipio: number | null;
  escolaId: number | null;
}

/** Who is calling: set on the request by the guards (`request.caller`). */
export interface Caller {
  usuarioId: number;
  cpf: string;
  nome: string;
  /** The active role (the `Perfil` header), held by the user. */
  role: RoleId;
  /** The user's links for the active role (one per linked school for school roles). */
  links: CallerLink[];
  /** Token id and expiry (seconds), for revocation. */
  jti: string;
  exp: number;
}

/** A verified session token (before the role is checked). */
export interface Session {
  usuarioId: number;
  cpf: string;
  nome: string;
  jti: string;
  exp: number;
  /** Every link of the user, all roles. */
  links: (CallerLink & { perfilId: number })[];
}
