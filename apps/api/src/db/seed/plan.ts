/**
 * The whole demo data set as plain values: the fixed core (demo-core.ts) plus realistic generated
 * data around it (more schools, classes, staff and a few hundred students). A pure function of the
 * seed day, deterministic (fixed PRNG seed), so every fresh install gets the same data.
 */
import { cpfCheckDigits } from '@siam/domain/cpf';
import { checkAgeForGrade, referenceYear, REQUIRED_AGES } from '@siam/domain/age-grade';
import { nivelEnsinoDaSerie } from '@siam/domain/enums';
import { FIRST_YEAR, toIsoDate } from '@siam/domain/dates';
import { monitoringToday } from '@siam/domain/monitoring';
import {
  CALENDAR_2023,
  CORE_CLASSES,
  CORE_SCHOOLS,
  DEMO_STAFF_LINKS,
  DEMO_USERS,
  FREE_CPFS,
  NAMED_STUDENTS,
  PAULO_CPF,
  type SchoolSeed,
  type SeedYear,
} from './demo-core';
import type { ClassData } from '../schema/classes';
import type { aluno } from '../schema/students';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names';
import { Prng } from './prng';

export interface PlanSchool extends SchoolSeed {
  /** 'A' | 'B' | 'C' for the core schools, else the INEP code. */
  key: string;
}
export interface PlanClass extends ClassData {
  key: string;
  escola: string;
  anoTurma: number;
  situacao: number;
  professorCpf: string | null;
}
export interface PlanPerson {
  cpf: string;
  nome: string;
  email: string | null;
  emailPessoal: string | null;
  dataNascimento: string | null;
  sexo: 'F' | 'M';
  telefone: string | null;
  extras: Record<string, unknown>;
}
/** A staff stay: a person in a function at a school (in a class for teachers), ended or current. */
export interface PlanStaffLink {
  cpf: string;
  escola: string;
  funcao: number;
  turno: number | null;
  /** Class key, for teacher stays. */
  turma: string | null;
  dataInicio: string;
  dataFim: string | null;
}
/** A student: the `aluno` columns the seed sets, with the school of record as a school key. */
export interface PlanStudent extends Pick<
  typeof aluno.$inferSelect,
  | 'nome'
  | 'cor'
  | 'dataNascimento'
  | 'nomeMae'
  | 'nomePai'
  | 'codigoInep'
  | 'matricula'
  | 'transporte'
  | 'nivelEnsino'
  | 'serie'
  | 'participaAee'
  | 'pessoaComDeficiencia'
  | 'descricaoDeficiencia'
  | 'dificuldadePedagogica'
  | 'estudanteAlfabetizado'
> {
  cpf: string;
  /** School of record (a school key), decision 015. */
  escola: string | null;
  sexo: 'F' | 'M';
}
export interface PlanEnrolment {
  cpf: string;
  turma: string;
  ano: number;
  motivo: number;
  dataInicio: string;
  dataFim: string | null;
}
export interface PlanPeriod {
  ano: number;
  bimestre: number;
  fichaId: number;
  acompanhamentoDataInicio: string;
  acompanhamentoDataFim: string;
  validacaoDataInicio: string;
  validacaoDataFim: string;
}
export interface PlanMonitoring {
  turma: string;
  tipo: number;
  ano: number;
  bimestre: number;
  responsavel: string;
  status: boolean;
  validado: boolean | null;
  situacao: number;
}
export interface PlanEvent {
  data: string;
  dataFim: string;
  nome: string;
  categoria: string;
}
export interface SeedPlan {
  year: number;
  schools: PlanSchool[];
  classes: PlanClass[];
  people: PlanPerson[];
  staffLinks: PlanStaffLink[];
  students: PlanStudent[];
  enrolments: PlanEnrolment[];
  periods: PlanPeriod[];
  monitorings: PlanMonitoring[];
  events: PlanEvent[];
}

