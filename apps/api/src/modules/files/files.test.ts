import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivoConteudo } from '../../db/schema/files';
import { arquivoAnexado, execucaoAcao } from '../../db/schema/parfi';
import { FILE_MAX_BYTES, PARFI_MSG } from '@siam/domain/parfi';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { GIF, JPEG, PDF, PNG, multipart, type MultipartInput } from '../../../test/fixtures/files-fixtures';

let t: TestApp;
const A = '27012345';
const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15);
const estadual = () => t.as(CPF.eva, 7);
const municipal = () => t.as(CPF.marta, 12);
const professor = () => t.as(CPF.paulo, 17);

interface Line {
  id: number;
  objetivoId: number;
  situacao: number | null;
}
interface FileView {
  id: number;
  cnpj: string | null;
  valorOrcamento: number | null;
  contentType: string;
  nome: string;
}

let free: Line; // objective 3, not sent
let sent: Line; // objective 2, sent (situacao 0)

const upload = (input: MultipartInput, as = diretor, query = `codigoInep=${A}&ano=2025`) => {
  const { payload, headers } = multipart(input);
  return as()({ method: 'POST', url: `/api/ArquivoAnexado?${query}`, payload, headers });
};
const budget = (
  extra: Record<string, string | undefined> = {},
  file: MultipartInput['file'] = { name: 'orcamento.pdf', data: PDF },
) => ({
  fields: {
    PlanoAcaoId: String(free.id),
    DocumentoId: '1',
    Cnpj: '11.222.333/0001-81',
    ValorOrcamento: '2.800,00',
    DataExecucao: '2025-04-10',
    ...extra,
  },
  file,
});

beforeAll(async () => {
  t = await createTestApp();
  const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&anoPremio=2025&anoParfi=2025`)).json() as {
    planoAcao: Line[];
  };
  free = plan.planoAcao.find((a) => a.objetivoId === 3)!;
  sent = plan.planoAcao.find((a) => a.situacao === 0)!;
});
afterAll(() => t.close());

describe('POST ArquivoAnexado: rules of §5.2 in order', () => {
  it.each([
    [{ DocumentoId: undefined }, PARFI_MSG.docTypeRequired],
    [{ DocumentoId: '99' }, PARFI_MSG.docTypeRequired],
    [{ DataExecucao: '' }, PARFI_MSG.execDateRequired],
    [{ DataExecucao: '2099-01-01' }, PARFI_MSG.execDateFuture],
    [{ Cnpj: '' }, PARFI_MSG.cpfCnpjRequired],
    [{ Cnpj: '12.ABC.345/01DE-36' }, PARFI_MSG.cpfOrCnpjInvalid],
    [{ Cnpj: '111.444.777-36' }, PARFI_MSG.cpfOrCnpjInvalid],
    [{ ValorOrcamento: '' }, PARFI_MSG.valueRequired],
    [{ ValorOrcamento: '0,00' }, PARFI_MSG.valuePositive],
    [{ ValorOrcamento: '12,345' }, PARFI_MSG.valueInvalid],
  ])('%o → 400 %s', async (patch, message) => {
    const res = await upload(budget(patch));
    expect([res.statusCode, res.body]).toEqual([400, message]);
  });

  it('needs a file, of an allowed type by its content', async () => {
    const none = await upload(budget({}, null));
    expect([none.statusCode, none.body]).toEqual([400, PARFI_MSG.fileRequired]);
    const gif = await upload(budget({}, { name: 'orcamento.pdf', data: GIF }));
    expect([gif.statusCode, gif.body]).toEqual([400, PARFI_MSG.fileType]);
    const exe = await upload(budget({}, { name: 'orcamento.exe', data: PDF }));
    expect([exe.statusCode, exe.body]).toEqual([400, PARFI_MSG.fileType]);
    const json = await diretor()({
      method: 'POST',
      url: `/api/ArquivoAnexado?codigoInep=${A}&ano=2025`,
      payload: { PlanoAcaoId: free.id },
    });
    expect([json.statusCode, json.body]).toEqual([400, PARFI_MSG.fileRequired]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const max = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES - PDF.length, 0x20)]);
    const res = await upload(
      budget({ DocumentoId: '3', Cnpj: '11.444.777/0001-61' }, { name: 'limite.pdf', data: max }),
    );
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { arquivo: FileView }).arquivo.id;
    const got = await diretor()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=${id}`);
    expect(got.rawPayload.length).toBe(FILE_MAX_BYTES);
    const del = await diretor()({
      method: 'DELETE',
      url: `/api/ArquivoAnexado?arquivoId=${id}&codigoInep=${A}&ano=2025`,
    });
    expect(del.statusCode).toBe(200);
  });

  it('refuses a file over 10 MB with 413 and the spec text', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const res = await upload(budget({}, { name: 'grande.pdf', data: big }));
    expect([res.statusCode, res.body]).toEqual([413, PARFI_MSG.fileTooLarge]);
  });

  it('refuses roles without execute, schools out of scope and a wrong year', async () => {
    expect((await upload(budget(), estadual)).statusCode).toBe(403);
    expect((await upload(budget(), professor)).statusCode).toBe(403);
    expect((await upload(budget(), diretor, `codigoInep=27012346&ano=2025`)).statusCode).toBe(404);
    expect((await upload(budget(), diretor, `codigoInep=${A}&ano=2026`)).statusCode).toBe(404);
    const bad = await upload(budget(), diretor, `codigoInep=abc&ano=2025`);
    expect([bad.statusCode, bad.body]).toEqual([400, PARFI_MSG.inepInvalid]);
  });

  it('refuses documents while the action is under approval', async () => {
    const res = await upload(budget({ PlanoAcaoId: String(sent.id) }));
    expect([res.statusCode, res.body]).toEqual([409, PARFI_MSG.cannotAddDocuments]);
  });
});

