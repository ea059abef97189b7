/**
 * The session (spec 01 §3, §4): the signed-in user kept in sessionStorage under `siam.session`, the
 * rules that decide whether it is still valid, and a tiny store the React tree subscribes to.
 */
import { useSyncExternalStore } from 'react';
import { can, type Feature } from '@siam/domain/permissions';
import { collapsesDuplicateLinks, isRoleId, preferredRole, type RoleId } from '@siam/domain/roles';
import type { AuthResponse, Perfil } from '@siam/domain/contracts/auth';
import type { Municipio, Regional } from '@siam/domain/contracts/places';
import type { School } from '@siam/domain/contracts/schools';

export const SESSION_KEY = 'siam.session';

/** What the user is acting as: the role sent in the `Perfil` header and the chosen place. */
export interface ActiveConfig {
  role: RoleId;
  region: Regional | null;
  city: Municipio | null;
  school: School | null;
}

export interface SessionUser {
  nome: string;
  cpf: string;
  token: string;
  /** ISO instant given by the server (informative; the token's exp claim decides). */
  expires: string;
  emailPessoal: string | null;
  tipo: number | string | null;
  roles: Perfil[];
  activeConfig: ActiveConfig;
}

// ---------------------------------------------------------------- token

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT (header.payload.signature, base64url), or null when it does not decode. */
export function decodeTokenPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token's expiry in epoch milliseconds (the exp claim is in seconds), or null without one. */
export function tokenExpiresAt(token: unknown): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Spec 01 §4: logged in only when the token decodes, has exp, and exp lies in the future. */
export function isTokenValid(token: unknown, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}

/** A stored user counts as logged in when it has a cpf and a valid token. */
export function isSessionValid(session: SessionUser | null, now: number = Date.now()): boolean {
  return session !== null && Boolean(session.cpf) && isTokenValid(session.token, now);
}

// ---------------------------------------------------------------- roles

/** Spec 01 §4: duplicate teacher or coordinator roles are collapsed into one. */
export function collapseRoles(perfis: readonly Perfil[]): Perfil[] {
  const seen = new Set<RoleId>();
  const out: Perfil[] = [];
  for (const p of perfis) {
    if (!isRoleId(p.id)) continue;
    const collapsible = collapsesDuplicateLinks(p.id);
    if (collapsible && seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(p);
  }
  return out;
}

/** The roles offered by the profile select: one entry per role id, in the server's order. */
export function distinctRoles(perfis: readonly Perfil[]): Perfil[] {
  const seen = new Set<RoleId>();
  return perfis.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
}

/** Spec 01 §4: Administrador when the user has it, otherwise the first role; null without roles. */
export function defaultRole(perfis: readonly Perfil[]): RoleId | null {
  return preferredRole(perfis.map((p) => p.id));
}

/**
 * The configuration of a freshly chosen role: place reset (spec 01 §4), except that a regional or
 * municipal link pre-fills its own regional and municipality, the only ones the role may choose.
 */
export function configForRole(role: RoleId, perfis: readonly Perfil[]): ActiveConfig {
  const link = perfis.find((p) => p.id === role);
  const region: Regional | null =
    link?.idRegional != null ? { codigo: link.idRegional, sigla: link.nomeRegional ?? '' } : null;
  const city: Municipio | null =
    link?.idMunicipio != null && link.idRegional != null
      ? { codigo: link.idMunicipio, nome: link.nomeMunicipio ?? '', regional: link.idRegional }
      : null;
  return { role, region, city, school: null };
}

/** The place of a school: choosing a school also sets its regional and municipality. */
export function placeOfSchool(school: School): Pick<ActiveConfig, 'region' | 'city' | 'school'> {
  return {
    region: { codigo: school.codigoRegional, sigla: school.siglaRegional },
    city: { codigo: school.codigoMunicipio, nome: school.nomeMunicipio, regional: school.codigoRegional },
    school,
  };
}

/** The session stored after a successful login, or null when the answer has no usable user. */
export function sessionFromAuth(auth: AuthResponse): SessionUser | null {
  const usuario = auth?.usuario;
  if (!usuario?.cpf || !auth.token) return null;
  const roles = collapseRoles(usuario.sistemas?.flatMap((s) => s.perfis ?? []) ?? []);
  const role = defaultRole(roles);
  if (role === null) return null;
  return {
    nome: usuario.nome,
    cpf: usuario.cpf,
    token: auth.token,
    expires: auth.expires,
    emailPessoal: usuario.emailPessoal ?? null,
    tipo: usuario.tpUser ?? null,
    roles,
    activeConfig: configForRole(role, roles),
  };
}

// ---------------------------------------------------------------- store

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionUser | null | undefined;

function parseStored(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionUser;
    if (!value || typeof value !== 'object' || typeof value.token !== 'string' || !value.activeConfig) {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored user (whatever its validity), read once from sessionStorage then kept in memory. */
export function getSession(): SessionUser | null {
  if (cached === undefined) cached = parseStored(storage()?.getItem(SESSION_KEY) ?? null);
  return cached;
}

function emit(): void {
  for (const l of [...listeners]) l();
}

export function setSession(session: SessionUser): void {
  cached = session;
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

/** Removes the session from sessionStorage (Sair, 401, expired token). */
export function clearSession(): void {
  cached = null;
  storage()?.removeItem(SESSION_KEY);
  emit();
}

/** Applies a new active configuration (the settings flyout's Confirmar). */
export function setActiveConfig(config: ActiveConfig): void {
  const current = getSession();
  if (current) setSession({ ...current, activeConfig: config });
}

/** The active role id (the `Perfil` header), or null when signed out. */
export function activeRole(): RoleId | null {
  return getSession()?.activeConfig.role ?? null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory copy so the next read comes from sessionStorage (tests). */
export function resetSessionCache(): void {
  cached = undefined;
}

/** The current session user; re-renders on login, logout and profile change. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Whether the active role may use `feature` (the API's `can`); false without a session. */
export function useCan(feature: Feature): boolean {
  const session = useSession();
  return session ? can(session.activeConfig.role, feature) : false;
}
