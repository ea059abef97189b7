/**
 * The text of a PDF written by `src/lib/pdf.ts` (pdfkit, standard fonts), for tests (API and
 * browser): each content stream is inflated, and the strings of its text operators (`Tj`, `TJ`) are
 * decoded from WinAnsi (the standard fonts' encoding). One text operator a line of the result.
 */
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return winAnsi.decode(bytes);
}

function decodeLiteral(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0));
      continue;
    }
    const n = s[++i]!;
    const oct = /^[0-7]{1,3}/.exec(s.slice(i));
    if (oct) {
      bytes.push(parseInt(oct[0], 8));
      i += oct[0].length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[n] ?? n.charCodeAt(0));
  }
  return winAnsi.decode(Uint8Array.from(bytes));
}

function stringsOf(operand: string): string {
  let out = '';
  for (const m of operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    out += m[1] !== undefined ? decodeHex(m[1]) : decodeLiteral(m[2] ?? '');
  }
  return out;
}

export function pdfText(pdf: Buffer | Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const lines: string[] = [];
  const streamRe = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(latin))) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString('latin1');
    for (const op of content.matchAll(
      /(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      lines.push(stringsOf(op[1] ?? op[2] ?? ''));
    }
    streamRe.lastIndex = end;
  }
  return lines.join('\n');
}