describe('upload, download, duplicates, fiscal document, delete', () => {
  let first: FileView;

  it('stores a budget (PDF), creating the execution, and streams it back', async () => {
    const res = await upload(budget());
    expect(res.statusCode).toBe(201);
    const body = res.json() as {
      mensagem: string;
      arquivo: FileView;
      execucaoAcao: { situacao: null; podeEnviar: boolean };
    };
    expect(body.mensagem).toBe(PARFI_MSG.executionRegistered);
    expect(body.arquivo).toMatchObject({
      cnpj: '11222333000181',
      valorOrcamento: 2800,
      contentType: 'application/pdf',
    });
    expect(body.execucaoAcao).toMatchObject({ situacao: null, podeEnviar: true });
    first = body.arquivo;
    const got = await municipal()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('inline');
    expect(Buffer.compare(got.rawPayload, PDF)).toBe(0);
    expect(
      (await professor()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=${first.id}`)).statusCode,
    ).toBe(403);
    const missing = await diretor()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=99999`);
    expect([missing.statusCode, missing.body]).toEqual([404, PARFI_MSG.fileNotFound]);
  });

  it('accepts PNG and JPEG; the alphanumeric CNPJ is kept upper-case without its mask', async () => {
    const png = await upload(
      budget(
        { DocumentoId: '2', Cnpj: '12.abc.345/01de-35', ValorOrcamento: '2.750,00' },
        { name: 'orc2.PNG', data: PNG },
      ),
    );
    expect(png.statusCode).toBe(201);
    expect((png.json() as { arquivo: FileView }).arquivo).toMatchObject({
      cnpj: '12ABC34501DE35',
      contentType: 'image/png',
    });
    const jpeg = await upload(
      budget(
        { DocumentoId: '3', Cnpj: '111.444.777-35', ValorOrcamento: '2.900,00' },
        { name: 'orc3.jpg', data: JPEG },
      ),
    );
    expect((jpeg.json() as { arquivo: FileView }).arquivo).toMatchObject({
      cnpj: '11144477735',
      contentType: 'image/jpeg',
    });
  });

  it('refuses a CPF/CNPJ already attached', async () => {
    const dup = await upload(budget({ DocumentoId: '2', Cnpj: '12ABC34501DE35' }));
    expect([dup.statusCode, dup.body]).toEqual([400, PARFI_MSG.cpfCnpjAttached]);
  });

  it('checks the fiscal document against the lowest budget, and counts it as executed', async () => {
    const fiscal = (extra: Record<string, string>) =>
      upload(budget({ DocumentoId: '4', NotaFiscal: '000123', ...extra }));
    const noNumber = await upload(budget({ DocumentoId: '4' }));
    expect([noNumber.statusCode, noNumber.body]).toEqual([400, PARFI_MSG.invoiceRequired]);
    const letters = await fiscal({ NotaFiscal: 'NF-12' });
    expect([letters.statusCode, letters.body]).toEqual([400, PARFI_MSG.invoiceDigits]);
    const above = await fiscal({ Cnpj: '12ABC34501DE35', ValorOrcamento: '2.750,01' });
    expect([above.statusCode, above.body]).toEqual([400, PARFI_MSG.fiscalAboveLowest]);
    const other = await fiscal({ Cnpj: '11.222.333/0001-81', ValorOrcamento: '2.700,00' });
    expect([other.statusCode, other.body]).toEqual([400, PARFI_MSG.fiscalCnpjMismatch]);
    const ok = await fiscal({ Cnpj: '12ABC34501DE35', ValorOrcamento: '2.749,99' });
    expect(ok.statusCode).toBe(201);
    const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&anoPremio=2025&anoParfi=2025`)).json() as {
      valorExecutado: number;
    };
    expect(plan.valorExecutado).toBe(2749.99);
  });

  it('date-only kinds need no CPF/CNPJ or value', async () => {
    const res = await upload(budget({ DocumentoId: '9', Cnpj: undefined, ValorOrcamento: undefined }));
    expect(res.statusCode).toBe(201);
    expect((res.json() as { arquivo: FileView }).arquivo).toMatchObject({ cnpj: null, valorOrcamento: null });
  });

  it('DELETE: a pending document goes; under approval it is blocked', async () => {
    const url = (id: number) => `/api/ArquivoAnexado?arquivoId=${id}&codigoInep=${A}&ano=2025`;
    expect((await estadual()({ method: 'DELETE', url: url(first.id) })).statusCode).toBe(403);
    const ok = await diretor()({ method: 'DELETE', url: url(first.id) });
    expect([ok.statusCode, (ok.json() as { mensagem: string }).mensagem]).toEqual([
      200,
      PARFI_MSG.documentDeleted,
    ]);
    expect(
      (await diretor()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=${first.id}`)).statusCode,
    ).toBe(404);

    const action = (await diretor()(`/api/PlanoAcao?planoAcaoId=${sent.id}`)).json() as {
      execucaoAcao: { arquivosAnexado: FileView[] }[];
    };
    const locked = action.execucaoAcao[0]!.arquivosAnexado[0]!;
    const blocked = await admin()({ method: 'DELETE', url: url(locked.id) });
    expect([blocked.statusCode, blocked.body]).toEqual([409, PARFI_MSG.deleteBlocked]);
  });
});

