/**
 * The skills of one category, each with a choice of level 1 to 4 that shows the criterion text of each
 * level (spec 02 §2.7, §2.9). The choices not yet saved are kept by `useSkillDrafts` across categories,
 * so the teacher can move between categories and save everything at once.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { Criterio, Habilidade } from '@siam/domain/contracts/sheets';
import { levelBoxSx } from '../../../components/level-chart';
import { LevelChip } from '../../../components/skill-levels-table';

export interface SkillDraft {
  skill: Habilidade;
  nivel: number;
  criterio: Criterio;
}

export interface SkillDrafts {
  drafts: Record<number, SkillDraft>;
  count: number;
  /** The level shown for a skill: the unsaved choice, else the saved one. */
  levelOf: (skill: Habilidade) => number | null;
  choose: (skill: Habilidade, nivel: number) => void;
  clear: () => void;
  list: () => SkillDraft[];
}

/**
 * The unsaved choices. `pendingLevel` is a skill's level waiting in the outbox (shown over the saved
 * one); `keep` takes a choice directly (offline: into the outbox) and answers true when it did.
 */
export function useSkillDrafts(
  pendingLevel: (skill: Habilidade) => number | null = () => null,
  keep: (draft: SkillDraft) => boolean = () => false,
): SkillDrafts {
  const [drafts, setDrafts] = useState<Record<number, SkillDraft>>({});
  const baseLevel = (skill: Habilidade) => pendingLevel(skill) ?? skill.nivelSelecionado ?? null;
  return {
    drafts,
    count: Object.keys(drafts).length,
    levelOf: (skill) => drafts[skill.id]?.nivel ?? baseLevel(skill),
    choose: (skill, nivel) => {
      const criterio = skill.criterios.find((c) => c.nivel === nivel);
      if (criterio && nivel !== baseLevel(skill) && keep({ skill, nivel, criterio })) {
        setDrafts((current) => {
          const next = { ...current };
          delete next[skill.id];
          return next;
        });
        return;
      }
      setDrafts((current) => {
        const next = { ...current };
        if (nivel === baseLevel(skill) || !criterio) delete next[skill.id];
        else next[skill.id] = { skill, nivel, criterio };
        return next;
      });
    },
    clear: () => setDrafts({}),
    list: () => Object.values(drafts),
  };
}

/** The skills with the unsaved levels applied (for the chart and the counts). */
export function withDrafts(skills: readonly Habilidade[], drafts: SkillDrafts): Habilidade[] {
  return skills.map((s) => ({ ...s, nivelSelecionado: drafts.levelOf(s) }));
}

/** A skill's answer in the outbox (decision 134): waiting to be sent, or refused by the server. */
export interface SkillStatus {
  estado: 'aguardando' | 'recusada';
  nivel: number;
  mensagem?: string;
}

export interface SkillLevelEditorProps {
  skills: readonly Habilidade[];
  drafts: SkillDrafts;
  disabled?: boolean;
  statusOf?: (skill: Habilidade) => SkillStatus | null;
}

export function SkillLevelEditor({ skills, drafts, disabled, statusOf }: SkillLevelEditorProps) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Habilidades">
      {skills.map((skill) => (
        <SkillItem
          key={skill.id}
          skill={skill}
          drafts={drafts}
          disabled={disabled}
          status={statusOf?.(skill) ?? null}
        />
      ))}
    </Stack>
  );
}

function SkillItem({
  skill,
  drafts,
  disabled,
  status,
}: {
  skill: Habilidade;
  drafts: SkillDrafts;
  disabled?: boolean;
  status: SkillStatus | null;
}) {
  const titleId = `habilidade-${skill.id}-titulo`;
  const level = drafts.levelOf(skill);
  const changed = drafts.drafts[skill.id] !== undefined;
  const waiting = !changed && status?.estado === 'aguardando';
  const refused = !changed && status?.estado === 'recusada' ? status : null;
  const criterios = [...skill.criterios].sort((a, b) => a.nivel - b.nivel);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        borderColor: changed ? 'warning.main' : refused ? 'error.main' : waiting ? 'info.main' : undefined,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            Habilidade {skill.ordem}
          </Typography>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {skill.descricao}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flex: 'none', alignItems: 'center' }}>
          {changed ? <Chip size="small" color="warning" variant="outlined" label="Não salvo" /> : null}
          {waiting ? <Chip size="small" color="info" variant="outlined" label="Aguardando envio" /> : null}
          {refused ? <Chip size="small" color="error" variant="outlined" label="Recusada" /> : null}
          <LevelChip nivel={level} />
        </Stack>
      </Stack>
      {refused ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          Nível {refused.nivel} recusado pelo servidor: {refused.mensagem}
        </Alert>
      ) : null}
      <RadioGroup
        aria-labelledby={titleId}
        name={`habilidade-${skill.id}`}
        value={level === null ? '' : String(level)}
        onChange={(_e, value) => drafts.choose(skill, Number(value))}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
        }}
      >
        {criterios.map((c) => {
          const chosen = level === c.nivel;
          return (
            <FormControlLabel
              key={c.id}
              value={String(c.nivel)}
              disabled={disabled}
              control={<Radio size="small" sx={{ mt: -0.5 }} />}
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    Nível {c.nivel}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.descricao}
                  </Typography>
                </Box>
              }
              sx={{
                m: 0,
                alignItems: 'flex-start',
                p: 1,
                pr: 1.5,
                ...levelBoxSx(c.nivel, chosen),
                // Read-only (a finished monitoring): the chosen level stays readable, the others recede,
                // instead of MUI's disabled grey (below 4.5:1) on every level.
                '& .MuiFormControlLabel-label.Mui-disabled': {
                  color: chosen ? 'text.primary' : 'text.secondary',
                },
              }}
            />
          );
        })}
      </RadioGroup>
    </Paper>
  );
}
