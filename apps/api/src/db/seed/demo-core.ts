/**
 * The fixed core of the demo data (the demo-data contract): values that anyone trying the product
 * and every acceptance test rely on. Do not change them; add realistic data in `generated.ts`.
 */
import { Role, type RoleId } from '@siam/domain/roles';
import type { SchoolData } from '../schema/schools';

export const DEMO_PASSWORD = 'senha123';

export const REGIONAIS = [
  { codigo: 1, sigla: '1ª CRE' },
  { codigo: 2, sigla: '2ª CRE' },
];

export const MUNICIPIOS = [
  { codigo: 101, nome: 'Santa Aurora', regional: 1 },
  { codigo: 102, nome: 'Rio Claro do Sul', regional: 1 },
  { codigo: 201, nome: 'Nova Palmeira', regional: 2 },
];

export type SchoolKey = 'A' | 'B' | 'C';

export interface SchoolSeed extends SchoolData {
  turno: number | null;
  latitude: number;
  longitude: number;
}

export const CORE_SCHOOLS: Record<SchoolKey, SchoolSeed> = {
  A: {
    codigoInep: '27012345',
    nome: 'Escola Estadual Santa Aurora',
    municipio: 101,
    rede: 2,
    localizacao: 1,
    sige: false,
    turno: 3,
    latitude: -9.6658,
    longitude: -35.7353,
  },
  B: {
    codigoInep: '27012346',
    nome: 'Escola Municipal Rio Claro',
    municipio: 102,
    rede: 3,
    localizacao: 2,
    sige: false,
    turno: 1,
    latitude: -9.4012,
    longitude: -36.0121,
  },
  C: {
    codigoInep: '27099999',
    nome: 'Escola Estadual Integrada Palmeira',
    municipio: 201,
    rede: 2,
    localizacao: 1,
    sige: true,
    turno: 3,
    latitude: -9.4071,
    longitude: -36.6326,
  },
};

/** A role link of a demo user: the role and its scope (school roles name the school). */
export interface LinkSeed {
  perfil: RoleId;
  regional?: number;
  municipio?: number;
  escola?: SchoolKey;
}

export interface UserSeed {
  cpf: string;
  nome: string;
  emailPessoal: string;
  telefone: string;
  links: LinkSeed[];
}

const R = Role;
const schoolA = { regional: 1, municipio: 101, escola: 'A' } as const;
const santaAurora = { regional: 1, municipio: 101 } as const;