const EXTRA_SCHOOLS: SchoolSeed[] = [
  {
    codigoInep: '27012347',
    nome: 'Escola Municipal Professora Maria José Loureiro',
    municipio: 101,
    rede: 3,
    localizacao: 1,
    sige: false,
    turno: 1,
    latitude: -9.6712,
    longitude: -35.7421,
  },
  {
    codigoInep: '27012348',
    nome: 'Escola Estadual Padre Cícero',
    municipio: 101,
    rede: 2,
    localizacao: 1,
    sige: true,
    turno: 3,
    latitude: -9.6589,
    longitude: -35.7288,
  },
  {
    codigoInep: '27012349',
    nome: 'Escola Municipal Sítio Boa Vista',
    municipio: 101,
    rede: 3,
    localizacao: 2,
    sige: false,
    turno: 1,
    latitude: -9.7034,
    longitude: -35.7995,
  },
  {
    codigoInep: '27012350',
    nome: 'Escola Estadual Rio Claro do Sul',
    municipio: 102,
    rede: 2,
    localizacao: 1,
    sige: false,
    turno: 3,
    latitude: -9.3987,
    longitude: -36.0077,
  },
  {
    codigoInep: '27012351',
    nome: 'Escola Municipal Povoado Lagoa Seca',
    municipio: 102,
    rede: 3,
    localizacao: 2,
    sige: false,
    turno: 2,
    latitude: -9.4321,
    longitude: -36.0543,
  },
  {
    codigoInep: '27099990',
    nome: 'Escola Municipal Nova Palmeira',
    municipio: 201,
    rede: 3,
    localizacao: 1,
    sige: false,
    turno: 1,
    latitude: -9.4102,
    longitude: -36.6281,
  },
  {
    codigoInep: '27099991',
    nome: 'Escola Estadual Professor Aurélio Buarque',
    municipio: 201,
    rede: 2,
    localizacao: 1,
    sige: true,
    turno: 3,
    latitude: -9.4033,
    longitude: -36.6399,
  },
  {
    codigoInep: '27099992',
    nome: 'Escola Municipal Vila dos Pescadores',
    municipio: 201,
    rede: 3,
    localizacao: 2,
    sige: false,
    turno: 1,
    latitude: -9.4455,
    longitude: -36.5902,
  },
];

const SERIE_SHORT: Record<number, string> = {
  1: 'INF IV',
  2: 'INF V',
  3: 'MULTI EI',
  4: '1º ANO',
  5: '2º ANO',
  6: '3º ANO',
  7: '4º ANO',
  8: '5º ANO',
  9: 'MULTI EF',
};
/** The série a student of `serie` attended the year before (none for the first one). */
const PREVIOUS_SERIE: Record<number, number> = { 2: 1, 4: 2, 5: 4, 6: 5, 7: 6, 8: 7 };

/** The teacher of the finished, not yet validated monitoring of class 1004 (not Carla). */
/** The extra school of Santa Aurora whose director left this year (no current director). */
export const SCHOOL_WITHOUT_DIRECTOR_SANTA_AURORA = '27012347';

export const TEACHER_1004 = { nome: 'Beatriz Almeida Gomes', sexo: 'F' as const };

