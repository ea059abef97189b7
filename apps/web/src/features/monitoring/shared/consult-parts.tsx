/**
 * What the consultation screens share (the class list of both kinds, spec 02 §2.10, and the learning
 * drill-down by student): the school scope kept in the URL (`?escola=`), the chosen school's heading,
 * the URL's number filters and the columns of the school's class list.
 */
import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import type { TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { School } from '../../../api/types';
import type { DataTableColumn } from '../../../components/data-table';
import { schoolLabel } from '../../../components/school-picker';
import { ChangeSchoolButton, SchoolScope } from '../../../components/school-scope';
import { focusWhenShown } from '../../../lib/focus';
import { useSession } from '../../../lib/session';
import { ProgressCell } from './progress-cell';
import { rowText } from './rules';

/** A positive whole number of the URL, else null. */
export function numberParam(params: URLSearchParams, name: string): number | null {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Sets the URL's filters (replacing the history entry). */
export function setUrlFilters(setParams: SetURLSearchParams, changes: Record<string, string | number>): void {
  setParams(
    (p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) next.set(k, String(v));
      return next;
    },
    { replace: true },
  );
}

/**
 * The page's header and the school scope of a consultation with the chosen school in the URL
 * (`?escola=`; absent: the session's active school). Nothing without a session.
 */
/** The chosen school's name on the consult screens: focus goes there once the school is chosen. */
export const SCHOOL_HEADING_ID = 'escola-escolhida';

export function UrlSchoolScope({
  header,
  children,
}: {
  header: ReactNode;
  children: (school: School, changeSchool?: () => void) => ReactNode;
}) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return null;
  const chosenId = params.has('escola')
    ? numberParam(params, 'escola')
    : (session.activeConfig.school?.id ?? null);
  return (
    <>
      {header}
      <SchoolScope
        chosenId={chosenId}
        onChoose={(id) => {
          setUrlFilters(setParams, { escola: id ? String(id) : '' });
          // The school's button that had focus gives way to the school's view (WCAG 2.4.3, decision 138).
          if (id) focusWhenShown(SCHOOL_HEADING_ID);
        }}
      >
        {children}
      </SchoolScope>
    </>
  );
}

/** 'Escola' and the chosen school's name, with 'Trocar escola' where the user may change it. */
export function SchoolHeading({
  school,
  onChangeSchool,
  testId,
  id,
}: {
  school: School;
  onChangeSchool?: (() => void) | undefined;
  testId?: string;
  /** The school's name's id (focus goes there when the school was just chosen). */
  id?: string;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2.5 }}
    >
      <div>
        <Typography variant="overline" color="text.secondary">
          Escola
        </Typography>
        <Typography variant="h3" component="p" data-testid={testId} id={id}>
          {schoolLabel(school)}
        </Typography>
      </div>
      {onChangeSchool ? <ChangeSchoolButton onClick={onChangeSchool} /> : null}
    </Stack>
  );
}

/**
 * The columns of the school's class list: Turma, Professor, Finalizado, Validado, Progresso; each sorts
 * by what it shows (decision 128), with the same ids as the export's (`exports/monitoring.ts`).
 */
export const CLASS_COLUMNS: DataTableColumn<TurmaAcompanhamento>[] = [
  { id: 'nomeTurma', label: 'Turma' },
  {
    id: 'nomeProfessor',
    label: 'Professor',
    render: (r) => rowText(r).professor,
    sortValue: (r) => rowText(r).professor,
  },
  {
    id: 'status',
    label: 'Finalizado',
    width: 110,
    render: (r) => rowText(r).finalizado,
    sortValue: (r) => rowText(r).finalizado,
  },
  {
    id: 'validado',
    label: 'Validado',
    width: 120,
    render: (r) => rowText(r).validado,
    sortValue: (r) => rowText(r).validado,
  },
  {
    id: 'situacao',
    label: 'Progresso',
    width: 200,
    // Not started: after every started class.
    sortValue: (r) => (r.acompanhamentoId === null ? null : r.situacao),
    kind: 'decimal',
    render: (r) => (
      <ProgressCell started={r.acompanhamentoId !== null} percent={r.situacao} label={r.nomeTurma} />
    ),
  },
];
