import { describe, expect, it } from 'vitest';
import { checkAgeForGrade } from '@siam/domain/age-grade';
import { isValidCpf } from '@siam/domain/cpf';
import { toIsoDate } from '@siam/domain/dates';
import { DEMO_USERS, FREE_CPFS, NAMED_STUDENTS } from './demo-core';
import { buildSeedPlan } from './plan';

const now = new Date(2026, 5, 15);
const plan = buildSeedPlan(now);
const year = now.getFullYear();
const current = (codigo: string) =>
  plan.classes.find((c) => c.codigoTurma === codigo && c.anoTurma === year)!;
const studentsIn = (codigo: string) =>
  plan.enrolments.filter((e) => e.turma === current(codigo).key && e.dataFim === null).map((e) => e.cpf);

describe('demo seed plan', () => {
  it('is deterministic', () => {
    expect(buildSeedPlan(now)).toEqual(plan);
  });

  it('uses only valid CPFs, each once, and none of the free ones', () => {
    const cpfs = [
      ...DEMO_USERS.map((u) => u.cpf),
      ...plan.people.map((p) => p.cpf),
      ...plan.students.map((s) => s.cpf),
    ];
    for (const cpf of cpfs) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(plan.students.map((s) => s.cpf)).size).toBe(plan.students.length);
    expect(new Set(plan.people.map((p) => p.cpf)).size).toBe(plan.people.length);
    for (const free of FREE_CPFS) expect(cpfs).not.toContain(free);
    // Demo users who are staff are the same person; generated people and students never collide.
    const students = new Set(plan.students.map((s) => s.cpf));
    for (const p of plan.people) expect(students.has(p.cpf)).toBe(false);
  });

  it('places the named students as the contract says', () => {
    const [joana, pedro, lucas, maria] = NAMED_STUDENTS.map((s) => s.cpf);
    expect(studentsIn('1002')).toContain(joana);
    expect(studentsIn('2001')).toContain(lucas);
    const currentCpfs = new Set(plan.enrolments.filter((e) => e.dataFim === null).map((e) => e.cpf));
    expect(currentCpfs.has(pedro!)).toBe(false);
    expect(currentCpfs.has(maria!)).toBe(false);
  });

  it('gives Pedro and Maria Eduarda school A as school of record, Lucas school B', () => {
    const of = (nome: string) => plan.students.find((s) => s.nome === nome)!.escola;
    expect(of('Pedro Henrique Costa')).toBe('A');
    expect(of('Maria Eduarda Lima')).toBe('A');
    expect(of('Lucas Gabriel Ferreira')).toBe('B');
    expect(of('Joana Maria Souza')).toBe('A');
    expect(plan.students.every((s) => s.escola !== null)).toBe(true);
  });

  it('gives a few students realistic histories, with every movement reason but Falecido', () => {
    const motivos = new Set(plan.enrolments.filter((e) => e.dataFim !== null).map((e) => e.motivo));
    for (const m of [1, 2, 3, 4, 6]) expect(motivos.has(m), `motivo ${m}`).toBe(true);
    const indevida = plan.enrolments.find((e) => e.motivo === 6)!;
    const now = plan.enrolments.find((e) => e.cpf === indevida.cpf && e.dataFim === null)!;
    expect(now.turma).toBe(current('1002').key);
    expect(indevida.dataFim! < now.dataInicio).toBe(true);
  });

  it('fills the core classes as the contract says', () => {
    expect(studentsIn('1001').length).toBeGreaterThanOrEqual(3);
    expect(studentsIn('1002').length).toBeGreaterThanOrEqual(3);
    expect(studentsIn('1003')).toEqual([]);
    expect(studentsIn('1004').length).toBeGreaterThanOrEqual(1);
    expect(studentsIn('3001').length).toBeGreaterThanOrEqual(1);
    expect(plan.students.length).toBeGreaterThanOrEqual(200);
    expect(plan.schools.length).toBeGreaterThanOrEqual(10);
  });

  it('gives generated students an age that fits their class', () => {
    const named = new Set(NAMED_STUDENTS.map((s) => s.cpf));
    for (const s of plan.students.filter((x) => !named.has(x.cpf))) {
      expect(
        checkAgeForGrade(s.serie!, s.dataNascimento, now).ok,
        `${s.nome} ${s.dataNascimento} ${s.serie}`,
      ).toBe(true);
    }
  });

  it('keeps at most one current class per student', () => {
    const open = plan.enrolments.filter((e) => e.dataFim === null).map((e) => e.cpf);
    expect(new Set(open).size).toBe(open.length);
  });

  it('has the monitoring periods and monitorings of the contract', () => {
    const day = (n: number) => toIsoDate(new Date(2026, 5, 15 + n));
    for (const fichaId of [1, 2]) {
      const b4 = plan.periods.find((p) => p.ano === year && p.bimestre === 4 && p.fichaId === fichaId)!;
      expect(b4.acompanhamentoDataInicio <= day(0) && b4.acompanhamentoDataFim >= day(0)).toBe(true);
      expect(b4.validacaoDataInicio <= day(0) && b4.validacaoDataFim >= day(0)).toBe(true);
      const b1 = plan.periods.find((p) => p.ano === year && p.bimestre === 1 && p.fichaId === fichaId)!;
      expect(b1.acompanhamentoDataFim < day(0) && b1.validacaoDataFim < day(0)).toBe(true);
    }
    const of = (codigo: string) =>
      plan.monitorings.filter((m) => m.turma === current(codigo).key && m.bimestre === 4);
    expect(of('1001')).toEqual([]);
    expect(of('1002')).toEqual([]);
    const m1004 = of('1004');
    expect(m1004).toEqual([expect.objectContaining({ tipo: 1, status: true, validado: null })]);
    const carla = DEMO_USERS.find((u) => u.nome.startsWith('Carla'))!.cpf;
    expect(m1004[0]!.responsavel).not.toBe(carla);
    expect(plan.people.some((p) => p.cpf === m1004[0]!.responsavel)).toBe(true);
  });

  it('keeps the current year’s events in the current year, even at the year’s edges', () => {
    for (const d of [new Date(2026, 0, 2), new Date(2026, 11, 30)]) {
      const events = buildSeedPlan(d).events.filter((e) => !e.data.startsWith('2023'));
      expect(events.length).toBeGreaterThanOrEqual(15);
      for (const e of events) {
        expect(e.data.slice(0, 4)).toBe('2026');
        expect(e.dataFim.slice(0, 4)).toBe('2026');
      }
    }
  });
});
