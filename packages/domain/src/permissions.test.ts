import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURES, MENU, SCREEN_FEATURE, can, menuFor, type Feature } from './permissions';
import { ALL_ROLE_IDS, Role, type RoleId } from './roles';

const roleArb = fc.constantFrom(...ALL_ROLE_IDS);
const groupsOf = (role: RoleId) => menuFor(role).map((g) => g.label);
const pathsOf = (role: RoleId) => menuFor(role).flatMap((g) => g.entries.map((e) => e.path));
const entriesOf = (role: RoleId, group: string) =>
  menuFor(role)
    .find((g) => g.label === group)
    ?.entries.map((e) => e.path) ?? [];

describe('permissions', () => {
  it('every MENU entry and screen points at an existing feature', () => {
    for (const group of MENU)
      for (const entry of group.entries) expect(FEATURES).toHaveProperty([entry.feature]);
    for (const feature of Object.values(SCREEN_FEATURE)) expect(FEATURES).toHaveProperty([feature]);
  });

  it('the menu groups are those of spec 01 §2, in order', () => {
    expect(MENU.map((g) => g.label)).toEqual([
      'Início',
      'Estudantes',
      'Professores',
      'Escolas',
      'Painel',
      'Consultar',
      'Acompanhamento',
      'Usuários',
      'Cadastros',
      'Prêmio',
    ]);
  });

  it('menu paths are unique and every one is a guarded screen', () => {
    const paths = MENU.flatMap((g) => g.entries.map((e) => e.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(SCREEN_FEATURE).toHaveProperty([path]);
  });

  it('menuFor returns only allowed entries, keeps order, and drops empty groups (property)', () => {
    fc.assert(
      fc.property(roleArb, (role) => {
        const menu = menuFor(role);
        for (const group of menu) {
          expect(group.entries.length).toBeGreaterThan(0);
          for (const entry of group.entries) expect(can(role, entry.feature)).toBe(true);
        }
        const allowed = MENU.flatMap((g) => g.entries.filter((e) => can(role, e.feature)).map((e) => e.path));
        expect(pathsOf(role)).toEqual(allowed);
      }),
    );
  });

  it('can() is the matrix, and Administrador holds every feature (property)', () => {
    fc.assert(
      fc.property(roleArb, fc.constantFrom(...(Object.keys(FEATURES) as Feature[])), (role, feature) => {
        expect(can(role, feature)).toBe(
          role === Role.Administrador || (FEATURES[feature] as readonly RoleId[]).includes(role),
        );
        expect(can(Role.Administrador, feature)).toBe(true);
      }),
    );
  });

  it('Administrador sees every entry', () => {
    expect(menuFor(Role.Administrador)).toEqual(MENU);
  });

  it('Presidente Unidade Executora sees only Início', () => {
    expect(menuFor(Role.PresidenteUnidadeExecutora)).toEqual([
      { label: 'Início', entries: [{ label: 'Início', path: '/inicio', feature: 'home' }] },
    ]);
  });

  it('Professor Escola sees Início and the follow-up entry screens only', () => {
    expect(groupsOf(Role.ProfessorEscola)).toEqual(['Início', 'Acompanhamento']);
    expect(entriesOf(Role.ProfessorEscola, 'Acompanhamento')).toEqual([
      '/acompanhamento-atividades',
      '/acompanhamento-aprendizagem',
    ]);
  });

  it('everyone signed in reaches the home page', () => {
    for (const role of ALL_ROLE_IDS) expect(pathsOf(role)).toContain('/inicio');
  });

  describe('menu by role of spec 01 §6 (the demo-data roles)', () => {
    const cases: [RoleId, string[]][] = [
      [Role.Superintendencia, ['Início', 'Escolas', 'Painel', 'Consultar', 'Usuários']],
      [
        Role.GerenciaArticulacaoMunicipios,
        ['Início', 'Estudantes', 'Escolas', 'Painel', 'Consultar', 'Usuários'],
      ],
      [
        Role.CoordenadorApoioMunicipios,
        ['Início', 'Estudantes', 'Escolas', 'Painel', 'Consultar', 'Usuários'],
      ],
      [
        Role.CoordenadorAlfabetizacaoInfantil,
        ['Início', 'Estudantes', 'Escolas', 'Painel', 'Consultar', 'Usuários'],
      ],
      [
        Role.CoordenadorFundamentalIniciais,
        ['Início', 'Estudantes', 'Escolas', 'Painel', 'Consultar', 'Usuários'],
      ],
      [
        Role.EquipeArticulacaoEstadual,
        ['Início', 'Estudantes', 'Escolas', 'Painel', 'Consultar', 'Usuários', 'Prêmio'],
      ],
      [Role.CoordenadorRegional, ['Início', 'Escolas', 'Painel', 'Consultar', 'Usuários']],
      [Role.ArticuladorRegional, ['Início', 'Escolas', 'Painel', 'Consultar', 'Usuários', 'Prêmio']],
      [Role.ProfessorFormadorRegional, ['Início', 'Escolas', 'Painel', 'Consultar']],
      [Role.SecretarioMunicipal, ['Início', 'Escolas', 'Painel', 'Consultar', 'Usuários']],
      [Role.ArticuladorMunicipal, ['Início', 'Escolas', 'Painel', 'Consultar', 'Usuários', 'Prêmio']],
      [Role.ProfessorFormadorMunicipal, ['Início', 'Escolas', 'Painel', 'Consultar']],
      [Role.PresidenteUnidadeExecutora, ['Início']],
      [Role.DiretorEscola, ['Início', 'Estudantes', 'Professores', 'Escolas', 'Painel', 'Prêmio']],
      [Role.CoordenadorEscola, ['Início', 'Escolas', 'Painel', 'Consultar']],
      [Role.ProfessorEscola, ['Início', 'Acompanhamento']],
      [Role.Prefeito, ['Início', 'Escolas', 'Painel', 'Consultar']],
      [Role.Cadastro, ['Início', 'Estudantes', 'Professores', 'Escolas', 'Painel', 'Prêmio']],
    ];
    it.each(cases)('role %i gets %j', (role, groups) => {
      expect(groupsOf(role)).toEqual(groups);
    });

    it('only the administrator reaches Cadastros', () => {
      for (const role of ALL_ROLE_IDS) {
        expect(groupsOf(role).includes('Cadastros')).toBe(role === Role.Administrador);
      }
    });

    it('school office roles get all four student screens (and the list, decision 130); Cadastro lacks the director consult', () => {
      const students = [
        '/consultar-estudante',
        '/lista-estudantes',
        '/cadastrar-estudante',
        '/enturmar-estudante',
        '/movimentar-estudante',
      ];
      expect(entriesOf(Role.DiretorEscola, 'Estudantes')).toEqual(students);
      expect(entriesOf(Role.Cadastro, 'Estudantes')).toEqual(students);
      expect(entriesOf(Role.DiretorEscola, 'Escolas')).toContain('/consulta-diretor');
      expect(entriesOf(Role.Cadastro, 'Escolas')).not.toContain('/consulta-diretor');
      expect(entriesOf(Role.DiretorEscola, 'Escolas')).toContain('/sincronizar-escola');
      expect(entriesOf(Role.DiretorEscola, 'Prêmio')).toEqual([
        '/premio/consultar-parfi',
        '/premio/executar-parfi',
        '/premio/listar-visita-parfi',
      ]);
    });

    it('state, regional and municipal consult roles see the school consult only in Escolas', () => {
      for (const role of [
        Role.Superintendencia,
        Role.CoordenadorRegional,
        Role.Prefeito,
        Role.CoordenadorEscola,
      ]) {
        expect(entriesOf(role, 'Escolas')).toEqual(['/consulta-escola']);
      }
    });

    it('municipal secretary and articulator see the director consult', () => {
      for (const role of [Role.SecretarioMunicipal, Role.ArticuladorMunicipal]) {
        expect(entriesOf(role, 'Escolas')).toEqual(['/consulta-escola', '/consulta-diretor']);
      }
      expect(entriesOf(Role.ProfessorFormadorMunicipal, 'Escolas')).toEqual(['/consulta-escola']);
    });

    it('the state articulation team consults PARFI and defers execution; articulators get the deferral', () => {
      expect(entriesOf(Role.EquipeArticulacaoEstadual, 'Prêmio')).toEqual([
        '/premio/consultar-parfi',
        '/premio/buscar-execucao-parfi',
      ]);
      expect(entriesOf(Role.ArticuladorRegional, 'Prêmio')).toEqual(['/premio/deferimento-parfi']);
      expect(entriesOf(Role.ArticuladorMunicipal, 'Prêmio')).toEqual(['/premio/deferimento-parfi']);
    });

    it('only the administrator may delete a student or search a school by INEP', () => {
      for (const role of ALL_ROLE_IDS) {
        expect(can(role, 'student.delete')).toBe(role === Role.Administrador);
        expect(can(role, 'school.searchByInep')).toBe(role === Role.Administrador);
      }
    });
  });
});
