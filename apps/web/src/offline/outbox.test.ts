/** The outbox (decision 134): order, batches, idempotent ids, refusals kept for review, per-user store. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json, makeSession, mockFetch, signIn, text } from '../test/helpers';
import { claimStore, offlineDb } from './db';
import { enqueue, flush, loadOutbox, type NewAnswer } from './outbox';
import { batches, failureKind, superseded, type OutboxAnswer } from './outbox-model';
import { isOfflineQuery, restoreEntryCache, saveEntryCache, serializeWithoutStudentCpf } from './query-cache';
import { dehydrate } from '@tanstack/react-query';

function answer(over: Partial<NewAnswer> = {}): NewAnswer {
  return {
    tipo: 'aprendizagem',
    acompanhamentoId: 30,
    alunoId: 1,
    habilidadeId: 1,
    criterioId: 11,
    estruturaId: 5,
    categoriaId: 7,
    nivel: 1,
    perfil: 17,
    turma: '1º ANO A',
    aluno: 'Joana Maria Souza',
    habilidade: 'Habilidade 1: Reconhece as letras',
    ...over,
  };
}

function teacher() {
  return signIn(
    makeSession({ cpf: '52998224725', activeConfig: { role: 17, region: null, city: null, school: null } }),
  );
}

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('outbox model', () => {
  const stored = (n: number, over: Partial<OutboxAnswer> = {}): OutboxAnswer => ({
    ...answer(over),
    respostaId: `id-${n}`,
    seq: n,
    criadaEm: '2026-11-26T12:00:00Z',
    estado: 'aguardando',
    ...over,
  });

  it('cuts the waiting answers into calls of one target, in the order given', () => {
    const list = [
      stored(3, { alunoId: 2, habilidadeId: 1 }),
      stored(1, { habilidadeId: 1 }),
      stored(2, { habilidadeId: 2 }),
      stored(4, { habilidadeId: 3 }),
      stored(5, { habilidadeId: 4, estado: 'recusada' }),
    ];
    expect(batches(list).map((b) => b.map((a) => a.respostaId))).toEqual([
      ['id-1', 'id-2'],
      ['id-3'],
      ['id-4'],
    ]);
  });

  it('a newer answer of the same skill replaces the waiting one, not a refused one', () => {
    const list = [stored(1), stored(2, { estado: 'recusada' }), stored(3, { alunoId: 2 })];
    expect(superseded(list, [stored(9)])).toEqual(['id-1']);
  });

  it('tells a refusal from a failure to retry and an ended session', () => {
    expect(failureKind(0)).toBe('retry');
    expect(failureKind(503)).toBe('retry');
    expect(failureKind(429)).toBe('retry');
    expect(failureKind(401)).toBe('session');
    expect(failureKind(409)).toBe('refused');
    expect(failureKind(403)).toBe('refused');
    expect(failureKind(400)).toBe('refused');
  });
});

describe('outbox', () => {
  it('sends in order, one call per student, each answer with its id, and empties the outbox', async () => {
    teacher();
    setOnline(true);
    const calls = mockFetch(() => json({ situacao: 50, situacaoAluno: 50, aplicadas: [], repetidas: [] }));
    await enqueue([answer({ habilidadeId: 1 }), answer({ habilidadeId: 2, criterioId: 21 })]);
    await enqueue([answer({ alunoId: 2, habilidadeId: 1 })]);
    await flush();
    expect(calls.map((c) => JSON.parse(String(c.init.body)).alunoId)).toEqual([1, 2]);
    const first = JSON.parse(String(calls[0]!.init.body));
    expect(first.respostas).toHaveLength(2);
    expect(first.respostas[0].respostaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(calls[0]!.init.headers).get('Perfil')).toBe('17');
    expect(await loadOutbox()).toEqual([]);
  });

  it("keeps a refused answer with the server's message, and goes on with the others", async () => {
    teacher();
    setOnline(true);
    mockFetch((_url, init) =>
      JSON.parse(String(init.body)).alunoId === 1
        ? text('O acompanhamento já foi finalizado.', 409)
        : json({ situacao: 10, situacaoAluno: 10 }),
    );
    await enqueue([answer({ alunoId: 1 }), answer({ alunoId: 2 })]);
    await flush();
    const left = await loadOutbox();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      alunoId: 1,
      estado: 'recusada',
      mensagem: 'O acompanhamento já foi finalizado.',
    });
  });

  it('keeps waiting without network, after a server error and when the session ended', async () => {
    teacher();
    setOnline(false);
    const calls = mockFetch(() => json({}));
    await enqueue([answer()]);
    await flush();
    expect(calls).toHaveLength(0);
    setOnline(true);
    mockFetch(() => text('', 503));
    await flush();
    expect((await loadOutbox())[0]?.estado).toBe('aguardando');
    mockFetch(() => text('Sessão expirada', 401));
    await flush();
    expect((await loadOutbox())[0]?.estado).toBe('aguardando');
  });

  it('a retried call after a lost answer carries the same ids (the server applies them once)', async () => {
    teacher();
    setOnline(true);
    let first = true;
    const bodies: string[] = [];
    mockFetch((_url, init) => {
      bodies.push(String(init.body));
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return json({ situacao: 5, situacaoAluno: 5 });
    });
    await enqueue([answer()]);
    await flush();
    expect(await loadOutbox()).toHaveLength(1);
    await flush();
    expect(await loadOutbox()).toHaveLength(0);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe(bodies[1]);
  });

  it('belongs to one user: another user signing in empties it', async () => {
    teacher();
    setOnline(false);
    expect(await claimStore('52998224725')).toBe(false);
    await enqueue([answer()]);
    expect(await claimStore('52998224725')).toBe(false);
    expect(await loadOutbox()).toHaveLength(1);
    expect(await claimStore('11144477735')).toBe(true);
    expect(await loadOutbox()).toHaveLength(0);
    const db = await offlineDb();
    const owner = await db!.get('meta', 'dono');
    expect(owner).not.toContain('11144477735');
  });
});

describe('the entry data kept on the device', () => {
  it("keeps the entry screens' data without students' CPFs and reads it back", async () => {
    const client = new QueryClient();
    client.setQueryData(['acompanhamento-entrada', 'aprendizagem', 1, 2026, 4], {
      acompanhamentoId: 30,
      cpfProfessor: '52998224725',
      alunoAcompanhamento: [{ alunoId: 1, nome: 'Joana', cpf: '35906821406', dataNascimento: '2020-01-15' }],
    });
    client.setQueryData(['alunos', 'consulta'], [{ cpf: '35906821406' }]);
    const text = serializeWithoutStudentCpf(dehydrate(client, { shouldDehydrateQuery: isOfflineQuery }));
    expect(text).not.toContain('35906821406');
    expect(text).toContain('52998224725');
    await saveEntryCache(client);
    const fresh = new QueryClient();
    await restoreEntryCache(fresh);
    expect(fresh.getQueryData(['acompanhamento-entrada', 'aprendizagem', 1, 2026, 4])).toMatchObject({
      acompanhamentoId: 30,
      alunoAcompanhamento: [{ alunoId: 1, cpf: null }],
    });
    // Other screens' data is not kept.
    expect(fresh.getQueryData(['alunos', 'consulta'])).toBeUndefined();
  });
});