describe('stored names (issue 15: format characters and a PNG named .pdf)', () => {
  const dateOnly = (name: string, data: Buffer) =>
    upload(budget({ DocumentoId: '9', Cnpj: undefined, ValorOrcamento: undefined }, { name, data }));

  it('strips control and format characters (Cc, Cf) from the stored and served name', async () => {
    const res = await dateOnly('evil\u202egpj\u200b\u0007\u2066.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const { arquivo } = res.json() as { arquivo: FileView };
    expect(arquivo.nome).toBe('evilgpj.pdf');
    const got = await diretor()(`/api/ArquivoAnexado?codigoInep=${A}&ano=2025&arquivoId=${arquivo.id}`);
    expect(got.statusCode).toBe(200);
    const disposition = got.headers['content-disposition'] as string;
    expect(disposition).toContain('evilgpj.pdf');
    expect(disposition).not.toMatch(/%E2%80%AE|%E2%80%8B|%07|%E2%81%A6/i);
  });

  it('makes the stored extension follow the detected type', async () => {
    const png = await dateOnly('foto.pdf', PNG);
    expect(png.statusCode, png.body).toBe(201);
    expect((png.json() as { arquivo: FileView }).arquivo).toMatchObject({
      nome: 'foto.png',
      contentType: 'image/png',
    });
    const jpeg = await dateOnly('scan.PNG', JPEG);
    expect((jpeg.json() as { arquivo: FileView }).arquivo).toMatchObject({
      nome: 'scan.jpg',
      contentType: 'image/jpeg',
    });
    const pdf = await dateOnly('nota.JPEG', PDF);
    expect((pdf.json() as { arquivo: FileView }).arquivo).toMatchObject({
      nome: 'nota.pdf',
      contentType: 'application/pdf',
    });
    // A name that is only format characters and an extension still gets a name.
    const bare = await dateOnly('\u202e.pdf', PDF);
    expect((bare.json() as { arquivo: FileView }).arquivo.nome).toBe('documento.pdf');
  });
});

describe('an upload the browser cancels (issue 17: Cancelar aborts the request mid-body)', () => {
  const rows = async () =>
    Promise.all(
      [arquivoAnexado, arquivoConteudo, execucaoAcao].map(
        async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0,
      ),
    );

  /** Sends the request over a real socket: all of it, or `cut` bytes of the body and then closes. */
  async function rawUpload(port: number, token: string, cut?: number): Promise<string> {
    const { payload, headers } = multipart(
      budget(
        { DocumentoId: '3', Cnpj: '11.444.777/0001-61' },
        {
          name: 'grande.pdf',
          data: Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 0x20)]),
        },
      ),
    );
    const head =
      `POST /api/ArquivoAnexado?codigoInep=${A}&ano=2025 HTTP/1.1\r\nHost: localhost\r\n` +
      `Authorization: Bearer ${token}\r\nPerfil: 15\r\nContent-Type: ${headers['content-type']}\r\n` +
      `Content-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.write(head);
      if (cut === undefined) {
        socket.write(payload);
        return;
      }
      socket.write(payload.subarray(0, cut), () => setTimeout(() => socket.destroy(), 150));
    });
  }

  it('leaves no document, no stored content and no execution; the whole request still works', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const token = await t.login(CPF.diego);
    const before = await rows();

    const cutAnswer = await rawUpload(port, token, 2 * 1024 * 1024);
    expect(cutAnswer).toBe('');
    // The server reads the cut body to its end (an error) before anything is written; give it time.
    await new Promise((r) => setTimeout(r, 500));
    expect(await rows()).toEqual(before);

    // The same request sent whole is stored (the cut one was refused for being cut, not for its data).
    const whole = await rawUpload(port, token);
    expect(whole).toMatch(/^HTTP\/1\.1 201/);
    const after = await rows();
    expect(after[0]).toBe(before[0]! + 1);
    expect(after[1]).toBe(before[1]! + 1);
    const id = (JSON.parse(whole.slice(whole.indexOf('\r\n\r\n') + 4)) as { arquivo: FileView }).arquivo.id;
    const del = await diretor()({
      method: 'DELETE',
      url: `/api/ArquivoAnexado?arquivoId=${id}&codigoInep=${A}&ano=2025`,
    });
    expect(del.statusCode).toBe(200);
  });
});
