import { describe, expect, it } from 'vitest';
import { SHEET_IMPORT_MSG, readSheetFile, sheetCounts } from './sheets';

const HEADER = 'estrutura,categoria,habilidade,nivel1,nivel2,nivel3,nivel4';

describe('readSheetFile', () => {
  it('reads a CSV for the chosen sheet and counts its content', () => {
    const read = readSheetFile(
      'Ficha.CSV',
      `\uFEFF${HEADER}\nA,X,h1,a,b,c,d\nA,Y,h2,a,b,c,d\nB,X,h3,a,b,c,d\n`,
      2,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.sheet.fichaId).toBe(2);
    expect(sheetCounts(read.sheet)).toEqual({ estruturas: 2, categorias: 3, habilidades: 3, criterios: 12 });
  });
  it('replaces a JSON file’s fichaId with the chosen sheet', () => {
    const json = JSON.stringify({
      fichaId: 9,
      estruturas: [
        {
          descricao: 'A',
          categorias: [
            { descricao: 'X', habilidades: [{ descricao: 'h', criterios: ['1', '2', '3', '4'] }] },
          ],
        },
      ],
    });
    const read = readSheetFile('f.json', json, 1);
    expect(read.ok && read.sheet.fichaId).toBe(1);
  });
  it('answers the first problem in Portuguese', () => {
    expect(readSheetFile('f.txt', '', 1)).toEqual({ ok: false, message: SHEET_IMPORT_MSG.tipoArquivo });
    expect(readSheetFile('f.json', '{', 1)).toEqual({ ok: false, message: SHEET_IMPORT_MSG.jsonInvalido });
    expect(readSheetFile('f.json', '[]', 1)).toEqual({ ok: false, message: SHEET_IMPORT_MSG.jsonInvalido });
    expect(readSheetFile('f.csv', HEADER, 1)).toEqual({
      ok: false,
      message: SHEET_IMPORT_MSG.fichaSemEstrutura,
    });
    expect(readSheetFile('f.csv', 'x;y', 1)).toMatchObject({
      ok: false,
      message: expect.stringContaining(SHEET_IMPORT_MSG.csvInvalido),
    });
    const three = JSON.stringify({
      estruturas: [
        {
          descricao: 'A',
          categorias: [{ descricao: 'X', habilidades: [{ descricao: 'h', criterios: ['1', '2', '3'] }] }],
        },
      ],
    });
    expect(readSheetFile('f.json', three, 1)).toEqual({
      ok: false,
      message: SHEET_IMPORT_MSG.quatroCriterios,
    });
  });
});
