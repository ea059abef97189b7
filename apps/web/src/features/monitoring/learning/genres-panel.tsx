/**
 * 'Gêneros textuais' (spec 02 §2.14): the genres of the class's série; those of the monitoring are
 * checked, the others disabled. Read-only here (the teacher changes them on the entry screen).
 */
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { NO_GENRE } from '@siam/domain/monitoring';
import { serieLabel } from '@siam/domain/enums';
import { errorText } from '../../../api/client';
import { useGenres } from '../../../api/monitoring';
import { Loading } from '../../../components/loading';
import { SidePanel } from '../../../components/side-panel';

export interface GenresPanelProps {
  open: boolean;
  onClose: () => void;
  serie: number;
  chosen: readonly number[];
}

export function GenresPanel({ open, onClose, serie, chosen }: GenresPanelProps) {
  const genres = useGenres(serie, open);
  const list = genres.data ?? [];
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title="Gêneros textuais"
      width={440}
      actions={
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Gêneros do {serieLabel(serie)}. Os marcados foram trabalhados pela turma neste bimestre.
      </Typography>
      {genres.isPending ? (
        <Loading minHeight={80} />
      ) : genres.isError ? (
        <Alert severity="error">{errorText(genres.error)}</Alert>
      ) : list.length === 0 ? (
        <Alert severity="info">{NO_GENRE}</Alert>
      ) : (
        <FormGroup aria-label="Gêneros textuais da turma">
          {list.map((g) => {
            const checked = chosen.includes(g.id);
            return (
              <FormControlLabel
                key={g.id}
                label={g.genero}
                disabled={!checked}
                control={<Checkbox checked={checked} onChange={() => undefined} />}
              />
            );
          })}
        </FormGroup>
      )}
    </SidePanel>
  );
}
