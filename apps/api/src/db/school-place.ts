/**
 * A school read with its municipality and its regional: the columns and joins that the schools
 * listing and PARFI's school by INEP share (db/ imports no module, so both can use it).
 */
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { municipio, regional } from './schema/places';
import { escola } from './schema/schools';
import type { Db } from './types';

/** The school's id, INEP code and name, its municipality's code and name, and its regional's code. */
export const schoolPlaceColumns = {
  id: escola.id,
  codigoInep: escola.codigoInep,
  nome: escola.nome,
  municipio: escola.municipio,
  nomeMunicipio: municipio.nome,
  regional: municipio.regional,
};

/** `schoolPlaceColumns` and `more` from `escola` joined to its `municipio` and the municipality's `regional`. */
export function selectSchoolsWithPlace<F extends SelectedFields>(db: Db, more: F) {
  return db
    .select({ ...schoolPlaceColumns, ...more })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(regional, eq(regional.codigo, municipio.regional));
}
