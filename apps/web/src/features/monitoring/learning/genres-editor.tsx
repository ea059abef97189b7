/**
 * 'Gêneros textuais' of the teacher's learning monitoring (spec 02 §2.8, §2.14): the genres of the
 * class's série with those chosen checked. The teacher changes them until finalisation (at least one
 * must remain: 'Necessário pelo menos um gênero textual'); after it, for other roles, and on the
 * validation screen, they are shown read-only (the chosen ones checked, the others disabled). Fechar
 * closes.
 */
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { GENRE_KEEP_ONE, NO_GENRE } from '@siam/domain/monitoring';
import { serieLabel } from '@siam/domain/enums';
import { errorText } from '../../../api/client';
import { useGenres } from '../../../api/monitoring';
import { Loading } from '../../../components/loading';
import { SidePanel } from '../../../components/side-panel';

export interface GenresEditorProps {
  open: boolean;
  onClose: () => void;
  serie: number;
  chosen: readonly number[];
  /** The new list of ids; absent: read-only. */
  onChange?: (ids: number[]) => void;
  /** A change is being saved. */
  pending?: boolean;
  /** The last refusal or failure to show. */
  message?: string | null;
  onMessage?: (message: string | null) => void;
}

export function GenresEditor({
  open,
  onClose,
  serie,
  chosen,
  onChange,
  pending,
  message,
  onMessage,
}: GenresEditorProps) {
  const genres = useGenres(serie, open);
  const list = genres.data ?? [];
  const editable = Boolean(onChange);
  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((g) => g !== id);
    if (next.length === 0) {
      onMessage?.(GENRE_KEEP_ONE);
      return;
    }
    onMessage?.(null);
    onChange?.(next);
  };
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
        {editable
          ? `Marque os gêneros textuais trabalhados com a turma (${serieLabel(serie)}) neste bimestre. Pelo menos um deve ficar marcado.`
          : `Gêneros do ${serieLabel(serie)}. Os marcados foram trabalhados pela turma neste bimestre.`}
      </Typography>
      {message ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="alert">
          {message}
        </Alert>
      ) : null}
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
                disabled={editable ? pending : !checked}
                control={
                  <Checkbox
                    checked={checked}
                    onChange={editable ? (_e, value) => toggle(g.id, value) : () => undefined}
                    readOnly={!editable}
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
    </SidePanel>
  );
}
