/**
 * 'Estrutura' and 'Categoria' selects of a monitoring sheet (spec 02 §2.7, §2.11): the structures of
 * the sheet (GET /api/EstruturaFicha), the categories of the chosen structure (GET /api/CategoriaFicha);
 * the first of each is chosen until the user picks another.
 */
import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { NO_CATEGORY, NO_STRUCTURE } from '@siam/domain/monitoring';
import { useCategories, useStructures } from '../api/monitoring';
import type { FichaId } from '@siam/domain/enums';
import type { Categoria, Estrutura } from '@siam/domain/contracts/sheets';

export interface SheetSelection {
  structures: Estrutura[];
  categories: Categoria[];
  estruturaId: number | null;
  categoriaId: number | null;
  estrutura: Estrutura | null;
  categoria: Categoria | null;
  setEstruturaId: (id: number) => void;
  setCategoriaId: (id: number) => void;
  loading: boolean;
  /** 'Nenhuma estrutura encontrada' / 'Nenhuma categoria encontrada' / the load error. */
  problem: string | null;
}

export function useSheetSelection(fichaId: FichaId): SheetSelection {
  const structuresQuery = useStructures(fichaId);
  const structures = structuresQuery.data ?? [];
  const [chosenStructure, setChosenStructure] = useState<number | null>(null);
  const estrutura = structures.find((s) => s.id === chosenStructure) ?? structures[0] ?? null;
  const categoriesQuery = useCategories(fichaId, estrutura?.id ?? null);
  const categories = categoriesQuery.data ?? [];
  const [chosenCategory, setChosenCategory] = useState<{ estruturaId: number; id: number } | null>(null);
  const categoria =
    (chosenCategory && chosenCategory.estruturaId === estrutura?.id
      ? categories.find((c) => c.id === chosenCategory.id)
      : undefined) ??
    categories[0] ??
    null;

  let problem: string | null = null;
  if (structuresQuery.isError) problem = structuresQuery.error.message;
  else if (structuresQuery.isSuccess && structures.length === 0) problem = NO_STRUCTURE;
  else if (categoriesQuery.isError) problem = categoriesQuery.error.message;
  else if (categoriesQuery.isSuccess && categories.length === 0) problem = NO_CATEGORY;

  return {
    structures,
    categories,
    estrutura,
    categoria,
    estruturaId: estrutura?.id ?? null,
    categoriaId: categoria?.id ?? null,
    setEstruturaId: (id) => setChosenStructure(id),
    setCategoriaId: (id) => estrutura && setChosenCategory({ estruturaId: estrutura.id, id }),
    loading: structuresQuery.isPending || (estrutura !== null && categoriesQuery.isPending),
    problem,
  };
}

export function SheetPickers({ selection, disabled }: { selection: SheetSelection; disabled?: boolean }) {
  const { structures, categories, estruturaId, categoriaId, setEstruturaId, setCategoriaId, problem } =
    selection;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Estrutura"
          value={estruturaId ?? ''}
          onChange={(e) => setEstruturaId(Number(e.target.value))}
          disabled={disabled || structures.length === 0}
          sx={{ flex: 1, minWidth: 220 }}
        >
          {structures.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.descricao}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Categoria"
          value={categoriaId ?? ''}
          onChange={(e) => setCategoriaId(Number(e.target.value))}
          disabled={disabled || categories.length === 0}
          sx={{ flex: 1, minWidth: 220 }}
        >
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.descricao}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {problem ? <Alert severity="info">{problem}</Alert> : null}
    </Stack>
  );
}
