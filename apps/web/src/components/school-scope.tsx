/**
 * The school a school-level screen works on (spec 02 §2.4, §2.10, §6): a Coordenador Escola picks
 * among the linked schools (GET /api/Servidor/Coordenador; one is auto-selected, 'Alterar escola' when
 * there are several); every other role works on the active school of the settings, and roles that need
 * school, municipality and regional see the no-access screen without them.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQuery } from '@tanstack/react-query';
import { choosesSchoolOnEachScreen } from '@siam/domain/roles';
import type { School } from '@siam/domain/contracts/schools';
import type { LinkedSchools } from '@siam/domain/contracts/staff';
import { api } from '../api/client';
import { useSession } from '../lib/session';
import { Loading } from './loading';
import { RequireLocation } from './require-location';
import { schoolLabel } from './school-picker';
import { SelectSchoolPrompt } from './select-school-prompt';

export const LINKED_SCHOOLS_ERROR = 'Não foi possível localizar as escolas, tente novamente mais tarde.';
export const NO_LINKED_SCHOOL = 'Nenhuma escola encontrada';

export interface SchoolScopeProps {
  /** The screen for the chosen school; `changeSchool` is given when the user may pick another. */
  children: (school: School, changeSchool?: () => void) => ReactNode;
  /** Controlled choice of the coordinator (e.g. kept in the URL); without it the scope keeps it. */
  chosenId?: number | null;
  onChoose?: (id: number | null) => void;
  /** What the coordinator picks the school for ('consultar', 'acompanhar'...). */
  purpose?: string;
  /** The coordinator's schools as outlined cards with a chevron (consulta-escola), else a plain list. */
  cards?: boolean;
}

export function SchoolScope({
  children,
  chosenId,
  onChoose,
  purpose = 'consultar',
  cards = false,
}: SchoolScopeProps) {
  const session = useSession();
  if (!session) return null;
  if (choosesSchoolOnEachScreen(session.activeConfig.role)) {
    return (
      <CoordinatorSchools chosenId={chosenId} onChoose={onChoose} purpose={purpose} cards={cards}>
        {children}
      </CoordinatorSchools>
    );
  }
  const school = session.activeConfig.school;
  return <RequireLocation>{school ? children(school) : <SelectSchoolPrompt />}</RequireLocation>;
}

function CoordinatorSchools({ children, chosenId, onChoose, purpose, cards }: SchoolScopeProps) {
  const session = useSession();
  const cpf = session?.cpf ?? '';
  const linked = useQuery({
    queryKey: ['linked-schools', 'Coordenador', cpf, session?.activeConfig.role],
    queryFn: ({ signal }) => api.get<LinkedSchools>('/Servidor/Coordenador', { query: { cpf }, signal }),
    retry: false,
    select: (d) => d?.escolas ?? [],
  });
  const [ownChoice, setOwnChoice] = useState<number | null>(session?.activeConfig.school?.id ?? null);
  const controlled = chosenId !== undefined;
  const current = controlled ? chosenId : ownChoice;
  const choose = (id: number | null) => {
    if (!controlled) setOwnChoice(id);
    onChoose?.(id);
  };

  if (linked.isPending) return <Loading />;
  if (linked.isError) return <Alert severity="error">{LINKED_SCHOOLS_ERROR}</Alert>;
  const schools = linked.data;
  if (schools.length === 0) return <Alert severity="info">{NO_LINKED_SCHOOL}</Alert>;

  const chosen = schools.length === 1 ? schools[0] : schools.find((s) => s.id === current);
  if (!chosen) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby="escolas-vinculadas" sx={{ p: 2.5 }}>
        <Typography id="escolas-vinculadas" variant="h2" component="h2" sx={{ mb: 1 }}>
          Selecione a escola
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Você coordena mais de uma escola. Escolha qual deseja {purpose}.
        </Typography>
        <List aria-labelledby="escolas-vinculadas" disablePadding>
          {schools.map((s) => (
            <ListItemButton
              key={s.id}
              onClick={() => choose(s.id)}
              sx={cards ? { border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 } : { borderRadius: 1 }}
            >
              <ListItemText
                primary={schoolLabel(s)}
                secondary={s.nomeMunicipio}
                slotProps={cards ? { primary: { sx: { fontWeight: 600 } } } : undefined}
              />
              {cards ? <ChevronRightIcon color="primary" aria-hidden /> : null}
            </ListItemButton>
          ))}
        </List>
      </Paper>
    );
  }
  return <>{children(chosen, schools.length > 1 ? () => choose(null) : undefined)}</>;
}

/** The 'Alterar escola' button of a chosen school (coordinators with several schools). */
export function ChangeSchoolButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={onClick}>
      Alterar escola
    </Button>
  );
}
