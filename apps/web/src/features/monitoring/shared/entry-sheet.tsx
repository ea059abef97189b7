/**
 * The pieces both entry sheets share (the class's activities, spec 02 §2.7, and one student's learning,
 * §2.9): the notice when the route state is missing, the read-only notices, the 'Habilidades' section
 * (pickers, chart, count, the skills with their levels) and the sticky bar with Voltar and Salvar, and
 * the save attempt (Salvar and Ctrl/Cmd+S).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../api/client';
import { skillLevelTotals } from '../../../api/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { LevelChart } from '../../../components/level-chart';
import { focusIsLost } from '../../../lib/focus';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { SheetPickers, type SheetSelection } from '../../../components/sheet-pickers';
import { toast } from '../../../lib/toast';
import {
  NOTHING_TO_SAVE,
  NO_ENTRY_STATE,
  READ_ONLY_FINISHED,
  READ_ONLY_ROLE,
  UNSAVED_HINT,
} from './messages';
import { OFFLINE_AUTOSAVE_HINT } from '../../../offline/messages';
import { NotKeptOffline, pausedWithoutData } from '../../../offline/not-kept';
import { waitingLabel } from '../../../offline/outbox-model';
import type { EntryAnswers } from './entry-answers';
import { SkillLevelEditor, withDrafts, type SkillDrafts } from './skill-level-editor';
import { useSaveShortcut } from './use-save-shortcut';

/** The screen opened without its route state: the title and a way back to the class list. */
export function NoEntryState({ title, listPath }: { title: string; listPath: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={listPath} color="inherit">
            Ver turmas
          </Button>
        }
      >
        {NO_ENTRY_STATE}
      </Alert>
    </>
  );
}

/** Why the sheet cannot be changed (finished, or not the class's teacher) and a failed refresh. */
function ReadOnlyNotices({
  finished,
  canWrite,
  error,
}: {
  finished: boolean;
  canWrite: boolean;
  error: unknown;
}) {
  return (
    <>
      {finished ? <Alert severity="info">{READ_ONLY_FINISHED}</Alert> : null}
      {!canWrite && !finished ? <Alert severity="info">{READ_ONLY_ROLE}</Alert> : null}
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
    </>
  );
}

/**
 * Salvar and Ctrl/Cmd+S: nothing when read-only or saving, a notice when nothing changed, else the
 * save. Answers the attempt for the Salvar button.
 */
function useSheetSave(readOnly: boolean, drafts: SkillDrafts, save: SaveMutation) {
  // The levels and Salvar are off while the save runs, which drops keyboard focus on <body>: it goes
  // back to the control that had it (a level, Salvar) once they are on again (issue 20).
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (save.isPending || !returnTo.current) return;
    const el = returnTo.current;
    returnTo.current = null;
    if (focusIsLost() && el.isConnected) el.focus();
  }, [save.isPending]);
  const trySave = () => {
    if (readOnly || save.isPending) return;
    if (drafts.count === 0) {
      toast.info(NOTHING_TO_SAVE);
      return;
    }
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    save.mutate();
  };
  useSaveShortcut(trySave, !readOnly);
  return trySave;
}

/** The save of the drafts (a mutation). */
interface SaveMutation {
  isPending: boolean;
  mutate: () => void;
}

/** What a sheet is made of: the pickers' choice, the category's skills, the answers, the save. */
export interface SheetParts {
  sheet: SheetSelection;
  skills: UseQueryResult<Habilidade[]>;
  /** The unsaved choices, the outbox's statuses, the save (`useEntryAnswers`). */
  answers: EntryAnswers;
  readOnly: boolean;
}

interface SkillsSectionProps {
  sheet: SheetSelection;
  skills: UseQueryResult<Habilidade[]>;
  drafts: SkillDrafts;
  statusOf: EntryAnswers['statusOf'];
  readOnly: boolean;
  saving: boolean;
  /** The hint to a writer: what the level of each skill describes. */
  writeHint: string;
  /** The category has no skill. */
  emptyMessage: string;
  /** Learning: an alfabetizado student is not evaluated (pickers disabled, no skills). */
  notEvaluated?: boolean;
}

