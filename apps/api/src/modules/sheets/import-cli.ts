/**
 * `npm run fichas:import -- <file.json|file.csv> [--ficha 1|2]`: replaces a monitoring sheet's content
 * offline, with the same rules as POST /api/Fichas/Importar (refused once the sheet has answers).
 * Uses DATABASE_URL, else the embedded database under DATA_DIR (stop the server first: the embedded
 * database takes an exclusive lock). CSV columns: docs/operations.md.
 */
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { AppError } from '../../lib/errors';
import { SHEET_MSG, sheetFromCsv, sheetImportSchema } from '@siam/domain/contracts/sheets';
import { importSheet } from './sheets.service';

async function main(): Promise<void> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = process.argv.slice(2);
  const fichaAt = args.findIndex((a) => a === '--ficha' || a.startsWith('--ficha='));
  let ficha: string | undefined;
  if (fichaAt >= 0) {
    const arg = args[fichaAt]!;
    ficha = arg.includes('=') ? arg.split('=')[1] : args[fichaAt + 1];
    args.splice(fichaAt, arg.includes('=') ? 1 : 2);
  }
  const file = args[0];
  if (!file) throw new Error('Uso: npm run fichas:import -- <arquivo.json|arquivo.csv> [--ficha 1|2]');
  const text = readFileSync(resolve(file), 'utf8');
  let raw: unknown;
  if (extname(file).toLowerCase() === '.csv') {
    if (ficha !== '1' && ficha !== '2')
      throw new Error('Informe a ficha do CSV: --ficha 1 (aprendizagem) ou --ficha 2 (atividades).');
    raw = sheetFromCsv(text, Number(ficha));
  } else {
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      throw new Error(SHEET_MSG.jsonInvalido);
    }
    if (ficha && raw && typeof raw === 'object') (raw as Record<string, unknown>).fichaId = Number(ficha);
  }
  const parsed = sheetImportSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? SHEET_MSG.jsonInvalido);

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
  });
  try {
    await database.migrate();
    const result = await importSheet(database.db, { caller: null }, parsed.data);
    console.log(
      `Ficha ${result.fichaId} importada: ${result.estruturas} estruturas, ${result.categorias} categorias, ` +
        `${result.habilidades} habilidades, ${result.criterios} critérios.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : String(err));
  process.exit(1);
});
