/**
 * Regression cases of the fuzzer (docs/decisions/101): plans that once found a 5xx, an answer
 * outside its schema or a 4xx that was not plain text. They run on every run, before the generated
 * ones.
 */
import type { Plan } from './cases';

export const CORPUS: { route: string; plan: Plan; found: string }[] = [
  {
    route: 'GET /api/Usuario/PerfilAbaixo/:id',
    plan: {
      caller: 'admin',
      kind: 'mutate',
      edits: [{ part: 'params', key: 'id', op: 'set', value: '9'.repeat(300) }],
    },
    found:
      "a path parameter over maxParamLength answered 414 in Fastify's JSON (now plain text: frameworkErrors)",
  },
  {
    route: 'GET /api/CriterioRelatorio/:categoriaId/:tipoRelatorioId',
    plan: {
      caller: 'school',
      kind: 'mutate',
      edits: [{ part: 'params', key: 'categoriaId', op: 'set', value: '\ud800' }],
    },
    found: "an ill-formed escape in the path (%ED%A0%80) answered 400 in Fastify's JSON (now plain text)",
  },
  {
    route: 'POST /api/Alunos',
    plan: {
      caller: 'admin',
      kind: 'mutate',
      edits: [{ part: 'body', key: 'nome', op: 'set', value: 'Ana\u0000Maria' }],
    },
    found:
      'a NUL in a JSON string reached PostgreSQL and answered 500 (17 write routes); now 400 before validation',
  },
  {
    route: 'PUT /api/Escolas',
    plan: {
      caller: 'admin',
      kind: 'mutate',
      edits: [{ part: 'body', key: 'nomeEscola', op: 'set', value: 'a\u0000b' }],
    },
    found: 'the same NUL 500 on a school edit',
  },
  {
    route: 'GET /api/Alunos',
    plan: {
      caller: 'school',
      kind: 'mutate',
      edits: [{ part: 'query', key: 'nome', op: 'set', value: '%00\u0000' }],
    },
    found: 'a NUL in a query value: refused with the same 400',
  },
  {
    route: 'PUT /api/ExecucaoAcao/RetornarStatus',
    plan: {
      caller: 'school',
      kind: 'body',
      edits: [],
      body: { raw: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
    },
    found:
      'a first, recursive NUL check overflowed the stack on 5 000 nested lists (500); the check is iterative',
  },
  {
    route: 'POST /api/habilidadeficha/respondidas',
    plan: {
      caller: 'admin',
      kind: 'valid',
      edits: [{ part: 'body', key: 'componenteCurricular', op: 'set', value: -340321 }],
    },
    found:
      'a componenteCurricular outside the smallint column answered 500; now 400 Componente curricular inválido.',
  },
  {
    route: 'POST /api/AcompanhamentoAtividadeTurma/Validacao',
    plan: {
      caller: 'admin',
      kind: 'mutate',
      edits: [{ part: 'body', key: 'acompanhamentoAtividadeTurmaId', op: 'set', value: '2147483648' }],
    },
    found: 'an id past the integer column (domain validation schema without a maximum) answered 500; now 400',
  },
  {
    route: 'GET /api/Alunos',
    plan: {
      caller: 'school',
      kind: 'valid',
      edits: [
        { part: 'query', key: 'nome', op: 'set', value: 'Joana Maria Souza' },
        { part: 'query', key: 'dataNascimento', op: 'set', value: '0000-01-01' },
      ],
    },
    found: 'a birth date in year 0 reached PostgreSQL and answered 500 (issue 15); now 400, 1900..2100',
  },
  {
    route: 'PUT /api/Servidor',
    plan: {
      caller: 'admin',
      kind: 'valid',
      edits: [{ part: 'body', key: 'dataNascimento', op: 'set', value: '0000-01-01' }],
    },
    found: 'the same year-0 date on a staff edit answered 500 (issue 15); now 400',
  },
];