const CURRENT_YEAR_EVENTS: { nome: string; categoria: string; dias: number; offset: number }[] = [
  {
    nome: 'Formação dos Articuladores Estaduais - Módulo I',
    categoria: 'formacao-articuladores-estaduais',
    dias: 3,
    offset: -150,
  },
  {
    nome: 'Reunião de Gestão com Articuladores',
    categoria: 'reuniao-gestao-articuladores',
    dias: 1,
    offset: -128,
  },
  {
    nome: 'Avaliação de Fluência Leitora - 1ª etapa',
    categoria: 'avaliacao-fluencia',
    dias: 10,
    offset: -110,
  },
  {
    nome: 'Formação Regional de Alfabetização - Módulo II',
    categoria: 'formacao-regional-alfabetizacao',
    dias: 3,
    offset: -88,
  },
  {
    nome: 'Prazo para Envio do Cronograma Regional',
    categoria: 'prazo-cronograma-regional',
    dias: 1,
    offset: -70,
  },
  {
    nome: 'Formação Municipal com Professores - Módulo II',
    categoria: 'formacao-municipal-professores',
    dias: 2,
    offset: -55,
  },
  { nome: 'Reunião Online com as Regionais', categoria: 'reuniao-online', dias: 1, offset: -40 },
  {
    nome: 'Prazo para a Reunião com Articuladores',
    categoria: 'prazo-reuniao-articuladores',
    dias: 1,
    offset: -21,
  },
  {
    nome: 'Prazo para Envio da Formação Municipal',
    categoria: 'prazo-formacao-municipal',
    dias: 1,
    offset: -9,
  },
  {
    nome: 'Reunião de Gestão com Articuladores',
    categoria: 'reuniao-gestao-articuladores',
    dias: 1,
    offset: -2,
  },
  {
    nome: 'Formação Regional de Alfabetização - Módulo III',
    categoria: 'formacao-regional-alfabetizacao',
    dias: 2,
    offset: 0,
  },
  { nome: 'Reunião Online de Acompanhamento', categoria: 'reuniao-online', dias: 1, offset: 4 },
  {
    nome: 'Formação Municipal com Professores - Módulo III',
    categoria: 'formacao-municipal-professores',
    dias: 3,
    offset: 11,
  },
  { nome: 'Prazo final para o Acompanhamento do bimestre', categoria: 'prazo-final', dias: 1, offset: 30 },
  { nome: 'Avaliação de Fluência Leitora - 2ª etapa', categoria: 'avaliacao-fluencia', dias: 10, offset: 45 },
  {
    nome: 'Prazo para Envio dos Relatórios Regional e Municipal',
    categoria: 'prazo-relatorios-regional-municipal',
    dias: 1,
    offset: 62,
  },
  {
    nome: 'Avaliação Estadual de Alfabetização',
    categoria: 'avaliacao-estadual-alfabetizacao',
    dias: 2,
    offset: 85,
  },
  { nome: 'Feriado: Dia de Nossa Senhora Aparecida', categoria: 'feriado', dias: 1, offset: 120 },
];

function addDays(day: Date, n: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + n);
}

/** `day + n` days, folded into `day`'s year so the event stays in the current year. */
function dayInYear(day: Date, n: number): Date {
  const year = day.getFullYear();
  const start = new Date(year, 0, 1);
  const length = Math.round((new Date(year + 1, 0, 1).getTime() - start.getTime()) / 86_400_000);
  const index = Math.round((addDays(day, n).getTime() - start.getTime()) / 86_400_000);
  return addDays(start, ((index % length) + length) % length);
}

/**
 * The product's calendar day at `at` (America/Maceio, where the monitoring windows and the API's
 * "today" are judged) as a local date at noon: between 21:00 and midnight in Maceio the machine's
 * UTC day is already tomorrow, and a plan built on it put the windows a day off the API's (the
 * attention panel's "30 days left" read 31).
 */
