/** Shapes of the users API (docs/api-contract-users-students.md) that manter-usuario reads and sends. */
import type { ProfileLink } from '@siam/domain/users';

/** A school of a school-role link. */
export interface LinkSchool {
  id: number;
  codigoInep: string;
  nomeEscola: string;
}

/** A link of GET /api/Usuario/{cpf}/Vinculo: the profiles held in one place. */
export interface UserLink extends ProfileLink {
  nomeRegional?: string | null;
  nomeMunicipio?: string | null;
  escolas?: LinkSchool[];
}

/** GET /api/Usuario/{cpf}/Vinculo and the answer of POST /api/Usuario. */
export interface User {
  cpf: string;
  nome: string;
  emailPessoal: string | null;
  telefonePessoal: string | null;
  perfisVinculo: UserLink[];
}

/** GET /api/Usuario/Diretorio?cpf=: a person the department knows who is not yet a user. */
export interface DirectoryPerson {
  cpf: string;
  nome: string;
  emailPessoal: string | null;
  telefonePessoal: string | null;
}

/** A profile of GET /api/Usuario/PerfilAbaixo/{id}. */
export interface ProfileItem {
  id: number;
  nome: string;
}
