/** The exported lists of the SIGE synchronisation (decision 128): kept results and their changes. */
import type { SyncResultItem, SyncResultRow } from '../contracts/sige-sync';
import { formatCpf } from '../cpf';
import { serieLabel, turnoLabel } from '../enums';
import { exportSheet } from '../export';

/** GET /api/Escolas/Sincronizar/Resultados: 'Sincronizações anteriores' of a school. */
export const syncResultsSheet = exportSheet<SyncResultItem>('Sincronizações com o SIGE', [
  { id: 'executadaEm', header: 'Data e hora', kind: 'datetime', value: (r) => r.executadaEm },
  { id: 'usuarioNome', header: 'Usuário', value: (r) => r.usuarioNome },
  { id: 'turmasCriadas', header: 'Turmas criadas', kind: 'integer', value: (r) => r.resumo.turmasCriadas },
  {
    id: 'turmasAtualizadas',
    header: 'Turmas atualizadas',
    kind: 'integer',
    value: (r) => r.resumo.turmasAtualizadas,
  },
  {
    id: 'turmasDesativadas',
    header: 'Turmas desativadas',
    kind: 'integer',
    value: (r) => r.resumo.turmasDesativadas,
  },
  {
    id: 'estudantesCadastrados',
    header: 'Estudantes cadastrados',
    kind: 'integer',
    value: (r) => r.resumo.estudantesCadastrados,
  },
  {
    id: 'estudantesAtualizados',
    header: 'Estudantes atualizados',
    kind: 'integer',
    value: (r) => r.resumo.estudantesAtualizados,
  },
  {
    id: 'estudantesEnturmados',
    header: 'Estudantes enturmados',
    kind: 'integer',
    value: (r) => r.resumo.estudantesEnturmados,
  },
  {
    id: 'estudantesSairam',
    header: 'Estudantes que saíram',
    kind: 'integer',
    value: (r) => r.resumo.estudantesSairam,
  },
  { id: 'total', header: 'Total de mudanças', kind: 'integer', value: (r) => r.resumo.total },
]);

/** GET /api/Escolas/Sincronizar/Resultados/{id}: every change of one kept synchronisation. */
export const syncChangesSheet = exportSheet<SyncResultRow>('Mudanças da sincronização', [
  { id: 'codigo_Turma', header: 'Código da turma', value: (r) => r.codigo_Turma },
  { id: 'nome_Turma', header: 'Turma', value: (r) => r.nome_Turma },
  { id: 'serie', header: 'Série', value: (r) => serieLabel(r.serie) },
  { id: 'turno', header: 'Turno', value: (r) => turnoLabel(r.turno) },
  { id: 'identificador', header: 'Matrícula', value: (r) => r.identificador },
  { id: 'nome_Aluno', header: 'Estudante', value: (r) => r.nome_Aluno },
  { id: 'cpf_Aluno', header: 'CPF', value: (r) => (r.cpf_Aluno ? formatCpf(r.cpf_Aluno) : null) },
  { id: 'mensagem', header: 'Mudança', value: (r) => r.mensagem },
]);
