/**
 * The two ways to find a student on the screens that pick one (consultar-estudante,
 * enturmar-estudante, movimentar-estudante; decision 127): the spec's exact search (CPF, full name
 * and birth date, INEP: `StudentSearch`, unchanged) and the search by part of the name
 * (`StudentFinder`), as two tabs. Both answer through `onResult`: a student chosen in the finder comes
 * as a list of one, opened by the exact lookup.
 */
import { useId, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { StudentFinder } from './student-finder';
import { StudentSearch, type StudentSearchProps } from './student-search';

export type StudentLookupMode = 'exata' | 'parte';

export const LOOKUP_TABS: { id: StudentLookupMode; label: string }[] = [
  { id: 'exata', label: 'CPF, nome completo ou INEP' },
  { id: 'parte', label: 'Parte do nome' },
];

export interface StudentLookupProps extends StudentSearchProps {
  /** The tab shown first (default: the exact search). */
  defaultMode?: StudentLookupMode;
  /** Told when the user switches tabs (a screen that remounts the search keeps the tab). */
  onModeChange?: (mode: StudentLookupMode) => void;
}

export function StudentLookup({ defaultMode = 'exata', onModeChange, ...search }: StudentLookupProps) {
  const [mode, setMode] = useState<StudentLookupMode>(search.searchOnMount ? 'exata' : defaultMode);
  const id = useId();
  return (
    <Box>
      <Tabs
        value={mode}
        onChange={(_e, next: StudentLookupMode) => {
          setMode(next);
          onModeChange?.(next);
        }}
        aria-label="Modo de busca do estudante"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {LOOKUP_TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`${id}-tab-${t.id}`}
            aria-controls={`${id}-panel-${t.id}`}
            sx={{ textTransform: 'none' }}
            disabled={search.disabled}
          />
        ))}
      </Tabs>
      {/* Both stay mounted, so switching tabs keeps what was typed. */}
      <Box
        role="tabpanel"
        id={`${id}-panel-exata`}
        aria-labelledby={`${id}-tab-exata`}
        hidden={mode !== 'exata'}
      >
        <StudentSearch {...search} />
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-panel-parte`}
        aria-labelledby={`${id}-tab-parte`}
        hidden={mode !== 'parte'}
      >
        <StudentFinder
          disabled={search.disabled}
          onPickStart={search.onSearchStart}
          onPick={(student) =>
            search.onResult([student], {
              tipo: 'nome',
              valor: student.nome,
              dataNascimento: student.dataNascimento,
            })
          }
        />
      </Box>
    </Box>
  );
}
