import { SHEET_HAS_ANSWERS } from '@siam/domain/monitoring';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import {
  findCategories,
  findGenres,
  findStructures,
  lockSheet,
  replaceSheet,
  sheetHasAnswers,
  upsertGenre,
  type Item,
} from './sheets.repository';
import type { SheetImport, SheetImportResult } from '@siam/domain/contracts/sheets';

export interface Ctx {
  caller: Caller | null;
  ip?: string | null;
  /** Who runs the offline import (CLI), when there is no caller. */
  cpf?: string | null;
}

/**
 * Replaces a sheet's content in one transaction, refused (409) once a monitoring of that sheet has
 * answers. Shared by POST /api/Fichas/Importar and `npm run fichas:import`.
 */
export async function importSheet(db: Db, ctx: Ctx, sheet: SheetImport): Promise<SheetImportResult> {
  return db.transaction(async (tx) => {
    await lockSheet(tx, sheet.fichaId);
    if (await sheetHasAnswers(tx, sheet.fichaId)) throw new AppError('CONFLICT', 409, SHEET_HAS_ANSWERS);
    const counts = await replaceSheet(tx, sheet);
    const result = { fichaId: sheet.fichaId, ...counts };
    await audit(tx, ctx, {
      action: 'importar-ficha',
      entity: 'ficha',
      entityId: sheet.fichaId,
      after: result,
    });
    return result;
  });
}

export function createSheetsService(db: Db) {
  return {
    structures: (fichaId: number): Promise<Item[]> => findStructures(db, fichaId),
    categories: (fichaId: number, estruturaId: number): Promise<Item[]> =>
      findCategories(db, fichaId, estruturaId),
    genres: (serie: number) => findGenres(db, serie),

    /** POST /api/GeneroTextual: adds a genre (or extends an existing one) to the given séries. */
    addGenre(ctx: Ctx, input: { genero: string; series: number[] }): Promise<{ id: number; genero: string }> {
      return db.transaction(async (tx) => {
        const id = await upsertGenre(tx, input.genero, [...new Set(input.series)]);
        await audit(tx, ctx, { action: 'incluir', entity: 'genero_textual', entityId: id, after: input });
        return { id, genero: input.genero };
      });
    },

    importSheet: (ctx: Ctx, sheet: SheetImport) => importSheet(db, ctx, sheet),
  };
}
