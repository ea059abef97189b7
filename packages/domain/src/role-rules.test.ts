/**
 * The "who may" rules written once for the screens and the API (issue 16, item 2): the role
 * predicates of roles.ts, monitoring.ts, staff.ts and the admin-only features of permissions.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_VALIDATED,
  NOT_FINISHED,
  OUTSIDE_VALIDATION,
  OWN_CLASS,
  mayValidateMonitoring,
  validationBlocker,
} from './monitoring';
import { can, filtersApprovalByRegional, type Feature } from './permissions';
import {
  ALL_ROLE_IDS,
  Role,
  choosesSchoolOnEachScreen,
  collapsesDuplicateLinks,
  isClassTeacher,
  linkedSchoolsFunction,
  preferredRole,
} from './roles';
import { STAFF_FUNCTION, isRoleOfFunction } from './staff';

const rolesWhere = (p: (r: (typeof ALL_ROLE_IDS)[number]) => boolean) => ALL_ROLE_IDS.filter(p);

describe('role predicates', () => {
  it('one role each', () => {
    expect(rolesWhere(mayValidateMonitoring)).toEqual([Role.CoordenadorEscola]);
    expect(rolesWhere(isClassTeacher)).toEqual([Role.ProfessorEscola]);
    expect(rolesWhere(choosesSchoolOnEachScreen)).toEqual([Role.CoordenadorEscola]);
    expect(rolesWhere(filtersApprovalByRegional)).toEqual([Role.EquipeArticulacaoEstadual]);
    expect(rolesWhere(collapsesDuplicateLinks)).toEqual([Role.CoordenadorEscola, Role.ProfessorEscola]);
  });

  it('the linked schools of the settings flyout: Coordenador for the coordinator, else Diretor', () => {
    expect(linkedSchoolsFunction(Role.CoordenadorEscola)).toBe('Coordenador');
    expect(linkedSchoolsFunction(Role.DiretorEscola)).toBe('Diretor');
  });

  it('preferredRole: Administrador when held, else the first, null without roles', () => {
    expect(preferredRole([Role.DiretorEscola, Role.Administrador])).toBe(Role.Administrador);
    expect(preferredRole([Role.DiretorEscola, Role.Cadastro])).toBe(Role.DiretorEscola);
    expect(preferredRole([])).toBeNull();
  });

  it('isRoleOfFunction: director and coordinator functions only', () => {
    expect(isRoleOfFunction(Role.DiretorEscola, STAFF_FUNCTION.Diretor)).toBe(true);
    expect(isRoleOfFunction(Role.CoordenadorEscola, STAFF_FUNCTION.Coordenador)).toBe(true);
    expect(isRoleOfFunction(Role.CoordenadorEscola, STAFF_FUNCTION.Diretor)).toBe(false);
    expect(isRoleOfFunction(Role.ProfessorEscola, STAFF_FUNCTION.ProfessorEnsinoFundamental)).toBe(false);
    expect(isRoleOfFunction(Role.Cadastro, STAFF_FUNCTION.CadastroEscola)).toBe(false);
  });

  it('the administrator-only features are held by the Administrador alone', () => {
    const adminOnly: Feature[] = [
      'student.anySchool',
      'users.placesOfOthers',
      'parfi.undo',
      'parfi.mandatoryLimits',
      'parfi.visitAnySchool',
      'parfi.visitDelete',
      'monitoring.admin',
      'school.searchByInep',
    ];
    for (const f of adminOnly) expect(rolesWhere((r) => can(r, f))).toEqual([Role.Administrador]);
  });

  it('the PARFI readers that do not execute it are the state team', () => {
    expect(rolesWhere((r) => can(r, 'parfi.consult') && !can(r, 'parfi.execute'))).toEqual([
      Role.EquipeArticulacaoEstadual,
    ]);
  });
});

describe('validationBlocker', () => {
  const ok = { ownClass: false, finished: true, validado: null, insideWindow: true };

  it('null when the validator may validate', () => {
    expect(validationBlocker(ok)).toBeNull();
  });

  it('the API order: own class, not finished, already decided, outside the window', () => {
    expect(validationBlocker({ ...ok, ownClass: true, finished: false })).toBe(OWN_CLASS);
    expect(validationBlocker({ ...ok, finished: false, validado: true })).toBe(NOT_FINISHED);
    expect(validationBlocker({ ...ok, validado: false, insideWindow: false })).toBe(ALREADY_VALIDATED);
    expect(validationBlocker({ ...ok, insideWindow: false })).toBe(OUTSIDE_VALIDATION);
  });

  it('blocks exactly when one condition fails (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(null, true, false),
        fc.boolean(),
        (ownClass, finished, validado, insideWindow) => {
          const fine = !ownClass && finished && validado === null && insideWindow;
          expect(validationBlocker({ ownClass, finished, validado, insideWindow }) === null).toBe(fine);
        },
      ),
    );
  });
});
