/**
 * Reads a CSV written for Brazilian Excel (decision 128: UTF-8 BOM, ';', CRLF, quoted fields), as
 * the API tests and the browser tests check the exports. Throws when the BOM is missing.
 */
export function parseBrCsv(text: string): string[][] {
  if (text.charCodeAt(0) !== 0xfeff) throw new Error('the CSV does not start with a UTF-8 BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