export const DEMO_USERS: UserSeed[] = [
  {
    cpf: '11144477735',
    nome: 'Ana Administradora Silva',
    emailPessoal: 'ana.silva@email.com',
    telefone: '82991110001',
    links: [{ perfil: R.Administrador }, { perfil: R.DiretorEscola, ...schoolA }],
  },
  {
    cpf: '52998224725',
    nome: 'Paulo Professor Santos',
    emailPessoal: 'paulo.santos@email.com',
    telefone: '82991110002',
    links: [{ perfil: R.ProfessorEscola, ...schoolA }],
  },
  {
    cpf: '12345678909',
    nome: 'Carla Coordenadora Lima',
    emailPessoal: 'carla.lima@email.com',
    telefone: '82991110003',
    links: [
      { perfil: R.CoordenadorEscola, ...schoolA },
      { perfil: R.CoordenadorEscola, regional: 1, municipio: 102, escola: 'B' },
    ],
  },
  {
    cpf: '98765432100',
    nome: 'Diego Diretor Rocha',
    emailPessoal: 'diego.rocha@email.com',
    telefone: '82991110004',
    links: [{ perfil: R.DiretorEscola, ...schoolA }],
  },
  {
    cpf: '39053344705',
    nome: 'Cecília Cadastro Alves',
    emailPessoal: 'cecilia.alves@email.com',
    telefone: '82991110005',
    links: [{ perfil: R.Cadastro, ...schoolA }],
  },
  {
    cpf: '71460238001',
    nome: 'Eva Articulação Estadual',
    emailPessoal: 'eva.estadual@email.com',
    telefone: '82991110006',
    links: [{ perfil: R.EquipeArticulacaoEstadual }],
  },
  {
    cpf: '28146930778',
    nome: 'Rita Regional Moura',
    emailPessoal: 'rita.moura@email.com',
    telefone: '82991110007',
    links: [{ perfil: R.CoordenadorRegional, regional: 1 }],
  },
  {
    cpf: '05862371940',
    nome: 'Artur Articulador Regional',
    emailPessoal: 'artur.regional@email.com',
    telefone: '82991110008',
    links: [{ perfil: R.ArticuladorRegional, regional: 1 }],
  },
  {
    cpf: '84736291087',
    nome: 'Sérgio Secretário Municipal',
    emailPessoal: 'sergio.municipal@email.com',
    telefone: '82991110009',
    links: [{ perfil: R.SecretarioMunicipal, ...santaAurora }],
  },
  {
    cpf: '41290738505',
    nome: 'Marta Articuladora Municipal',
    emailPessoal: 'marta.municipal@email.com',
    telefone: '82991110010',
    links: [{ perfil: R.ArticuladorMunicipal, ...santaAurora }],
  },
  {
    cpf: '66520147850',
    nome: 'Pedro Prefeito Nunes',
    emailPessoal: 'pedro.nunes@email.com',
    telefone: '82991110011',
    links: [{ perfil: R.Prefeito, ...santaAurora }],
  },
  {
    cpf: '30291847650',
    nome: 'Silvia Superintendente Reis',
    emailPessoal: 'silvia.reis@email.com',
    telefone: '82991110012',
    links: [{ perfil: R.Superintendencia }],
  },
  {
    cpf: '19083726487',
    nome: 'Ulisses Unidade Executora',
    emailPessoal: 'ulisses.executora@email.com',
    telefone: '82991110013',
    links: [{ perfil: R.PresidenteUnidadeExecutora, ...schoolA }],
  },
  {
    cpf: '75612039859',
    nome: 'Fábio Formador Regional',
    emailPessoal: 'fabio.formador@email.com',
    telefone: '82991110014',
    links: [{ perfil: R.ProfessorFormadorRegional, regional: 1 }],
  },
  {
    cpf: '48392017579',
    nome: 'Flávia Formadora Municipal',
    emailPessoal: 'flavia.formadora@email.com',
    telefone: '82991110015',
    links: [{ perfil: R.ProfessorFormadorMunicipal, ...santaAurora }],
  },
  {
    cpf: '21837564035',
    nome: 'Gustavo Gerência Articulação',
    emailPessoal: 'gustavo.gerencia@email.com',
    telefone: '82991110016',
    links: [{ perfil: R.GerenciaArticulacaoMunicipios }],
  },
  {
    cpf: '93481620551',
    nome: 'Camila Apoio Municípios',
    emailPessoal: 'camila.apoio@email.com',
    telefone: '82991110017',
    links: [{ perfil: R.CoordenadorApoioMunicipios }],
  },
  {
    cpf: '57029418379',
    nome: 'Alice Alfabetização Infantil',
    emailPessoal: 'alice.infantil@email.com',
    telefone: '82991110018',
    links: [{ perfil: R.CoordenadorAlfabetizacaoInfantil }],
  },
  {
    cpf: '64150392706',
    nome: 'Fernando Fundamental Iniciais',
    emailPessoal: 'fernando.fundamental@email.com',
    telefone: '82991110019',
    links: [{ perfil: R.CoordenadorFundamentalIniciais }],
  },
  // Added around the fixed data (not in demo-data.md): school B's director, so the visited school of
  // the 2025 pairing has a user who opens its visit reports (read-only). A role link only: school B
  // still has no director in the staff history (its director screen starts empty).
  {
    cpf: '60000000060',
    nome: 'Beatriz Diretora Campos',
    emailPessoal: 'beatriz.campos@email.com',
    telefone: '82991110020',
    links: [{ perfil: R.DiretorEscola, regional: 1, municipio: 102, escola: 'B' }],
  },
];

/** A year of the staff history, relative to the seed day (see `buildSeedPlan`). */
export type SeedYear = 'first' | 'twoYearsAgo' | 'lastYear' | 'current';

/**
 * Staff history of the demo users at their schools (funcao: 1 Diretor, 2 Coordenador, 3 Professor
 * Educação Infantil, 4 Professor Ensino Fundamental, 5 Cadastro Escola; decision 032). `first` is
 * 2023 (the product's first year), `twoYearsAgo`/`lastYear`/`current` are relative to the seed day.
 * Diego is school A's current director (Ana directed it before him and keeps her Diretor Escola role
 * link of the demo-data contract); Carla coordinates A and B; Cecília is A's registration team; Paulo
 * teaches 1001 and 1002 (teacher stays are per class).
 */
