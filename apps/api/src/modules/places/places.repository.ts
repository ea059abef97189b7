import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { municipio, regional } from '../../db/schema/places';
import type { Db } from '../../db/types';

export interface Regional {
  codigo: number;
  sigla: string;
}
export interface Municipio {
  codigo: number;
  nome: string;
  regional: number;
}

export function findRegionais(db: Db, codigos?: number[]): Promise<Regional[]> {
  const q = db.select({ codigo: regional.codigo, sigla: regional.sigla }).from(regional);
  return (codigos ? q.where(inArray(regional.codigo, codigos.length ? codigos : [-1])) : q).orderBy(
    asc(regional.codigo),
  );
}

function selectMunicipios(db: Db, where?: SQL): Promise<Municipio[]> {
  return db
    .select({ codigo: municipio.codigo, nome: municipio.nome, regional: municipio.regional })
    .from(municipio)
    .where(where)
    .orderBy(asc(municipio.nome));
}

export function findMunicipios(db: Db, codigoRegional?: number): Promise<Municipio[]> {
  return selectMunicipios(
    db,
    codigoRegional === undefined ? undefined : eq(municipio.regional, codigoRegional),
  );
}

export function findMunicipiosByRegionais(db: Db, regionais: number[]): Promise<Municipio[]> {
  if (regionais.length === 0) return Promise.resolve([]);
  return selectMunicipios(db, inArray(municipio.regional, regionais));
}

export function findMunicipiosByCodigos(db: Db, codigos: number[]): Promise<Municipio[]> {
  if (codigos.length === 0) return Promise.resolve([]);
  return selectMunicipios(db, inArray(municipio.codigo, codigos));
}
