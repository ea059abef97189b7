/**
 * The rows of the state-size data set, as COPY text streams. Deterministic: the plan draws from one
 * seeded PRNG, and each row's own values come from a hash of its id, so the students and their stays
 * can be streamed side by side and still be the same on every run.
 */
import type pg from 'pg';
import { cpfCheckDigits, isValidCpf } from '@siam/domain/cpf';
import { normalizeStudentName } from '@siam/domain/students';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../apps/api/src/db/seed/names';
import { Prng } from '../../apps/api/src/db/seed/prng';

export interface CopyTable {
  table: string;
  columns: readonly string[];
  count(): number;
  /** COPY text, in chunks of many lines. */
  rows(): Iterable<string>;
}

export interface Tables {
  small: CopyTable[];
  /** [aluno, aluno_turma]: the students, streamed side by side. */
  students: CopyTable[];
  monitoring: CopyTable[];
  fixSequences(client: pg.Client): Promise<void>;
}

/** Students per school, classes per school of the current year (grades and shifts below). */
const STUDENTS_PER_SCHOOL = 200;
const CURRENT_CLASSES: readonly { serie: number; turno: number; nome: string }[] = [
  { serie: 1, turno: 1, nome: 'Infantil IV A' },
  { serie: 2, turno: 2, nome: 'Infantil V A' },
  { serie: 4, turno: 1, nome: '1º ano A' },
  { serie: 5, turno: 2, nome: '2º ano A' },
  { serie: 6, turno: 1, nome: '3º ano A' },
  { serie: 7, turno: 2, nome: '4º ano A' },
  { serie: 8, turno: 1, nome: '5º ano A' },
];
/** Age completed by 31 March of the reference year, per série (the age-for-grade rule). */
const AGE_OF_SERIE: Record<number, number> = { 1: 4, 2: 5, 4: 6, 5: 7, 6: 8, 7: 9, 8: 10 };
const NO_CLASS_SHARE = 0.05;
const HISTORY_SHARE = 0.3;
const SIGE_SHARE = 0.2;
const PLACE_PREFIXES = ['São', 'Santa', 'Nova', 'Porto', 'Vila', 'Campo', 'Barra', 'Serra', 'Lagoa', 'Rio'];
const CHUNK = 500;

/** A float in [0, 1) from an id and a salt (a 32-bit integer hash; no state). */
export function h(id: number, salt: number): number {
  let x = Math.imul(id ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) >>> 0;
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x ^ salt, 0x27d4eb2f) >>> 0;
  x ^= x >>> 15;
  return (x >>> 0) / 4294967296;
}
const pickH = <T>(items: readonly T[], id: number, salt: number): T =>
  items[Math.floor(h(id, salt) * items.length)]!;

/** A valid CPF from a 9-digit base. */
const cpfOf = (base: number): string => {
  const b = String(base).padStart(9, '0');
  return b + cpfCheckDigits(b);
};

const pad2 = (n: number) => String(n).padStart(2, '0');
const N = '\\N';

function* chunked(count: number, line: (i: number) => string | null): Iterable<string> {
  let buf = '';
  let n = 0;
  for (let i = 0; i < count; i++) {
    const l = line(i);
    if (l === null) continue;
    buf += `${l}\n`;
    if (++n >= CHUNK) {
      yield buf;
      buf = '';
      n = 0;
    }
  }
  if (buf !== '') yield buf;
}

async function maxId(client: pg.Client, table: string): Promise<number> {
  const r = await client.query(`select coalesce(max(id), 0)::int as m from ${table}`);
  return Number(r.rows[0].m);
}

/** The normalised form of each list name (the name search compares the normalised full name). */
const norm = new Map<string, string>();
const normOf = (s: string) => {
  let v = norm.get(s);
  if (v === undefined) norm.set(s, (v = normalizeStudentName(s)));
  return v;
};

