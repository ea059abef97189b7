/**
 * The filters of the approval screens (spec 03 §2.6, §2.7), kept in the address so the deferral screen
 * returns to the same list: award and PARFI years (default: the newest award and its first PARFI
 * year), regional and municipality. The regional and municipality start from the user's active
 * configuration (else the role link's own), and a regional or municipal role cannot leave them.
 */
import { useSearchParams } from 'react-router';
import { ROLE_SCOPE } from '@siam/domain/roles';
import type { PrizeYear } from '@siam/domain/contracts/parfi';
import { useSession } from '../../lib/session';
import type { ApprovalFilters } from './queries';

function positive(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export interface ApprovalFilterState extends ApprovalFilters {
  /** The role may not change the regional / the municipality. */
  regionalLocked: boolean;
  cityLocked: boolean;
  set: (patch: Partial<ApprovalFilters>) => void;
  /** '?anoPremio=…' of the current choice (for the way back). */
  search: string;
}

export function useApprovalFilters(years: readonly PrizeYear[]): ApprovalFilterState {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const role = session?.activeConfig.role;
  const link = session?.roles.find((r) => r.id === role);
  const scope = role ? ROLE_SCOPE[role] : 'admin';
  const regionalLocked = scope === 'regional' || scope === 'municipal';
  const cityLocked = scope === 'municipal';
  const presetRegional = session?.activeConfig.region?.codigo ?? link?.idRegional ?? null;
  const presetCity = session?.activeConfig.city?.codigo ?? link?.idMunicipio ?? null;

  const latest = [...years].sort((a, b) => b.anoPremio - a.anoPremio)[0];
  const urlPremio = positive(params.get('anoPremio'));
  const entry = urlPremio === null ? latest : years.find((y) => y.anoPremio === urlPremio);
  const urlParfi = positive(params.get('anoParfi'));
  const anoPremio: number | '' = entry?.anoPremio ?? '';
  const anoParfi: number | '' =
    entry && urlParfi !== null && entry.anoParfi.includes(urlParfi)
      ? urlParfi
      : urlPremio === null && urlParfi === null
        ? (entry?.anoParfi[0] ?? '')
        : '';
  const has = (k: string) => params.has(k);
  const codigoRegional = regionalLocked
    ? presetRegional
    : has('codigoRegional')
      ? positive(params.get('codigoRegional'))
      : presetRegional;
  const codigoMunicipio = cityLocked
    ? presetCity
    : has('codigoMunicipio')
      ? positive(params.get('codigoMunicipio'))
      : presetCity;

  const current: ApprovalFilters = { anoPremio, anoParfi, codigoRegional, codigoMunicipio };
  const toSearch = (f: ApprovalFilters) => {
    const p = new URLSearchParams();
    if (f.anoPremio !== '') p.set('anoPremio', String(f.anoPremio));
    if (f.anoParfi !== '') p.set('anoParfi', String(f.anoParfi));
    p.set('codigoRegional', f.codigoRegional === null ? '' : String(f.codigoRegional));
    p.set('codigoMunicipio', f.codigoMunicipio === null ? '' : String(f.codigoMunicipio));
    return p;
  };
  return {
    ...current,
    regionalLocked,
    cityLocked,
    search: `?${toSearch(current).toString()}`,
    set: (patch) => setParams(toSearch({ ...current, ...patch }), { replace: true }),
  };
}
