import { describe, expect, it } from 'vitest';
import {
  isPlaceInArea,
  isRoleAbove,
  mayChangePerson,
  mayRemovePersonFromPlace,
  personChangeRefusal,
  type PersonLink,
} from './people';
import { Role } from './roles';

const at = (role: number, idRegional: number | null, idMunicipio: number | null, escolaId: number | null) =>
  ({ role, idRegional, idMunicipio, escolaId }) satisfies PersonLink;

// Demo data: school A (1ª CRE, Santa Aurora), school B (1ª CRE, Rio Claro do Sul), school C (2ª CRE).
const A = { idRegional: 1, idMunicipio: 101, escolaId: 10 };
const B = { idRegional: 1, idMunicipio: 102, escolaId: 20 };
const C = { idRegional: 2, idMunicipio: 201, escolaId: 30 };
const ana = [at(Role.Administrador, null, null, null), at(Role.DiretorEscola, 1, 101, A.escolaId)];
const carla = [
  at(Role.CoordenadorEscola, 1, 101, A.escolaId),
  at(Role.CoordenadorEscola, 1, 102, B.escolaId),
];
const cecilia = [at(Role.Cadastro, 1, 101, A.escolaId)];

const admin = { role: Role.Administrador, links: [] };
const state = { role: Role.Superintendencia, links: [] };
const regional1 = {
  role: Role.CoordenadorRegional,
  links: [{ idRegional: 1, idMunicipio: null, escolaId: null }],
};
const santaAurora = {
  role: Role.SecretarioMunicipal,
  links: [{ idRegional: 1, idMunicipio: 101, escolaId: null }],
};
const directorA = { role: Role.DiretorEscola, links: [A] };
const directorC = { role: Role.DiretorEscola, links: [C] };

describe('isRoleAbove', () => {
  it('follows the hierarchy admin > state > regional > municipal > school; equals are not above', () => {
    expect(isRoleAbove(Role.Administrador, Role.Superintendencia)).toBe(true);
    expect(isRoleAbove(Role.Superintendencia, Role.CoordenadorRegional)).toBe(true);
    expect(isRoleAbove(Role.CoordenadorRegional, Role.SecretarioMunicipal)).toBe(true);
    expect(isRoleAbove(Role.Prefeito, Role.DiretorEscola)).toBe(true);
    expect(isRoleAbove(Role.ArticuladorRegional, Role.CoordenadorRegional)).toBe(false);
    expect(isRoleAbove(Role.DiretorEscola, Role.Cadastro)).toBe(false);
    expect(isRoleAbove(Role.Administrador, Role.Administrador)).toBe(false);
    expect(isRoleAbove(99, Role.Administrador)).toBe(true);
  });
});

describe('isPlaceInArea', () => {
  it('is the caller scope: everything, the regional, the municipality or the linked schools', () => {
    expect(isPlaceInArea(state, C)).toBe(true);
    expect(isPlaceInArea(regional1, B)).toBe(true);
    expect(isPlaceInArea(regional1, C)).toBe(false);
    expect(isPlaceInArea(santaAurora, A)).toBe(true);
    expect(isPlaceInArea(santaAurora, B)).toBe(false);
    expect(isPlaceInArea(directorA, A)).toBe(true);
    expect(isPlaceInArea(directorA, { ...A, escolaId: 11 })).toBe(false);
    expect(isPlaceInArea(regional1, { idRegional: null, idMunicipio: null, escolaId: null })).toBe(false);
  });
});

describe('mayChangePerson (issue 15: the probe findings)', () => {
  it('refuses the Administrador to everyone else (a role above the caller)', () => {
    for (const caller of [state, regional1, santaAurora, directorA, directorC]) {
      expect(personChangeRefusal(caller, ana)).toBe('above');
    }
    expect(mayChangePerson(admin, ana)).toBe(true);
  });

  it('refuses a person with a link outside the caller area, even when another link is inside', () => {
    expect(personChangeRefusal(directorA, carla)).toBe('outside');
    expect(personChangeRefusal(santaAurora, carla)).toBe('outside');
    expect(personChangeRefusal(directorC, cecilia)).toBe('outside');
    expect(mayChangePerson(regional1, carla)).toBe(true);
    expect(mayChangePerson(directorA, cecilia)).toBe(true);
  });

  it('lets anyone change a person who holds nothing yet', () => {
    expect(mayChangePerson(directorC, [])).toBe(true);
  });
});

describe('mayRemovePersonFromPlace', () => {
  it('only needs the person not to be above the caller', () => {
    expect(mayRemovePersonFromPlace(directorA, carla)).toBe(true);
    expect(mayRemovePersonFromPlace(directorA, ana)).toBe(false);
    expect(mayRemovePersonFromPlace(santaAurora, [at(Role.CoordenadorRegional, 1, null, null)])).toBe(false);
  });
});
