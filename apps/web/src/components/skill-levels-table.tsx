/**
 * The skills of one category with their answers (spec 02 §2.11, §2.12): either the level chosen for
 * each skill (an activity monitoring, or one student) or how many students are at each level (a learning
 * monitoring). A click on a skill opens its details (SkillDetailPanel).
 */
import { Chip } from '@mui/material';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { DataTable, type DataTableColumn } from './data-table';
import type { ExportSource } from './export-button';
import { LEVEL_COLORS } from './level-chart';

export type SkillLevelsMode = 'selected' | 'counts';

export const NOT_EVALUATED = 'Não avaliado';

export function LevelChip({ nivel }: { nivel: number | null | undefined }) {
  if (!nivel) return <Chip size="small" variant="outlined" label={NOT_EVALUATED} />;
  return (
    <Chip
      size="small"
      label={`Nível ${nivel}`}
      sx={{ bgcolor: LEVEL_COLORS[nivel - 1], color: '#fff', fontWeight: 600 }}
    />
  );
}

export function countAtLevel(skill: Habilidade, nivel: number): number {
  return (skill.quantidadeNiveis ?? [])
    .filter((q) => q.nivel === nivel)
    .reduce((s, q) => s + q.quantidade, 0);
}

export interface SkillLevelsTableProps {
  skills: readonly Habilidade[];
  mode: SkillLevelsMode;
  onSkillClick?: (skill: Habilidade) => void;
  selectedId?: number | null;
  loading?: boolean;
  emptyMessage?: string;
  ariaLabel?: string;
  height?: number;
  /** 'Exportar' of the skills through their list's call (decision 128). */
  exportSource?: ExportSource;
}

export function SkillLevelsTable({
  skills,
  mode,
  onSkillClick,
  selectedId = null,
  loading,
  emptyMessage = 'Nenhuma habilidade encontrada',
  ariaLabel = 'Habilidades',
  height = 370,
  exportSource,
}: SkillLevelsTableProps) {
  const columns: DataTableColumn<Habilidade>[] = [
    { id: 'ordem', label: 'Nº', width: 56 },
    { id: 'descricao', label: 'Habilidade' },
    ...(mode === 'selected'
      ? [
          {
            id: 'nivelSelecionado',
            label: 'Nível',
            width: 130,
            render: (s: Habilidade) => <LevelChip nivel={s.nivelSelecionado} />,
            kind: 'integer' as const,
          },
        ]
      : [1, 2, 3, 4].map((n) => ({
          id: `nivel${n}`,
          label: `Nível ${n}`,
          align: 'right' as const,
          width: 96,
          render: (s: Habilidade) => countAtLevel(s, n),
          sortValue: (s: Habilidade) => countAtLevel(s, n),
          kind: 'integer' as const,
        }))),
  ];
  const index = skills.findIndex((s) => s.id === selectedId);
  return (
    <DataTable
      ariaLabel={ariaLabel}
      columns={columns}
      rows={skills}
      getRowKey={(s) => s.id}
      getRowLabel={(s) => s.descricao}
      onRowClick={onSkillClick ? (s) => onSkillClick(s) : undefined}
      selectedIndex={onSkillClick ? (index >= 0 ? index : null) : undefined}
      loading={loading}
      emptyMessage={emptyMessage}
      height={height}
      exportSource={exportSource}
    />
  );
}