export const DEMO_STAFF_LINKS: {
  cpf: string;
  escola: SchoolKey;
  funcao: number;
  turno: number | null;
  /** codigoTurma of a current-year class, for teacher stays. */
  turma: string | null;
  inicio: [SeedYear, string];
  fim: [SeedYear, string] | null;
}[] = [
  {
    cpf: '11144477735',
    escola: 'A',
    funcao: 1,
    turno: 3,
    turma: null,
    inicio: ['first', '02-01'],
    fim: ['twoYearsAgo', '12-20'],
  },
  {
    cpf: '98765432100',
    escola: 'A',
    funcao: 1,
    turno: 3,
    turma: null,
    inicio: ['lastYear', '01-13'],
    fim: null,
  },
  {
    cpf: '12345678909',
    escola: 'A',
    funcao: 2,
    turno: 1,
    turma: null,
    inicio: ['twoYearsAgo', '08-01'],
    fim: null,
  },
  {
    cpf: '12345678909',
    escola: 'B',
    funcao: 2,
    turno: 2,
    turma: null,
    inicio: ['lastYear', '02-03'],
    fim: null,
  },
  {
    cpf: '39053344705',
    escola: 'A',
    funcao: 5,
    turno: 1,
    turma: null,
    inicio: ['first', '03-01'],
    fim: null,
  },
  {
    cpf: '52998224725',
    escola: 'A',
    funcao: 3,
    turno: 1,
    turma: '1001',
    inicio: ['current', '02-05'],
    fim: null,
  },
  {
    cpf: '52998224725',
    escola: 'A',
    funcao: 4,
    turno: 1,
    turma: '1002',
    inicio: ['current', '02-05'],
    fim: null,
  },
];

export const PAULO_CPF = '52998224725';

/** Classes of the current school year (situacao 1). `professor` is a demo user's CPF. */
export const CORE_CLASSES: {
  escola: SchoolKey;
  codigoTurma: string;
  nomeTurma: string;
  serie: number;
  turno: number;
  professor: string | null;
  /** Generated students besides the named ones. */
  extraStudents: number;
}[] = [
  {
    escola: 'A',
    codigoTurma: '1001',
    nomeTurma: 'INF V A',
    serie: 2,
    turno: 1,
    professor: PAULO_CPF,
    extraStudents: 12,
  },
  {
    escola: 'A',
    codigoTurma: '1002',
    nomeTurma: '1º ANO A',
    serie: 4,
    turno: 1,
    professor: PAULO_CPF,
    extraStudents: 14,
  },
  {
    escola: 'A',
    codigoTurma: '1003',
    nomeTurma: '2º ANO A',
    serie: 5,
    turno: 2,
    professor: null,
    extraStudents: 0,
  },
  {
    escola: 'A',
    codigoTurma: '1004',
    nomeTurma: '3º ANO A',
    serie: 6,
    turno: 2,
    professor: null,
    extraStudents: 13,
  },
  {
    escola: 'B',
    codigoTurma: '2001',
    nomeTurma: '3º ANO B',
    serie: 6,
    turno: 1,
    professor: null,
    extraStudents: 11,
  },
  {
    escola: 'C',
    codigoTurma: '3001',
    nomeTurma: '1º ANO C',
    serie: 4,
    turno: 1,
    professor: null,
    extraStudents: 15,
  },
];

export interface NamedStudent {
  cpf: string;
  nome: string;
  dataNascimento: string;
  sexo: 'F' | 'M';
  nomeMae: string;
  /** Current class (codigoTurma of the core classes), or null for no class. */
  turma: string | null;
  /** School of record when in no class (the school that registered the student). */
  escola: SchoolKey;
}

export const NAMED_STUDENTS: NamedStudent[] = [
  {
    cpf: '35906821406',
    nome: 'Joana Maria Souza',
    dataNascimento: '2020-01-15',
    sexo: 'F',
    nomeMae: 'Maria Souza Lima',
    turma: '1002',
    escola: 'A',
  },
  {
    cpf: '10742583635',
    nome: 'Pedro Henrique Costa',
    dataNascimento: '2021-02-20',
    sexo: 'M',
    nomeMae: 'Ana Costa Pereira',
    turma: null,
    escola: 'A',
  },
  {
    cpf: '96238150777',
    nome: 'Lucas Gabriel Ferreira',
    dataNascimento: '2018-03-01',
    sexo: 'M',
    nomeMae: 'Rosa Ferreira Dias',
    turma: '2001',
    escola: 'B',
  },
  {
    cpf: '48571036217',
    nome: 'Maria Eduarda Lima',
    dataNascimento: '2019-01-10',
    sexo: 'F',
    nomeMae: 'Clara Lima Rocha',
    turma: null,
    escola: 'A',
  },
];

