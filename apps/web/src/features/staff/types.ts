/** The person (`Servidor`) of GET /api/Servidor?cpf= (docs/api-contract-schools-classes-staff.md). */
export interface Servidor {
  id: number | null;
  nome: string;
  cpf: string;
  email: string | null;
  emailPessoal: string | null;
  /** 'YYYY-MM-DD' */
  dataNascimento: string | null;
  sexo: string | null;
  telefone: string | null;
  /** The extras of spec 02 §3 for coordinator / director / teacher. */
  [extra: string]: unknown;
}
