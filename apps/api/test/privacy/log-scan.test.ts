import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFindings, scanLine, scanLogDir } from './log-scan';

const kinds = (line: string) => scanLine(line).map((f) => f.kind);
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMTE0NDQ3NzczNSIsInZlciI6MH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('scanLine', () => {
  it('catches a masked CPF, also URL-encoded or half-masked', () => {
    expect(kinds('{"msg":"aluno 123.456.789-09 enturmado"}')).toEqual(['cpf']);
    expect(kinds('{"req":{"url":"/api/Alunos?cpf=123%2E456%2E789%2D09"}}')).toEqual(['cpf']);
    expect(kinds('{"req":{"url":"/api/Alunos?cpf=123%2e456%2e789%2d09"}}')).toEqual(['cpf']);
    expect(kinds('cpf 123.456.78909')).toEqual(['cpf']);
    expect(kinds('cpf 123456789-09')).toEqual(['cpf']);
  });

  it('catches a CPF of 11 digits in a URL, a body or a number', () => {
    expect(kinds('{"req":{"url":"/api/Alunos?cpf=12345678909"}}')).toEqual(['cpf']);
    expect(kinds('{"req":{"url":"/api/Usuario/11144477735/Vinculo"}}')).toEqual(['cpf']);
    expect(kinds('{"body":{"user":"11144477735"}}')).toEqual(['cpf']);
    expect(kinds('{"body":{"cpf":11144477735}}')).toEqual(['cpf']);
  });

  it('catches a JWT and a bearer token', () => {
    expect(kinds(`{"msg":"token ${JWT}"}`)).toEqual(['jwt']);
    // A header and payload without the signature are enough to find one.
    expect(kinds(`{"msg":"${JWT.split('.').slice(0, 2).join('.')}"}`)).toEqual(['jwt']);
    expect(kinds(`{"authorization":"Bearer ${JWT}"}`)).toEqual(['bearer']);
    expect(kinds('{"authorization":"bearer abcdefghijklmnop0123456789"}')).toEqual(['bearer']);
  });

  it('ignores longer numbers, decimals, other ids and the redactor placeholders', () => {
    for (const line of [
      '{"level":30,"time":1795412345678,"msg":"request completed"}', // 13-digit epoch
      '{"cnpj":"12345678000195"}', // 14 digits
      '{"codigo":"123456789012"}', // 12 digits
      '{"responseTime":1.2345678901234567}',
      '{"responseTime":123.45678901}', // 3 + 8 digits with a dot: a decimal, not a CPF
      '{"responseTime":0.12345678901}',
      '{"req":{"url":"/api/Escolas?IdInep=27012345&ano=2026"}}',
      '{"req":{"url":"/api/Alunos?cpf=***********"}}',
      '{"authorization":"Bearer [token]","msg":"[token]"}',
      '{"msg":"bearerFormat JWT"}',
    ]) {
      expect(kinds(line), line).toEqual([]);
    }
  });

  it('reports each secret once, in order', () => {
    const line = `{"url":"/x?cpf=11144477735&b=Bearer ${JWT}","cpf2":"529.982.247-25"}`;
    expect(kinds(line)).toEqual(['cpf', 'bearer', 'cpf']);
  });
});

describe('scanLogDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'siam-log-scan-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the offending lines of every log file and prints them redacted', () => {
    writeFileSync(
      join(dir, 'a.log'),
      [
        '{"level":30,"time":1795412345678,"req":{"url":"/api/Alunos?cpf=***********"}}',
        '{"level":30,"time":1795412345679,"req":{"url":"/api/Alunos?cpf=123.456.789-09"}}',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'b.log'), `{"level":50,"msg":"Bearer ${JWT}"}\n`);
    writeFileSync(join(dir, 'ignored.txt'), '12345678909\n');
    const result = scanLogDir(dir);
    expect(result).toMatchObject({ files: 2, lines: 3 });
    expect(result.findings.map((f) => [f.file, f.lineNumber, f.kind])).toEqual([
      ['a.log', 2, 'cpf'],
      ['b.log', 1, 'bearer'],
    ]);
    const report = formatFindings(dir, result);
    expect(report).toContain('2 of 3 log lines');
    expect(report).toContain(
      'a.log:2 [cpf] {"level":30,"time":1795412345679,"req":{"url":"/api/Alunos?cpf=<CPF>"}}',
    );
    expect(report).toContain('b.log:1 [bearer] {"level":50,"msg":"<BEARER>"}');
    expect(report).not.toContain('123.456.789-09');
    expect(report).not.toContain(JWT.split('.')[1]);
  });
});
