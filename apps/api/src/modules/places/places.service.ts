import type { Db } from '../../db/types';
import { findMunicipios, findRegionais } from './places.repository';

export function createPlacesService(db: Db) {
  return {
    regionais: () => findRegionais(db),
    municipios: (codigoRegional?: number) => findMunicipios(db, codigoRegional),
  };
}