export function productDay(at: Date = new Date()): Date {
  const [y, m, d] = monitoringToday(at).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export function buildSeedPlan(now: Date = new Date()): SeedPlan {
  const rng = new Prng(20230406);
  const year = now.getFullYear();
  const prev = year - 1;
  const refYear = referenceYear(now);
  const iso = (n: number) => toIsoDate(addDays(now, n));

  // CPFs: never one of the fixed ones nor a free one.
  const usedCpfs = new Set<string>([
    ...FREE_CPFS,
    ...DEMO_USERS.map((u) => u.cpf),
    ...NAMED_STUDENTS.map((s) => s.cpf),
  ]);
  const newCpf = (): string => {
    for (;;) {
      const base = String(rng.int(10_000_000, 999_999_998)).padStart(9, '0');
      const cpf = base + cpfCheckDigits(base);
      if (/^(\d)\1{10}$/.test(cpf) || usedCpfs.has(cpf)) continue;
      usedCpfs.add(cpf);
      return cpf;
    }
  };
  const surname = () => rng.pick(SURNAMES);
  const firstName = (sexo: 'F' | 'M') => rng.pick(sexo === 'F' ? FEMALE_NAMES : MALE_NAMES);
  const phone = () => `829${String(rng.int(10_000_000, 99_999_999))}`;
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/\s+/);

  // Schools.
  const schools: PlanSchool[] = [
    ...Object.entries(CORE_SCHOOLS).map(([key, s]) => ({ key, ...s })),
    ...EXTRA_SCHOOLS.map((s) => ({ key: s.codigoInep, ...s })),
  ];
  const schoolOf = (key: string) => {
    const s = schools.find((x) => x.key === key);
    if (!s) throw new Error(`unknown school ${key}`);
    return s;
  };

  // People (staff): the demo users who work at schools, the 1004 teacher, generated staff.
  const people: PlanPerson[] = [];
  const staffLinks: PlanStaffLink[] = [];
  const linkStart = `${prev}-02-01`;
  const personFromUser = (cpf: string): PlanPerson => {
    const u = DEMO_USERS.find((x) => x.cpf === cpf);
    if (!u) throw new Error(`unknown demo user ${cpf}`);
    const parts = slug(u.nome);
    return {
      cpf,
      nome: u.nome,
      email: `${parts[0]}.${parts.at(-1)}@educacao.gov.br`,
      emailPessoal: u.emailPessoal,
      dataNascimento: `${rng.int(1965, 1995)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      sexo: /^(Ana|Carla|Cecília)/.test(u.nome) ? 'F' : 'M',
      telefone: u.telefone,
      extras: {},
    };
  };
  for (const cpf of new Set(DEMO_STAFF_LINKS.map((l) => l.cpf))) people.push(personFromUser(cpf));
  // The staff history spans 2023 (the first year) to the current year (decision 032).
  const seedYear: Record<SeedYear, number> = {
    first: Math.min(FIRST_YEAR, year - 3),
    twoYearsAgo: year - 2,
    lastYear: prev,
    current: year,
  };
  const at = ([y, md]: [SeedYear, string]) => `${seedYear[y]}-${md}`;
  for (const l of DEMO_STAFF_LINKS) {
    staffLinks.push({
      cpf: l.cpf,
      escola: l.escola,
      funcao: l.funcao,
      turno: l.turno,
      turma: l.turma ? `${l.escola}:${l.turma}:${year}` : null,
      dataInicio: at(l.inicio),
      dataFim: l.fim ? at(l.fim) : null,
    });
  }
  const newPerson = (sexo: 'F' | 'M', nome?: string): PlanPerson => {
    const full = nome ?? `${firstName(sexo)} ${surname()} ${surname()}`;
    const parts = slug(full);
    const person: PlanPerson = {
      cpf: newCpf(),
      nome: full,
      email: `${parts[0]}.${parts.at(-1)}${rng.int(1, 99)}@educacao.gov.br`,
      emailPessoal: rng.chance(0.8) ? `${parts[0]}.${parts.at(-1)}@email.com` : null,
      dataNascimento: `${rng.int(1965, 1998)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      sexo,
      telefone: phone(),
      extras: {},
    };
    people.push(person);
    return person;
  };
  const teacher1004 = newPerson(TEACHER_1004.sexo, TEACHER_1004.nome);
  teacher1004.extras = { formacaoContinuada: true, experProfAlfabetizacao: true, tempoExperAlfabetizacao: 8 };
  staffLinks.push({
    cpf: teacher1004.cpf,
    escola: 'A',
    funcao: 4,
    turno: 2,
    turma: `A:1004:${year}`,
    dataInicio: `${year}-02-05`,
    // She finished 1004's monitoring and left the class yesterday: 1004 has no teacher (demo data).
    dataFim: [`${year}-02-05`, iso(-1)].sort()[1]!,
  });

  // Classes of the current year: the core ones, then 3 to 5 per extra school.
  const classes: PlanClass[] = [];
  const classKey = (escola: string, codigo: string, ano: number) => `${escola}:${codigo}:${ano}`;
  const addClass = (c: Omit<PlanClass, 'key' | 'nivelEnsino'>): PlanClass => {
    const full: PlanClass = {
      ...c,
      key: classKey(c.escola, c.codigoTurma, c.anoTurma),
      nivelEnsino: nivelEnsinoDaSerie(c.serie),
    };
    classes.push(full);
    return full;
  };
  const classSize = new Map<string, number>();
  for (const c of CORE_CLASSES) {
    const created = addClass({
      escola: c.escola,
      codigoTurma: c.codigoTurma,
      nomeTurma: c.nomeTurma,
      serie: c.serie,
      turno: c.turno,
      anoTurma: year,
      situacao: 1,
      professorCpf: c.professor,
    });
    classSize.set(created.key, c.extraStudents);
  }
  EXTRA_SCHOOLS.forEach((s, i) => {
    const director = newPerson(rng.chance(0.7) ? 'F' : 'M');
    staffLinks.push({
      cpf: director.cpf,
      escola: s.codigoInep,
      funcao: 1,
      turno: s.turno,
      turma: null,
      dataInicio: linkStart,
      // The Santa Aurora municipal school has no current director (the 'add director' flow of its
      // municipal roles can be tried there; decision 032).
      dataFim: s.codigoInep === SCHOOL_WITHOUT_DIRECTOR_SANTA_AURORA ? `${year}-06-30` : null,
    });
    if (rng.chance(0.6)) {
      const coordinator = newPerson(rng.chance(0.8) ? 'F' : 'M');
      coordinator.extras = {
        formacaoPedagogia: true,
        atuouProfessor: true,
        experCoordenacao: rng.int(1, 12),
      };
      staffLinks.push({
        cpf: coordinator.cpf,
        escola: s.codigoInep,
        funcao: 2,
        turno: 1,
        turma: null,
        dataInicio: linkStart,
        dataFim: null,
      });
    }
    const series = [1, 2, 4, 5, 6, 7, 8].filter(() => rng.chance(0.6)).slice(0, 5);
    if (series.length < 3) series.push(...[2, 4, 6].filter((x) => !series.includes(x)));
    series.sort((a, b) => a - b);
    const letter = String.fromCharCode(65 + i);
    series.forEach((serie, k) => {
      let professorCpf: string | null = null;
      if (rng.chance(0.7)) {
        const t = newPerson(rng.chance(0.85) ? 'F' : 'M');
        t.extras = { formacaoContinuada: rng.chance(0.7), experProfAlfabetizacao: rng.chance(0.6) };
        const funcao = nivelEnsinoDaSerie(serie) === 1 ? 3 : 4;
        staffLinks.push({
          cpf: t.cpf,
          escola: s.codigoInep,
          funcao,
          turno: 1 + (k % 2),
          turma: classKey(s.codigoInep, String(4001 + i * 10 + k), year),
          dataInicio: `${year}-02-05`,
          dataFim: null,
        });
        professorCpf = t.cpf;
      }
      const created = addClass({
        escola: s.codigoInep,
        codigoTurma: String(4001 + i * 10 + k),
        nomeTurma: `${SERIE_SHORT[serie]} ${letter}`,
        serie,
        turno: 1 + (k % 2),
        anoTurma: year,
        situacao: 1,
        professorCpf,
      });
      classSize.set(created.key, rng.int(8, 18));
    });
  });

  // Last year's classes of the core schools (closed), so that students have a class history.
  const prevClassOf = new Map<string, PlanClass>();
  for (const c of classes.filter((x) => ['A', 'B', 'C'].includes(x.escola))) {
    const ps = PREVIOUS_SERIE[c.serie];
    if (!ps) continue;
    const k = `${c.escola}:${ps}`;
    if (prevClassOf.has(k)) continue;
    prevClassOf.set(
      k,
      addClass({
        escola: c.escola,
        codigoTurma: `9${ps}0${c.escola === 'A' ? 1 : c.escola === 'B' ? 2 : 3}`,
        nomeTurma: `${SERIE_SHORT[ps]} ${c.escola}`,
        serie: ps,
        turno: c.turno,
        anoTurma: prev,
        situacao: 0,
        professorCpf: null,
      }),
    );
  }

  // Students.
  const students: PlanStudent[] = [];
  const enrolments: PlanEnrolment[] = [];
  const startCurrent = `${year}-02-05`;
  const birthFor = (serie: number): string => {
    const ages = REQUIRED_AGES[serie] ?? [6];
    const age = rng.pick(ages);
    for (;;) {
      const month = rng.int(1, 12);
      const birthYear = month > 3 ? refYear - age - 1 : refYear - age;
      const date = `${birthYear}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      if (checkAgeForGrade(serie, date, now).ok) return date;
    }
  };
  const addHistory = (cpf: string, c: PlanClass, allowPrev: boolean) => {
    const prevClass = prevClassOf.get(`${c.escola}:${PREVIOUS_SERIE[c.serie] ?? 0}`);
    if (allowPrev && prevClass) {
      enrolments.push({
        cpf,
        turma: prevClass.key,
        ano: prev,
        motivo: 1,
        dataInicio: `${prev}-02-06`,
        dataFim: `${prev}-12-15`,
      });
    }
    enrolments.push({ cpf, turma: c.key, ano: year, motivo: 1, dataInicio: startCurrent, dataFim: null });
  };
  for (const s of NAMED_STUDENTS) {
    const c = s.turma ? classes.find((x) => x.codigoTurma === s.turma && x.anoTurma === year) : undefined;
    students.push({
      cpf: s.cpf,
      escola: c ? c.escola : s.escola,
      nome: s.nome,
      sexo: s.sexo,
      cor: 3,
      dataNascimento: s.dataNascimento,
      nomeMae: s.nomeMae,
      nomePai: null,
      codigoInep: null,
      matricula: null,
      transporte: 1,
      nivelEnsino: c ? c.nivelEnsino : null,
      serie: c ? c.serie : null,
      participaAee: false,
      pessoaComDeficiencia: false,
      descricaoDeficiencia: null,
      dificuldadePedagogica: false,
      estudanteAlfabetizado: null,
    });
    if (c) addHistory(s.cpf, c, true);
  }
  for (const c of classes) {
    const size = classSize.get(c.key) ?? 0;
    const school = schoolOf(c.escola);
    for (let n = 0; n < size; n++) {
      const sexo = rng.chance(0.5) ? 'F' : 'M';
      const family = surname();
      const mother = `${firstName('F')} ${surname()} ${family}`;
      const hasFather = rng.chance(0.7);
      const deficiencia = rng.chance(0.04);
      const cpf = newCpf();
      students.push({
        cpf,
        escola: c.escola,
        nome: `${firstName(sexo)} ${surname()} ${family}`,
        sexo,
        cor: rng.pick([0, 1, 2, 3, 3, 3, 4, 5]),
        dataNascimento: birthFor(c.serie),
        nomeMae: mother,
        nomePai: hasFather ? `${firstName('M')} ${surname()} ${family}` : null,
        codigoInep: rng.chance(0.7)
          ? `1${String(rng.int(10_000_000, 99_999_999))}${String(rng.int(100, 999))}`
          : null,
        matricula: school.sige ? String(rng.int(100_000, 999_999)) : null,
        transporte: school.localizacao === 2 ? rng.pick([1, 3, 3]) : rng.pick([1, 1, 1, 2]),
        nivelEnsino: c.nivelEnsino,
        serie: c.serie,
        participaAee: deficiencia,
        pessoaComDeficiencia: deficiencia,
        descricaoDeficiencia: deficiencia
          ? rng.pick(['Deficiência auditiva', 'Baixa visão', 'Deficiência física'])
          : null,
        dificuldadePedagogica: rng.chance(0.1),
        estudanteAlfabetizado: c.nivelEnsino === 2 ? rng.chance(0.6) : null,
      });
      addHistory(cpf, c, rng.chance(0.8));
    }
  }

  // Realistic class histories for a few generated students of school A (no random draws, so the
  // rest of the data stays as it was): an Enturmação Indevida stay (hidden by the API), a
  // reshuffle, a transfer in from school B and a student who stopped attending.
  const today = toIsoDate(now);
  const upToToday = (d: string) => (d > today ? today : d);
  const coreClass = (escola: string, codigo: string) =>
    classes.find((c) => c.escola === escola && c.codigoTurma === codigo && c.anoTurma === year);
  const namedCpfs = new Set(NAMED_STUDENTS.map((n) => n.cpf));
  const currentIn = (c: PlanClass | undefined) =>
    c ? enrolments.filter((e) => e.turma === c.key && e.dataFim === null && !namedCpfs.has(e.cpf)) : [];
  const c1002 = coreClass('A', '1002');
  const c1003 = coreClass('A', '1003');
  const c1004 = coreClass('A', '1004');
  const [wrongly, leaver] = currentIn(c1002);
  const [reshuffled, transferred] = currentIn(c1004);
  if (wrongly && c1004) {
    // Put by mistake in 3º ANO A for a week, then in the right class.
    enrolments.push({
      cpf: wrongly.cpf,
      turma: c1004.key,
      ano: year,
      motivo: 6,
      dataInicio: upToToday(`${year}-02-05`),
      dataFim: upToToday(`${year}-02-11`),
    });
    wrongly.dataInicio = upToToday(`${year}-02-12`);
  }
  if (leaver) {
    leaver.dataFim = upToToday(`${year}-04-30`);
    leaver.motivo = 4;
  }
  if (reshuffled && c1003) {
    enrolments.push({
      cpf: reshuffled.cpf,
      turma: c1003.key,
      ano: year,
      motivo: 2,
      dataInicio: upToToday(`${year}-02-05`),
      dataFim: upToToday(`${year}-03-09`),
    });
    reshuffled.dataInicio = upToToday(`${year}-03-10`);
  }
  const prevB = prevClassOf.get('B:5');
  if (transferred && prevB) {
    const last = enrolments.find((e) => e.cpf === transferred.cpf && e.ano === prev);
    if (last) {
      last.turma = prevB.key;
      last.motivo = 3;
    } else {
      enrolments.push({
        cpf: transferred.cpf,
        turma: prevB.key,
        ano: prev,
        motivo: 3,
        dataInicio: `${prev}-02-06`,
        dataFim: `${prev}-12-15`,
      });
    }
  }

  // Monitoring periods: the current year (bimestre 1 closed, bimestre 4 open around the seed day)
  // and every bimestre of last year.
  const periods: PlanPeriod[] = [];
  for (const fichaId of [1, 2]) {
    periods.push({
      ano: year,
      bimestre: 1,
      fichaId,
      acompanhamentoDataInicio: iso(-120),
      acompanhamentoDataFim: iso(-90),
      validacaoDataInicio: iso(-120),
      validacaoDataFim: iso(-90),
    });
    periods.push({
      ano: year,
      bimestre: 4,
      fichaId,
      acompanhamentoDataInicio: iso(-30),
      acompanhamentoDataFim: iso(30),
      validacaoDataInicio: iso(-30),
      validacaoDataFim: iso(30),
    });
    const windows = [
      ['04-01', '04-30', '05-01', '05-20'],
      ['06-10', '07-10', '07-11', '07-31'],
      ['09-01', '09-30', '10-01', '10-20'],
      ['11-10', '12-05', '12-06', '12-20'],
    ];
    windows.forEach(([a, b, c, d], i) =>
      periods.push({
        ano: prev,
        bimestre: i + 1,
        fichaId,
        acompanhamentoDataInicio: `${prev}-${a}`,
        acompanhamentoDataFim: `${prev}-${b}`,
        validacaoDataInicio: `${prev}-${c}`,
        validacaoDataFim: `${prev}-${d}`,
      }),
    );
  }

  // Monitorings: class 1004 finished and awaiting validation in bimestre 4 (by the 1004 teacher);
  // Paulo's classes validated in bimestre 1 (none started in bimestre 4); a few in other schools.
  const monitorings: PlanMonitoring[] = [];
  const core = (codigo: string) => classes.find((c) => c.codigoTurma === codigo && c.anoTurma === year)!;
  const tipoOf = (c: PlanClass) => (c.nivelEnsino === 2 ? 1 : 2);
  monitorings.push({
    turma: core('1004').key,
    tipo: 1,
    ano: year,
    bimestre: 4,
    responsavel: teacher1004.cpf,
    status: true,
    validado: null,
    situacao: 100,
  });
  const validatedByPaulo = (codigo: string, tipo: number): PlanMonitoring => ({
    turma: core(codigo).key,
    tipo,
    ano: year,
    bimestre: 1,
    responsavel: PAULO_CPF,
    status: true,
    validado: true,
    situacao: 100,
  });
  monitorings.push(validatedByPaulo('1002', 1), validatedByPaulo('1001', 2));
  for (const c of classes.filter(
    (x) => x.anoTurma === year && x.professorCpf && !['A', 'B', 'C'].includes(x.escola),
  )) {
    const teacher = c.professorCpf as string;
    const r = rng.next();
    monitorings.push({
      turma: c.key,
      tipo: tipoOf(c),
      ano: year,
      bimestre: 1,
      responsavel: teacher,
      status: r < 0.85,
      validado: r < 0.6 ? true : null,
      situacao: r < 0.85 ? 100 : rng.int(20, 80),
    });
    if (rng.chance(0.5)) {
      const done = rng.chance(0.4);
      monitorings.push({
        turma: c.key,
        tipo: tipoOf(c),
        ano: year,
        bimestre: 4,
        responsavel: teacher,
        status: done,
        validado: null,
        situacao: done ? 100 : rng.int(10, 90),
      });
    }
  }

  // Calendar: the fixed 2023 events and 18 events of the current year around the seed day.
  const events: PlanEvent[] = [...CALENDAR_2023];
  for (const e of CURRENT_YEAR_EVENTS) {
    const start = dayInYear(now, e.offset);
    let end = addDays(start, e.dias - 1);
    if (end.getFullYear() !== start.getFullYear()) end = new Date(start.getFullYear(), 11, 31);
    events.push({ data: toIsoDate(start), dataFim: toIsoDate(end), nome: e.nome, categoria: e.categoria });
  }

  // Former holders of the core schools, so that the by-year staff timeline has content (generated
  // last, so the rest of the data does not depend on them). School B has no current director.
  const former = (
    escola: string,
    funcao: number,
    turno: number | null,
    inicio: [SeedYear, string],
    fim: [SeedYear, string] | null,
  ) => {
    const p = newPerson(rng.chance(0.7) ? 'F' : 'M');
    if (funcao === 2) p.extras = { formacaoPedagogia: true, atuouProfessor: true, turnoServidor: turno };
    staffLinks.push({
      cpf: p.cpf,
      escola,
      funcao,
      turno,
      turma: null,
      dataInicio: at(inicio),
      dataFim: fim ? at(fim) : null,
    });
  };
  former('A', 2, 1, ['first', '02-01'], ['twoYearsAgo', '06-30']);
  former('A', 2, 2, ['lastYear', '02-03'], null);
  former('A', 5, 2, ['first', '02-01'], ['lastYear', '07-31']);
  former('B', 1, 3, ['first', '02-01'], ['lastYear', '12-19']);
  former('B', 2, 2, ['first', '02-01'], ['twoYearsAgo', '12-20']);
  former('B', 5, 1, ['twoYearsAgo', '03-04'], null);
  former('C', 1, 1, ['first', '02-01'], ['twoYearsAgo', '12-20']);
  former('C', 1, 1, ['lastYear', '01-13'], null);
  former('C', 2, 1, ['twoYearsAgo', '02-05'], null);

  return { year, schools, classes, people, staffLinks, students, enrolments, periods, monitorings, events };
}
