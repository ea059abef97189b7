/** The exported lists of a school's staff (decision 128): consulta-diretor, -coordenador, -equipe. */
import type { HistoricoServidor } from '../contracts/schools';
import { formatCpf } from '../cpf';
import { funcaoServidorLabel, turnoLabel } from '../enums';
import { exportSheet, ptCollator, type ExportColumn } from '../export';
import { STAFF_FUNCTION } from '../staff';

/** The functions whose current holders a staff screen lists, and the list's title there. */
export const STAFF_LIST_TITLE: Record<number, string> = {
  [STAFF_FUNCTION.Diretor]: 'Diretor atual',
  [STAFF_FUNCTION.Coordenador]: 'Coordenadores atuais',
  [STAFF_FUNCTION.CadastroEscola]: 'Equipe de cadastro atual',
};

/** The current holders (no end date) of a function, or of every function, by name (pt-BR). */
export function currentStaff(
  history: readonly HistoricoServidor[] | null | undefined,
  funcao?: number,
): HistoricoServidor[] {
  return (history ?? [])
    .filter(
      (h) => h.dataFim === null && (funcao === undefined || h.servidorFuncao.tipoFuncaoServidor === funcao),
    )
    .sort((a, b) => ptCollator.compare(a.servidorFuncao.servidor.nome, b.servidorFuncao.servidor.nome));
}

const nome: ExportColumn<HistoricoServidor> = {
  id: 'nome',
  header: 'Nome',
  value: (h) => h.servidorFuncao.servidor.nome,
};
const cpf: ExportColumn<HistoricoServidor> = {
  id: 'cpf',
  header: 'CPF',
  value: (h) => formatCpf(h.servidorFuncao.servidor.cpf),
};
const turno: ExportColumn<HistoricoServidor> = {
  id: 'turno',
  header: 'Turno',
  value: (h) => turnoLabel(h.turnoServidor) || null,
};
const desde: ExportColumn<HistoricoServidor> = {
  id: 'dataInicio',
  header: 'Desde',
  kind: 'date',
  value: (h) => h.dataInicio.slice(0, 10),
};
const funcaoColumn: ExportColumn<HistoricoServidor> = {
  id: 'funcao',
  header: 'Função',
  value: (h) => funcaoServidorLabel(h.servidorFuncao.tipoFuncaoServidor),
};

/**
 * GET /api/Escolas/{id}?funcao=&formato=: the current holders of one function as its screen lists
 * them (Nome, CPF, the coordinators' Turno, Desde); without `funcao`, every current holder with the
 * function.
 */
export function staffSheet(funcao: number | undefined) {
  if (funcao === undefined) {
    return exportSheet<HistoricoServidor>('Servidores atuais', [nome, cpf, funcaoColumn, turno, desde]);
  }
  const title = STAFF_LIST_TITLE[funcao] ?? `Servidores atuais — ${funcaoServidorLabel(funcao)}`;
  return exportSheet<HistoricoServidor>(
    title,
    funcao === STAFF_FUNCTION.Coordenador ? [nome, cpf, turno, desde] : [nome, cpf, desde],
  );
}
