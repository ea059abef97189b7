/**
 * The indicators of a category and the criterion panel (spec 03 §2.9, §4.4): each indicator shows
 * 'Avaliar' or 'Nível {n}' with the chosen criterion's text; the panel on the right lists the four
 * criteria (levels 1 to 4) of the selected indicator, to choose one while the report may be changed.
 */
import {
  Alert,
  Box,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { VISIT_UI_MSG } from '@siam/domain/visit-reports';
import { CHOOSE_INDICATOR } from './messages';
import { LEVEL_COLORS, LevelChip } from './level-chip';
import type { CriterioRelatorio, Indicador } from '@siam/domain/contracts/visit-reports';

export interface Answer {
  indicadorId: number;
  categoriaId: number;
  criterioId: number;
  nivel: number;
  descricaoCriterio: string;
}

export function IndicatorList({
  indicators,
  answers,
  selectedId,
  onSelect,
}: {
  indicators: readonly Indicador[];
  answers: ReadonlyMap<number, Answer>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (indicators.length === 0) return <Alert severity="info">{VISIT_UI_MSG.noIndicators}</Alert>;
  return (
    <List aria-label="Indicadores da categoria" disablePadding sx={{ display: 'grid', gap: 1 }}>
      {indicators.map((ind) => {
        const answer = answers.get(ind.id);
        const selected = ind.id === selectedId;
        return (
          <ListItem key={ind.id} disablePadding>
            <ListItemButton
              selected={selected}
              onClick={() => onSelect(ind.id)}
              aria-label={`Indicador ${ind.codigo}: ${ind.descricao} (${answer ? `Nível ${answer.nivel}` : 'Avaliar'})`}
              sx={{
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                borderLeft: 6,
                borderLeftColor: answer ? LEVEL_COLORS[answer.nivel]?.bg : 'grey.300',
                borderRadius: 1,
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {ind.codigo}. {ind.descricao}
                </Typography>
                {answer ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {answer.descricaoCriterio}
                  </Typography>
                ) : null}
              </Box>
              <LevelChip nivel={answer?.nivel} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export function CriterionPanel({
  indicator,
  criteria,
  answer,
  disabled,
  onChoose,
}: {
  indicator: Indicador | null;
  criteria: readonly CriterioRelatorio[];
  answer: Answer | undefined;
  disabled: boolean;
  onChoose: (c: CriterioRelatorio) => void;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Critérios do indicador"
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 100 } }}
    >
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Critérios
      </Typography>
      {!indicator ? (
        <Typography color="text.secondary">{CHOOSE_INDICATOR}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Indicador {indicator.codigo}: {indicator.descricao}
          </Typography>
          {criteria.length === 0 ? (
            <Alert severity="info">{VISIT_UI_MSG.noCriteria}</Alert>
          ) : (
            <RadioGroup
              aria-label={`Nível do indicador ${indicator.codigo}`}
              value={answer ? String(answer.criterioId) : ''}
              onChange={(e) => {
                const c = criteria.find((x) => String(x.id) === e.target.value);
                if (c) onChoose(c);
              }}
              sx={{ gap: 1 }}
            >
              {[...criteria]
                .sort((a, b) => a.codigo - b.codigo)
                .map((c) => {
                  const color = LEVEL_COLORS[c.codigo];
                  const checked = answer?.criterioId === c.id;
                  return (
                    <FormControlLabel
                      key={c.id}
                      value={String(c.id)}
                      disabled={disabled}
                      control={<Radio />}
                      label={
                        <Box>
                          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                            Nível {c.codigo}
                          </Typography>
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {c.descricao}
                          </Typography>
                        </Box>
                      }
                      sx={{
                        m: 0,
                        pr: 1.5,
                        py: 0.75,
                        alignItems: 'flex-start',
                        border: 1,
                        borderColor: checked ? color?.bg : 'divider',
                        borderLeft: 6,
                        borderLeftColor: color?.bg,
                        borderRadius: 1,
                        bgcolor: checked ? 'action.selected' : undefined,
                        '& .MuiRadio-root': { pt: 0.5 },
                        // Read-only: the chosen level stays readable, the others recede.
                        '& .MuiFormControlLabel-label.Mui-disabled': {
                          color: checked ? 'text.primary' : 'text.secondary',
                        },
                      }}
                    />
                  );
                })}
            </RadioGroup>
          )}
        </Stack>
      )}
    </Paper>
  );
}