export async function generate(client: pg.Client, opts: { students: number; now?: Date }): Promise<Tables> {
  const now = opts.now ?? new Date();
  const year = now.getFullYear();
  const prev = year - 1;
  const prng = new Prng(20261123);
  const S = Math.max(1, Math.round(opts.students / STUDENTS_PER_SCHOOL));
  const M = Math.min(197, Math.max(1, Math.round(S / 25)));
  const R = Math.min(16, Math.max(1, Math.round(M / 12)));

  // What the demo seed already holds.
  const base = {
    escola: await maxId(client, 'escola'),
    turma: await maxId(client, 'turma'),
    servidor: await maxId(client, 'servidor'),
    servidorEscola: await maxId(client, 'servidor_escola'),
    aluno: await maxId(client, 'aluno'),
    alunoTurma: await maxId(client, 'aluno_turma'),
    acompanhamento: await maxId(client, 'acompanhamento'),
    acompanhamentoAluno: await maxId(client, 'acompanhamento_aluno'),
    premioEscola: await maxId(client, 'premio_escola'),
    planoParfi: await maxId(client, 'plano_parfi'),
    planoAcao: await maxId(client, 'plano_acao'),
    respostaAprendizagem: await maxId(client, 'resposta_aprendizagem'),
    respostaAtividade: await maxId(client, 'resposta_atividade'),
  };
  const maxRegional = Number(
    (await client.query('select max(codigo)::int as m from regional')).rows[0].m ?? 0,
  );
  const usedCpfs = new Set<string>(
    (
      await client.query<{ cpf: string }>(
        'select cpf from aluno where cpf is not null union select cpf from servidor union select cpf from usuario',
      )
    ).rows.map((r) => r.cpf),
  );
  // Skills and their four criteria: sheet 1 (learning) and 2 (activities).
  const skills = await client.query<{ ficha: number; habilidade: number; criterios: number[] }>(
    `select h.ficha_id as ficha, h.id as habilidade, array_agg(c.id order by c.nivel) as criterios
       from habilidade h join criterio c on c.habilidade_id = h.id group by h.ficha_id, h.id order by h.id`,
  );
  // PARFI: the demo's most recent award year, its first instalment, and the catalogue's actions.
  const award = (
    await client.query<{ premio: number; parfi: number; ano: number }>(
      `select ap.id as premio, p.id as parfi, p.ano from ano_premio ap join ano_parfi p on p.ano_premio_id = ap.id
        order by ap.ano desc, p.parcela limit 1`,
    )
  ).rows[0];
  const actions = (
    await client.query<{ acao: number; meta: number; objetivo: number }>(
      'select a.id as acao, a.meta_id as meta, a.objetivo_id as objetivo from acao a order by a.id',
    )
  ).rows;
  const learningSkills = skills.rows.filter((s) => s.ficha === 1);
  const activitySkills = skills.rows.filter((s) => s.ficha === 2);

  // --- places and schools (the plan's PRNG) ---
  const regionals = Array.from({ length: R }, (_, i) => ({ codigo: maxRegional + 1 + i }));
  const municipios = Array.from({ length: M }, (_, i) => ({
    codigo: 1000 + i,
    nome: `${prng.pick(PLACE_PREFIXES)} ${prng.pick(SURNAMES)}${i >= 100 ? ` do ${prng.pick(SURNAMES)}` : ''}`,
    regional: regionals[i % R]!.codigo,
  }));
  const schools = Array.from({ length: S }, (_, i) => {
    const rede = prng.chance(0.4) ? 2 : 3;
    return {
      id: base.escola + 1 + i,
      inep: String(30000000 + i),
      nome: `Escola ${rede === 2 ? 'Estadual' : 'Municipal'} ${prng.pick([...FEMALE_NAMES, ...MALE_NAMES])} ${prng.pick(SURNAMES)}`,
      municipio: municipios[i % M]!.codigo,
      rede,
      localizacao: prng.chance(0.7) ? 1 : 2,
      sige: prng.chance(SIGE_SHARE),
      turno: prng.int(1, 3),
      lat: -9 - prng.next() * 1.5,
      lon: -35.5 - prng.next() * 2.5,
    };
  });
  // Per school: 7 current classes then 1 class of last year; 3 people (director, coordinator, teacher).
  const CPS = CURRENT_CLASSES.length + 1;
  const classId = (school: number, k: number) => base.turma + 1 + school * CPS + k;
  const personId = (school: number, role: number) => base.servidor + 1 + school * 3 + role;
  const staffCpf: string[] = [];
  for (let j = 0; staffCpf.length < S * 3; j++) {
    const cpf = cpfOf(800000000 + ((j * 7919 + 4321) % 100000000));
    if (isValidCpf(cpf) && !usedCpfs.has(cpf)) staffCpf.push(cpf);
  }

  // --- students: school, class and flags (1 enrolled, 2 last year's stay) ---
  const total = opts.students;
  const studentSchool = new Int32Array(total);
  const studentSlot = new Int8Array(total);
  const flags = new Uint8Array(total);
  let stayCount = 0;
  for (let s = 0, i = 0; s < S; s++) {
    const end = Math.floor((total * (s + 1)) / S);
    for (let k = 0; i < end; i++, k++) {
      studentSchool[i] = s;
      studentSlot[i] = k % CURRENT_CLASSES.length;
      const enrolled = h(i, 1) >= NO_CLASS_SHARE;
      const history =
        enrolled && CURRENT_CLASSES[k % CURRENT_CLASSES.length]!.serie >= 5 && h(i, 2) < HISTORY_SHARE;
      flags[i] = (enrolled ? 1 : 0) | (history ? 2 : 0);
      stayCount += (enrolled ? 1 : 0) + (history ? 1 : 0);
    }
  }
  // A bijection of [0, 5e8) (7919 is prime to 5e8): distinct students get distinct CPF bases.
  const studentCpf = (i: number): string => {
    for (let t = 0; ; t++) {
      const b = (((i * 7919 + 12345) % 500000000) + t * 500000000) % 800000000;
      const cpf = cpfOf(b);
      if (b % 111111111 !== 0 && !usedCpfs.has(cpf)) return cpf;
    }
  };

  // --- monitoring of the current year, bimestre 1: one per current class, answers per student ---
  const learningSlots = CURRENT_CLASSES.flatMap((c, k) => (c.serie >= 4 ? [k] : []));
  const activitySlots = CURRENT_CLASSES.flatMap((c, k) => (c.serie < 4 ? [k] : []));
  const monitoringId = (school: number, k: number) =>
    base.acompanhamento + 1 + school * CURRENT_CLASSES.length + k;
  const learnerCount = (() => {
    let n = 0;
    for (let i = 0; i < total; i++) if (flags[i]! & 1 && CURRENT_CLASSES[studentSlot[i]!]!.serie >= 4) n++;
    return n;
  })();
  const level = (id: number, salt: number) => {
    const x = h(id, salt);
    return x < 0.15 ? 0 : x < 0.4 ? 1 : x < 0.75 ? 2 : 3;
  };
  const ts = now.toISOString();
  const period1 = `${year}-03-15`;

  const small: CopyTable[] = [
    {
      table: 'regional',
      columns: ['codigo', 'sigla'],
      count: () => R,
      rows: () => chunked(R, (i) => `${regionals[i]!.codigo}\t${regionals[i]!.codigo}ª CRE`),
    },
    {
      table: 'municipio',
      columns: ['codigo', 'nome', 'regional'],
      count: () => M,
      rows: () =>
        chunked(M, (i) => `${municipios[i]!.codigo}\t${municipios[i]!.nome}\t${municipios[i]!.regional}`),
    },
    {
      table: 'escola',
      columns: [
        'id',
        'codigo_inep',
        'nome',
        'municipio',
        'rede',
        'localizacao',
        'sige',
        'turno',
        'latitude',
        'longitude',
      ],
      count: () => S,
      rows: () =>
        chunked(S, (i) => {
          const e = schools[i]!;
          return `${e.id}\t${e.inep}\t${e.nome}\t${e.municipio}\t${e.rede}\t${e.localizacao}\t${e.sige ? 't' : 'f'}\t${e.turno}\t${e.lat.toFixed(5)}\t${e.lon.toFixed(5)}`;
        }),
    },
    {
      table: 'servidor',
      columns: ['id', 'cpf', 'nome', 'email', 'data_nascimento', 'sexo'],
      count: () => S * 3,
      rows: () =>
        chunked(S * 3, (j) => {
          const id = base.servidor + 1 + j;
          const female = h(id, 11) < 0.7;
          const nome = `${pickH(female ? FEMALE_NAMES : MALE_NAMES, id, 12)} ${pickH(SURNAMES, id, 13)} ${pickH(SURNAMES, id, 14)}`;
          const nasc = `${1965 + Math.floor(h(id, 15) * 30)}-${pad2(1 + Math.floor(h(id, 16) * 12))}-${pad2(1 + Math.floor(h(id, 17) * 28))}`;
          return `${id}\t${staffCpf[j]}\t${nome}\tservidor${id}@educacao.gov.br\t${nasc}\t${female ? 'F' : 'M'}`;
        }),
    },
    {
      table: 'turma',
      columns: [
        'id',
        'escola_id',
        'codigo_turma',
        'nome_turma',
        'serie',
        'turno',
        'nivel_ensino',
        'situacao',
        'ano_turma',
        'multisseriada',
        'professor_id',
      ],
      count: () => S * CPS,
      rows: () =>
        chunked(S * CPS, (j) => {
          const s = Math.floor(j / CPS);
          const k = j % CPS;
          const e = schools[s]!;
          if (k === CURRENT_CLASSES.length) {
            return `${classId(s, k)}\t${e.id}\t9001\t1º ano A\t4\t1\t2\t1\t${prev}\tf\t${N}`;
          }
          const c = CURRENT_CLASSES[k]!;
          return `${classId(s, k)}\t${e.id}\t${1001 + k}\t${c.nome}\t${c.serie}\t${c.turno}\t${c.serie < 4 ? 1 : 2}\t1\t${year}\tf\t${personId(s, 2)}`;
        }),
    },
    {
      table: 'servidor_escola',
      columns: ['id', 'servidor_id', 'escola_id', 'funcao', 'turma_id', 'turno', 'data_inicio'],
      count: () => S * (2 + CURRENT_CLASSES.length),
      rows: () =>
        chunked(S * (2 + CURRENT_CLASSES.length), (j) => {
          const per = 2 + CURRENT_CLASSES.length;
          const s = Math.floor(j / per);
          const k = j % per;
          const id = base.servidorEscola + 1 + j;
          const esc = schools[s]!.id;
          if (k === 0) return `${id}\t${personId(s, 0)}\t${esc}\t1\t${N}\t${N}\t${prev}-01-15`;
          if (k === 1) return `${id}\t${personId(s, 1)}\t${esc}\t2\t${N}\t1\t${prev}-01-15`;
          const c = CURRENT_CLASSES[k - 2]!;
          return `${id}\t${personId(s, 2)}\t${esc}\t${c.serie < 4 ? 3 : 4}\t${classId(s, k - 2)}\t${c.turno}\t${year}-02-02`;
        }),
    },
  ];

  // Every school takes part in the award year (1 in 5 as Escola Premiada) with a plan for the first
  // instalment of 3 actions from the catalogue (the plan's value is the sum; nothing executed yet).
  if (award && actions.length > 0) {
    const planActions = (s: number) => [0, 1, 2].map((k) => actions[(s * 3 + k) % actions.length]!);
    const value = (s: number, k: number) => 1000 + Math.floor(h(s, 30 + k) * 9000);
    small.push(
      {
        table: 'premio_escola',
        columns: ['id', 'ano_premio_id', 'escola_id', 'tipo_escola_id', 'valor_premio'],
        count: () => S,
        rows: () =>
          chunked(
            S,
            (s) =>
              `${base.premioEscola + 1 + s}\t${award.premio}\t${schools[s]!.id}\t${h(s, 29) < 0.2 ? 1 : 2}\t${value(s, 0) + value(s, 1) + value(s, 2)}.00`,
          ),
      },
      {
        table: 'plano_parfi',
        columns: [
          'id',
          'premio_escola_id',
          'ano_parfi_id',
          'valor_parfi',
          'saldo_disponivel',
          'valor_executado',
        ],
        count: () => S,
        rows: () =>
          chunked(S, (s) => {
            const total = value(s, 0) + value(s, 1) + value(s, 2);
            return `${base.planoParfi + 1 + s}\t${base.premioEscola + 1 + s}\t${award.parfi}\t${total}.00\t${total}.00\t0`;
          }),
      },
      {
        table: 'plano_acao',
        columns: [
          'id',
          'plano_parfi_id',
          'objetivo_id',
          'meta_id',
          'acao_id',
          'valor',
          'data_inicio',
          'data_fim',
        ],
        count: () => S * 3,
        rows: () =>
          chunked(S * 3, (j) => {
            const s = Math.floor(j / 3);
            const a = planActions(s)[j % 3]!;
            return `${base.planoAcao + 1 + j}\t${base.planoParfi + 1 + s}\t${a.objetivo}\t${a.meta}\t${a.acao}\t${value(s, j % 3)}.00\t${award.ano}-03-01\t${award.ano}-11-30`;
          }),
      },
    );
  }

  const students: CopyTable[] = [
    {
      table: 'aluno',
      columns: [
        'id',
        'nome',
        'nome_normalizado',
        'cpf',
        'sexo',
        'cor',
        'data_nascimento',
        'nome_mae',
        'nome_pai',
        'codigo_inep',
        'matricula',
        'transporte',
        'nivel_ensino',
        'serie',
        'escola_id',
      ],
      count: () => total,
      rows: () =>
        chunked(total, (i) => {
          const id = base.aluno + 1 + i;
          const school = schools[studentSchool[i]!]!;
          const serie = CURRENT_CLASSES[studentSlot[i]!]!.serie;
          const female = h(i, 3) < 0.5;
          const first = pickH(female ? FEMALE_NAMES : MALE_NAMES, i, 4);
          const s1 = pickH(SURNAMES, i, 5);
          const s2 = pickH(SURNAMES, i, 6);
          const mother = `${pickH(FEMALE_NAMES, i, 7)} ${pickH(SURNAMES, i, 8)} ${s1}`;
          const father = h(i, 9) < 0.7 ? `${pickH(MALE_NAMES, i, 10)} ${s2}` : N;
          const month = 1 + Math.floor(h(i, 18) * 12);
          const birthYear = year - AGE_OF_SERIE[serie]! - (month > 3 ? 1 : 0);
          const day = 1 + Math.floor(h(i, 19) * 28);
          const matricula = school.sige && h(i, 20) < 0.9 ? `SIGE${id}` : N;
          return (
            `${id}\t${first} ${s1} ${s2}\t${normOf(first)} ${normOf(s1)} ${normOf(s2)}\t${studentCpf(i)}\t${female ? 'F' : 'M'}\t` +
            `${Math.floor(h(i, 21) * 6)}\t${birthYear}-${pad2(month)}-${pad2(day)}\t${mother}\t${father}\t${100000000000 + id}\t${matricula}\t` +
            `${1 + Math.floor(h(i, 22) * 3)}\t${serie < 4 ? 1 : 2}\t${serie}\t${school.id}`
          );
        }),
    },
    {
      table: 'aluno_turma',
      columns: ['id', 'aluno_id', 'turma_id', 'ano', 'motivo', 'data_inicio', 'data_fim'],
      count: () => stayCount,
      rows: function* () {
        let id = base.alunoTurma;
        yield* chunked(total, (i) => {
          const f = flags[i]!;
          if (f === 0) return null;
          const aluno = base.aluno + 1 + i;
          const s = studentSchool[i]!;
          const lines: string[] = [];
          if (f & 2)
            lines.push(
              `${++id}\t${aluno}\t${classId(s, CURRENT_CLASSES.length)}\t${prev}\t1\t${prev}-02-03\t${prev}-12-15`,
            );
          lines.push(`${++id}\t${aluno}\t${classId(s, studentSlot[i]!)}\t${year}\t1\t${year}-02-02\t${N}`);
          return lines.join('\n');
        });
      },
    },
  ];

  const monitoringCount = S * CURRENT_CLASSES.length;
  const monitoring: CopyTable[] = [
    {
      table: 'acompanhamento',
      columns: [
        'id',
        'tipo',
        'turma_id',
        'ano',
        'bimestre',
        'componente',
        'responsavel',
        'status',
        'validado',
        'situacao',
        'validador_cpf',
        'data_validacao',
      ],
      count: () => monitoringCount,
      rows: () =>
        chunked(monitoringCount, (j) => {
          const s = Math.floor(j / CURRENT_CLASSES.length);
          const k = j % CURRENT_CLASSES.length;
          const tipo = CURRENT_CLASSES[k]!.serie >= 4 ? 1 : 2;
          return `${monitoringId(s, k)}\t${tipo}\t${classId(s, k)}\t${year}\t1\t1\t${staffCpf[s * 3 + 2]}\tt\tt\t100\t${staffCpf[s * 3 + 1]}\t${period1}T12:00:00Z`;
        }),
    },
    {
      table: 'resposta_atividade',
      columns: ['id', 'acompanhamento_id', 'habilidade_id', 'criterio_id', 'updated_at'],
      count: () => S * activitySlots.length * activitySkills.length,
      rows: function* () {
        let id = base.respostaAtividade;
        yield* chunked(S * activitySlots.length, (j) => {
          const s = Math.floor(j / activitySlots.length);
          const m = monitoringId(s, activitySlots[j % activitySlots.length]!);
          return activitySkills
            .map((sk) => `${++id}\t${m}\t${sk.habilidade}\t${sk.criterios[level(m, sk.habilidade)]}\t${ts}`)
            .join('\n');
        });
      },
    },
    {
      table: 'acompanhamento_aluno',
      columns: ['id', 'acompanhamento_id', 'aluno_id', 'situacao'],
      count: () => learnerCount,
      rows: function* () {
        let id = base.acompanhamentoAluno;
        yield* chunked(total, (i) => {
          if (!(flags[i]! & 1) || !learningSlots.includes(studentSlot[i]!)) return null;
          return `${++id}\t${monitoringId(studentSchool[i]!, studentSlot[i]!)}\t${base.aluno + 1 + i}\t100`;
        });
      },
    },
    {
      table: 'resposta_aprendizagem',
      columns: ['id', 'acompanhamento_aluno_id', 'habilidade_id', 'criterio_id', 'updated_at'],
      count: () => learnerCount * learningSkills.length,
      rows: function* () {
        let id = base.respostaAprendizagem;
        yield* chunked(learnerCount, (r) => {
          const aa = base.acompanhamentoAluno + 1 + r;
          return learningSkills
            .map((sk) => `${++id}\t${aa}\t${sk.habilidade}\t${sk.criterios[level(aa, sk.habilidade)]}\t${ts}`)
            .join('\n');
        });
      },
    },
  ];
  void activitySlots;

  return {
    small,
    students,
    monitoring,
    fixSequences: async (c) => {
      for (const t of [
        'escola',
        'turma',
        'servidor',
        'servidor_escola',
        'aluno',
        'aluno_turma',
        'acompanhamento',
        'acompanhamento_aluno',
        'resposta_aprendizagem',
        'resposta_atividade',
        'premio_escola',
        'plano_parfi',
        'plano_acao',
      ]) {
        await c.query(
          `select setval(pg_get_serial_sequence('${t}', 'id'), (select coalesce(max(id), 1) from ${t}))`,
        );
      }
    },
  };
}
