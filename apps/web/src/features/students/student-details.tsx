/**
 * What consultar-estudante shows of a student: personal data, the current school and class, and the
 * class history (Enturmação Indevida is already left out by the API) with a side panel of the chosen
 * entry.
 */
import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import {
  corLabel,
  motivoLabel,
  nivelEnsinoLabel,
  serieLabel,
  sexoLabel,
  transporteLabel,
  turnoLabel,
} from '@siam/domain/enums';
import type { Aluno, AlunoResumo, HistoricoItem } from '@siam/domain/contracts/students';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { SidePanel } from '../../components/side-panel';

const NOT_INFORMED = 'Não informado';

export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return 'Sim';
  if (value === false) return 'Não';
  return NOT_INFORMED;
}

function orNotInformed(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NOT_INFORMED : String(value);
}

export interface Field {
  label: string;
  value: ReactNode;
  /** Spans the whole row (long texts). */
  wide?: boolean;
}

/** Label/value pairs in a responsive grid (a description list, read well by screen readers). */
export function FieldGrid({ fields, compact = false }: { fields: Field[]; compact?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: compact ? 'repeat(2, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))',
        },
        columnGap: 3,
        rowGap: 2,
        m: 0,
      }}
    >
      {fields.map((f) => (
        <Box key={f.label} sx={{ gridColumn: f.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, fontSize: '0.8125rem' }}
          >
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function personalFields(a: Aluno): Field[] {
  return [
    { label: 'Nome', value: a.nome, wide: true },
    { label: 'CPF', value: a.cpf ? formatCpf(a.cpf) : NOT_INFORMED },
    { label: 'Data de nascimento', value: formatDateBR(a.dataNascimento) || NOT_INFORMED },
    { label: 'Sexo', value: sexoLabel(a.sexo) },
    { label: 'Cor', value: corLabel(a.cor) || NOT_INFORMED },
    { label: 'Nome da mãe', value: orNotInformed(a.nomeMae) },
    { label: 'Nome do pai', value: orNotInformed(a.nomePai) },
    { label: 'Código INEP', value: orNotInformed(a.codigoInep) },
    { label: 'Matrícula', value: orNotInformed(a.matricula) },
    { label: 'Transporte escolar', value: transporteLabel(a.transporte) || NOT_INFORMED },
    { label: 'Nível de ensino', value: nivelEnsinoLabel(a.nivelEnsino) || NOT_INFORMED },
    { label: 'Série', value: serieLabel(a.serie) || NOT_INFORMED },
    { label: 'Alfabetizado', value: yesNo(a.estudanteAlfabetizado) },
    { label: 'Pessoa com deficiência', value: yesNo(a.pessoaComDeficiencia) },
    ...(a.pessoaComDeficiencia
      ? [{ label: 'Descrição da deficiência', value: orNotInformed(a.descricaoDeficiencia) }]
      : []),
    { label: 'Participa do AEE', value: yesNo(a.participaAee) },
    { label: 'Contraturno', value: yesNo(a.contraturno) },
    { label: 'Dificuldade pedagógica', value: yesNo(a.dificuldadePedagogica) },
  ];
}

/** What a student out of the caller's area shows (issue 15): the enrolment fields only. */
export function restrictedFields(a: AlunoResumo): Field[] {
  const t = a.turmaAtual;
  return [
    { label: 'Nome', value: a.nome, wide: true },
    { label: 'Data de nascimento', value: formatDateBR(a.dataNascimento) || NOT_INFORMED },
    { label: 'Nome da mãe', value: orNotInformed(a.nomeMae) },
    {
      label: 'Escola',
      value: a.escola ? `${a.escola.codigoInep} - ${a.escola.nomeEscola}` : NOT_INFORMED,
    },
    {
      label: 'Turma atual',
      value: t ? `${t.nomeTurma} (${serieLabel(t.serie)}, ${turnoLabel(t.turno)})` : 'Sem turma atual',
    },
  ];
}

/** The reduced record of a student of another area: for enrolment only. */
export function RestrictedData({ student }: { student: AlunoResumo }) {
  return (
    <Card component="section" aria-labelledby="dados-enturmacao">
      <CardContent>
        <Typography id="dados-enturmacao" variant="h2" component="h2" sx={{ mb: 2.5 }}>
          Dados para enturmação
        </Typography>
        <FieldGrid fields={restrictedFields(student)} />
      </CardContent>
    </Card>
  );
}

export function PersonalData({ student }: { student: Aluno }) {
  return (
    <Card component="section" aria-labelledby="dados-pessoais">
      <CardContent>
        <Typography id="dados-pessoais" variant="h2" component="h2" sx={{ mb: 2.5 }}>
          Dados pessoais
        </Typography>
        <FieldGrid fields={personalFields(student)} />
      </CardContent>
    </Card>
  );
}

export function SchoolAndClass({ student }: { student: Aluno }) {
  const turma = student.turmaAtual;
  const escola = student.escola;
  return (
    <Card component="section" aria-labelledby="escola-turma">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ mb: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="escola-turma" variant="h2" component="h2">
            Escola e turma atual
          </Typography>
          {turma ? (
            <Chip label="Enturmado" color="success" size="small" />
          ) : (
            <Chip label="Sem turma atual" size="small" />
          )}
        </Stack>
        <FieldGrid
          fields={[
            {
              label: 'Escola',
              value: escola ? `${escola.codigoInep} - ${escola.nomeEscola}` : 'Nenhuma escola vinculada',
              wide: true,
            },
            ...(escola ? [{ label: 'Município', value: escola.nomeMunicipio }] : []),
            ...(turma
              ? [
                  { label: 'Turma', value: turma.nomeTurma },
                  { label: 'Código da turma', value: String(turma.codigoTurma) },
                  { label: 'Série', value: serieLabel(turma.serie) || NOT_INFORMED },
                  { label: 'Turno', value: turnoLabel(turma.turno) || NOT_INFORMED },
                  { label: 'Ano', value: String(turma.anoTurma) },
                  { label: 'Professor(a)', value: turma.nomeProfessor || 'Sem professor' },
                  { label: 'Na turma desde', value: formatDateBR(turma.dataInicio) || NOT_INFORMED },
                ]
              : [{ label: 'Turma', value: 'O estudante não está enturmado no momento.' }]),
          ]}
        />
      </CardContent>
    </Card>
  );
}

const historyColumns: DataTableColumn<HistoricoItem>[] = [
  { id: 'ano', label: 'Ano', width: 72 },
  { id: 'turma', label: 'Turma', render: (h) => h.turma.nomeTurma },
  { id: 'escola', label: 'Escola', render: (h) => h.turma.nomeEscola },
  { id: 'serie', label: 'Série', render: (h) => serieLabel(h.turma.serie) },
  { id: 'motivo', label: 'Motivo', render: (h) => motivoLabel(h.motivo) },
  { id: 'dataInicio', label: 'Início', render: (h) => formatDateBR(h.dataInicio) },
  { id: 'dataFim', label: 'Fim', render: (h) => formatDateBR(h.dataFim) || 'Em andamento' },
];

export function historyDetailFields(h: HistoricoItem): Field[] {
  return [
    { label: 'Ano', value: String(h.ano) },
    { label: 'Turma', value: h.turma.nomeTurma },
    { label: 'Código da turma', value: String(h.turma.codigoTurma) },
    { label: 'Série', value: serieLabel(h.turma.serie) || NOT_INFORMED },
    { label: 'Turno', value: turnoLabel(h.turma.turno) || NOT_INFORMED },
    { label: 'Motivo', value: motivoLabel(h.motivo) || NOT_INFORMED },
    { label: 'Data de início', value: formatDateBR(h.dataInicio) || NOT_INFORMED },
    { label: 'Data de fim', value: formatDateBR(h.dataFim) || 'Em andamento' },
    { label: 'Escola', value: `${h.turma.codigoInepEscola} - ${h.turma.nomeEscola}`, wide: true },
    { label: 'Professor(a)', value: h.turma.nomeProfessor || 'Sem professor', wide: true },
  ];
}

export function ClassHistory({ student }: { student: Aluno }) {
  const [selected, setSelected] = useState<number | null>(null);
  const entry = selected !== null ? student.historico[selected] : undefined;
  return (
    <Card component="section" aria-labelledby="historico-turmas">
      <CardContent>
        <Typography id="historico-turmas" variant="h2" component="h2" sx={{ mb: 0.5 }}>
          Histórico de turmas
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Clique em uma linha para ver os detalhes da passagem pela turma.
        </Typography>
        <DataTable
          ariaLabel="Histórico de turmas"
          columns={historyColumns}
          rows={student.historico}
          getRowKey={(h) => h.anoTurmaAlunoId}
          onRowClick={(_h, i) => setSelected(i)}
          selectedIndex={selected}
          pagination
          height={320}
          emptyMessage="O estudante ainda não passou por nenhuma turma."
        />
      </CardContent>
      <SidePanel
        open={Boolean(entry)}
        onClose={() => setSelected(null)}
        title="Detalhes da turma"
        width={480}
      >
        {entry ? <FieldGrid fields={historyDetailFields(entry)} compact /> : null}
      </SidePanel>
    </Card>
  );
}