/** Valid CPFs that must exist nowhere in the demo data (kept free for "register new" flows). */
export const FREE_CPFS = ['82647103950', '31467592099', '23156984051', '79823415609', '63512048790'];

export const VIDEOS = [
  { nome: 'Boas-vindas ao SIAM', url: 'https://www.youtube.com/embed/Xq3rT8mN2pA' },
  { nome: 'Como cadastrar e enturmar estudantes', url: 'https://www.youtube.com/embed/bK7vW1yZ4cE' },
  {
    nome: 'Movimentação de estudantes: remanejar e finalizar',
    url: 'https://www.youtube.com/embed/Lp9sD2fG6hJ',
  },
  { nome: 'Acompanhamento de Aprendizagem passo a passo', url: 'https://www.youtube.com/embed/Tn4mQ8rV3kU' },
  {
    nome: 'Acompanhamento de Atividades na Educação Infantil',
    url: 'https://www.youtube.com/embed/Wc2xH5jN7bY',
  },
  {
    nome: 'Validação dos acompanhamentos pela coordenação',
    url: 'https://www.youtube.com/embed/Zr6kP1sL9dF',
  },
];

/** The 2023 calendar: one event of every category (spec 01 §2); the state assessment on 6-7 Dec. */
export const CALENDAR_2023: { data: string; dataFim: string; nome: string; categoria: string }[] = [
  {
    data: '2023-03-14',
    dataFim: '2023-03-16',
    nome: 'Formação dos Articuladores Estaduais - Módulo I',
    categoria: 'formacao-articuladores-estaduais',
  },
  { data: '2023-04-21', dataFim: '2023-04-21', nome: 'Feriado: Tiradentes', categoria: 'feriado' },
  {
    data: '2023-09-07',
    dataFim: '2023-09-07',
    nome: 'Feriado: Independência do Brasil',
    categoria: 'feriado',
  },
  {
    data: '2023-04-26',
    dataFim: '2023-04-26',
    nome: 'Reunião de Gestão com Articuladores',
    categoria: 'reuniao-gestao-articuladores',
  },
  {
    data: '2023-05-08',
    dataFim: '2023-05-19',
    nome: 'Avaliação de Fluência Leitora',
    categoria: 'avaliacao-fluencia',
  },
  {
    data: '2023-06-30',
    dataFim: '2023-06-30',
    nome: 'Prazo final para o Acompanhamento do 2º bimestre',
    categoria: 'prazo-final',
  },
  {
    data: '2023-05-22',
    dataFim: '2023-05-24',
    nome: 'Formação Regional de Alfabetização - Módulo II',
    categoria: 'formacao-regional-alfabetizacao',
  },
  {
    data: '2023-12-06',
    dataFim: '2023-12-07',
    nome: 'Avaliação Estadual de Alfabetização',
    categoria: 'avaliacao-estadual-alfabetizacao',
  },
  {
    data: '2023-08-11',
    dataFim: '2023-08-11',
    nome: 'Prazo para a Reunião com Articuladores',
    categoria: 'prazo-reuniao-articuladores',
  },
  {
    data: '2023-08-25',
    dataFim: '2023-08-25',
    nome: 'Prazo para Envio do Cronograma Regional',
    categoria: 'prazo-cronograma-regional',
  },
  {
    data: '2023-09-15',
    dataFim: '2023-09-15',
    nome: 'Prazo para Envio da Formação Municipal',
    categoria: 'prazo-formacao-municipal',
  },
  {
    data: '2023-11-30',
    dataFim: '2023-11-30',
    nome: 'Prazo para Envio dos Relatórios Regional e Municipal',
    categoria: 'prazo-relatorios-regional-municipal',
  },
  {
    data: '2023-10-18',
    dataFim: '2023-10-18',
    nome: 'Reunião Online com as Regionais',
    categoria: 'reuniao-online',
  },
  {
    data: '2023-09-11',
    dataFim: '2023-09-13',
    nome: 'Formação Municipal com Professores - Módulo III',
    categoria: 'formacao-municipal-professores',
  },
];
