/**
 * The stages of a long piece of work (issue 17 item 6, decision 126): the SGU import and the SIGE
 * synchronisation show where they are ('Buscar no SGU' → 'Conferir' → 'Gravar' → 'Concluído'…).
 * The stage being run shows a spinner and, under the steps, a bar and what is happening; a stage that
 * failed is marked in red with the reason. The stages are the screen's calls as they really run:
 * a stage is never advanced by a timer.
 */
import { Box, CircularProgress, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';

export interface Stage {
  label: string;
  /** What the stage does, under its label. */
  description?: string;
}

export interface StageStepperProps {
  stages: readonly Stage[];
  /** The current stage (stages.length: every stage done). */
  active: number;
  /** The current stage is running (a call is in flight). */
  running?: boolean;
  /** What is happening while running ('Consultando o SIGE…'). */
  runningText?: string;
  /** The current stage failed with this message. */
  error?: string | null;
  ariaLabel: string;
}

export function StageStepper({
  stages,
  active,
  running = false,
  runningText,
  error = null,
  ariaLabel,
}: StageStepperProps) {
  return (
    <Box role="group" aria-label={ariaLabel} sx={{ '@media print': { display: 'none' } }}>
      <Stepper activeStep={active} alternativeLabel sx={{ '& .MuiStepLabel-label': { mt: 0.75 } }}>
        {stages.map((s, i) => {
          const current = i === active;
          const failed = current && error !== null;
          const state = i < active ? 'concluída' : current ? (failed ? 'com erro' : 'atual') : 'a fazer';
          return (
            <Step
              key={s.label}
              completed={i < active}
              aria-current={current ? 'step' : undefined}
              aria-label={`Etapa ${i + 1} de ${stages.length}: ${s.label} (${state})`}
            >
              <StepLabel
                error={failed}
                slots={
                  current && running && !failed
                    ? { stepIcon: () => <CircularProgress size={22} aria-hidden /> }
                    : undefined
                }
                optional={
                  failed ? (
                    <Typography variant="caption" color="error">
                      {error}
                    </Typography>
                  ) : s.description ? (
                    <Typography variant="caption" color="text.secondary">
                      {s.description}
                    </Typography>
                  ) : undefined
                }
              >
                {s.label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {running && !error ? (
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          <LinearProgress aria-label={runningText ?? 'Em andamento'} />
          {runningText ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
              {runningText}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
