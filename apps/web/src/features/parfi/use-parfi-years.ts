/**
 * The award and PARFI years of a PARFI screen, kept in the address (?anoPremio=&anoParfi=) so returning
 * from the action or execution screens lands on the same plan. Without years in the address, the most
 * recent award year and its first PARFI year are chosen.
 */
import { useSearchParams } from 'react-router';
import type { PrizeYear } from '@siam/domain/contracts/parfi';

function numberParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export interface ParfiYears {
  anoPremio: number | '';
  anoParfi: number | '';
  set: (value: { anoPremio: number | ''; anoParfi: number | '' }) => void;
  /** '?anoPremio=…&anoParfi=…' of the current choice. */
  search: string;
}

export function yearsSearch(anoPremio: number | '', anoParfi: number | ''): string {
  const p = new URLSearchParams();
  if (anoPremio !== '') p.set('anoPremio', String(anoPremio));
  if (anoParfi !== '') p.set('anoParfi', String(anoParfi));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function useParfiYears(years: readonly PrizeYear[]): ParfiYears {
  const [params, setParams] = useSearchParams();
  const latest = [...years].sort((a, b) => b.anoPremio - a.anoPremio)[0];
  const fromUrl = numberParam(params.get('anoPremio'));
  const entry = years.find((y) => y.anoPremio === fromUrl) ?? (fromUrl === null ? latest : undefined);
  const anoPremio: number | '' = entry?.anoPremio ?? '';
  const parfiFromUrl = numberParam(params.get('anoParfi'));
  const anoParfi: number | '' =
    entry && parfiFromUrl !== null && entry.anoParfi.includes(parfiFromUrl)
      ? parfiFromUrl
      : fromUrl === null && parfiFromUrl === null
        ? (entry?.anoParfi[0] ?? '')
        : '';
  return {
    anoPremio,
    anoParfi,
    search: yearsSearch(anoPremio, anoParfi),
    set: (v) => {
      const next = new URLSearchParams();
      next.set('anoPremio', v.anoPremio === '' ? '0' : String(v.anoPremio));
      if (v.anoParfi !== '') next.set('anoParfi', String(v.anoParfi));
      setParams(next, { replace: true });
    },
  };
}
