/**
 * Shapes of the API answers the web app reads (docs/api-contract-foundation.md). Only the fields the
 * screens use are typed; the server may send more.
 */
import type { RoleId } from '@siam/domain/roles';

/** A profile link of the signed-in user (spec 01 §3). */
export interface Perfil {
  id: RoleId;
  nome: string;
  idRegional: number | null;
  idMunicipio: number | null;
  nomeRegional: string | null;
  nomeMunicipio: string | null;
}

export interface AuthResponse {
  token: string;
  expires: string;
  usuario: {
    nome: string;
    cpf: string;
    emailPessoal: string | null;
    tpUser: number | string | null;
    sistemas: { perfis: Perfil[] }[];
  };
}

export interface Regional {
  codigo: number;
  sigla: string;
}

export interface Municipio {
  codigo: number;
  nome: string;
  /** Codigo of the regional. */
  regional: number;
}

export interface School {
  id: number;
  escolaId: number;
  codigoInep: string;
  nomeEscola: string;
  codCre?: number | null;
  codMunicipio?: number | null;
  codigoMunicipio: number;
  codigoRegional: number;
  nomeMunicipio: string;
  siglaRegional: string;
  cre?: string | null;
  sige: boolean;
  rede?: number | null;
  localizacao?: number | null;
}

export interface Localizacoes {
  regional: Regional[];
  municipio: Municipio[];
  escola: School[];
}

/** GET Servidor/Coordenador and Servidor/Diretor. */
export interface LinkedSchools {
  nome: string;
  cpf: string;
  escolas: School[];
}

export interface Video {
  id: number;
  nome: string;
  url: string;
}

export interface CalendarEvent {
  id: number;
  /** 'YYYY-MM-DD' */
  data: string;
  /** 'YYYY-MM-DD', the last day of the event (same as `data` for one-day events). */
  dataFim: string | null;
  nome: string;
  /** A category id of CALENDAR_CATEGORIES (or its name). */
  categoria: string;
}

export interface TeacherStatistics {
  estatisticaAcompanhamentos: {
    naoIniciados: number;
    emAndamento: number;
    completos: number;
    validados: number;
  };
}

/** GET /api/config: the login screen's external links. */
export interface PublicConfig {
  forgotPasswordUrl: string;
  learnMoreUrl: string;
}
