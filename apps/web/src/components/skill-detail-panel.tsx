/**
 * The details of one skill (spec 02 §2.11): its criteria, level by level, with the level chosen (or,
 * for a learning monitoring, how many students are at each level).
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { levelBoxSx } from './level-chart';
import { SidePanel } from './side-panel';
import { countAtLevel, LevelChip, type SkillLevelsMode } from './skill-levels-table';

export interface SkillDetailPanelProps {
  skill: Habilidade | null;
  mode: SkillLevelsMode;
  onClose: () => void;
  /** What the counts count in 'counts' mode. */
  unit?: string;
}

export function SkillDetailPanel({ skill, mode, onClose, unit = 'estudante(s)' }: SkillDetailPanelProps) {
  const criterios = [...(skill?.criterios ?? [])].sort((a, b) => a.nivel - b.nivel);
  return (
    <SidePanel
      open={skill !== null}
      onClose={onClose}
      title="Detalhes da habilidade"
      width={560}
      actions={
        <Button variant="outlined" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {skill ? (
        <Stack spacing={2}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Habilidade {skill.ordem}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {skill.descricao}
            </Typography>
          </Box>
          {mode === 'selected' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>Nível escolhido:</Typography>
              <LevelChip nivel={skill.nivelSelecionado} />
            </Stack>
          ) : null}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Critérios
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {criterios.map((c) => {
              const chosen = mode === 'selected' && skill.nivelSelecionado === c.nivel;
              return (
                <Box
                  component="li"
                  key={c.id}
                  aria-current={chosen ? 'true' : undefined}
                  sx={{ p: 1.5, ...levelBoxSx(c.nivel, chosen) }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>Nível {c.nivel}</Typography>
                    {chosen ? <Chip size="small" color="primary" label="Escolhido" /> : null}
                    {mode === 'counts' ? (
                      <Typography variant="body2" color="text.secondary">
                        {countAtLevel(skill, c.nivel)} {unit}
                      </Typography>
                    ) : null}
                  </Stack>
                  <Typography variant="body2">{c.descricao}</Typography>
                </Box>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </SidePanel>
  );
}