/** The 'Habilidades' section: pickers, the chart of the chosen levels, the count and the skills. */
function SkillsSection({
  sheet,
  skills,
  drafts,
  statusOf,
  readOnly,
  saving,
  writeHint,
  emptyMessage,
  notEvaluated = false,
}: SkillsSectionProps) {
  const skillRows = skills.data ?? [];
  const shown = withDrafts(skillRows, drafts);
  const answeredHere = shown.filter((s) => s.nivelSelecionado !== null).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="habilidades-title" sx={{ p: 2.5 }}>
      <Typography id="habilidades-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        Habilidades
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {readOnly ? 'O nível registrado para cada habilidade da categoria escolhida.' : writeHint}
      </Typography>
      <Stack spacing={2}>
        <SheetPickers selection={sheet} disabled={notEvaluated} />
        {sheet.categoria && !notEvaluated ? (
          <LevelChart
            title={`Níveis na categoria ${sheet.categoria.descricao}`}
            totals={skillLevelTotals(shown, 'selected')}
            unit="habilidades"
          />
        ) : null}
        {sheet.categoria && skillRows.length > 0 && !notEvaluated ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {answeredHere} de {skillRows.length} habilidades desta categoria com nível escolhido.
          </Typography>
        ) : null}
        {notEvaluated ? null : pausedWithoutData(skills) ? (
          <NotKeptOffline />
        ) : skills.isError && skills.data === undefined ? (
          <Alert severity="error">{errorText(skills.error)}</Alert>
        ) : sheet.loading || (sheet.categoriaId !== null && skills.isPending) ? (
          <Loading />
        ) : sheet.categoriaId !== null && skillRows.length === 0 ? (
          <Alert severity="info">{emptyMessage}</Alert>
        ) : (
          <SkillLevelEditor
            skills={skillRows}
            drafts={drafts}
            statusOf={statusOf}
            disabled={readOnly || saving}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface SaveBarProps {
  readOnly: boolean;
  drafts: SkillDrafts;
  /** Answers of this sheet waiting in the outbox. */
  waiting: number;
  online: boolean;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
  /** Buttons between Voltar and Salvar (learning: Cancelar). */
  extra?: ReactNode;
}

/** The sticky bar: what is unsaved, Voltar and, for a writer, Salvar. */
function saveBarText(readOnly: boolean, drafts: SkillDrafts, waiting: number, online: boolean): string {
  if (readOnly) return 'Somente consulta.';
  if (drafts.count > 0) return `${UNSAVED_HINT} (${drafts.count} alterada${drafts.count > 1 ? 's' : ''})`;
  if (!online)
    return waiting > 0 ? `${OFFLINE_AUTOSAVE_HINT} ${waitingLabel(waiting)}.` : OFFLINE_AUTOSAVE_HINT;
  if (waiting > 0) return `${waitingLabel(waiting)}.`;
  return 'Todas as respostas estão salvas.';
}

function SaveBar({ readOnly, drafts, waiting, online, saving, onBack, onSave, extra }: SaveBarProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography
          color={drafts.count > 0 ? 'warning.dark' : waiting > 0 || !online ? 'info.dark' : 'text.secondary'}
          sx={{ flex: 1 }}
        >
          {saveBarText(readOnly, drafts, waiting, online)}
        </Typography>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
          Voltar
        </Button>
        {readOnly ? null : (
          <>
            {extra}
            <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={saving}>
              {saving ? 'Aguarde...' : 'Salvar'}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export interface EntrySheetBodyProps {
  parts: SheetParts;
  finished: boolean;
  canWrite: boolean;
  /** The refresh of the monitoring failed. */
  error: unknown;
  writeHint: string;
  emptyMessage: string;
  notEvaluated?: boolean;
  onBack: () => void;
  extra?: ReactNode;
}

/** The sheet below its header: the read-only notices, the 'Habilidades' section and the save bar. */
export function EntrySheetBody({
  parts,
  finished,
  canWrite,
  error,
  onBack,
  extra,
  ...section
}: EntrySheetBodyProps) {
  const { sheet, skills, answers, readOnly } = parts;
  const { drafts, save } = answers;
  const trySave = useSheetSave(readOnly, drafts, save);
  return (
    <>
      <ReadOnlyNotices finished={finished} canWrite={canWrite} error={error} />
      <SkillsSection
        sheet={sheet}
        skills={skills}
        drafts={drafts}
        statusOf={answers.statusOf}
        readOnly={readOnly}
        saving={save.isPending}
        {...section}
      />
      <SaveBar
        readOnly={readOnly}
        drafts={drafts}
        waiting={answers.waiting}
        online={answers.online}
        saving={save.isPending}
        onBack={onBack}
        onSave={trySave}
        extra={extra}
      />
    </>
  );
}
