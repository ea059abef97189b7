/**
 * A school as the API answers it (`School` of the contract), for the screens' tests: the fields a test
 * cares about, the rest filled as the API would (codes from the municipality and regional).
 */
import type { School } from '@siam/domain/contracts/schools';

type SchoolFields = Pick<
  School,
  | 'id'
  | 'escolaId'
  | 'codigoInep'
  | 'nomeEscola'
  | 'codigoMunicipio'
  | 'codigoRegional'
  | 'nomeMunicipio'
  | 'siglaRegional'
  | 'sige'
> &
  Partial<School>;

export function testSchool(fields: SchoolFields): School {
  return {
    codCre: fields.codigoRegional,
    codMunicipio: fields.codigoMunicipio,
    municipio: fields.codigoMunicipio,
    cre: fields.siglaRegional,
    rede: 2,
    localizacao: 1,
    turno: null,
    ...fields,
  };
}
