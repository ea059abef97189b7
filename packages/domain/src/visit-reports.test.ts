import { describe, expect, it } from 'vitest';
import {
  VISIT_MSG,
  answersToSend,
  awardYearError,
  descriptionLetters,
  descriptionLongEnough,
  finalizeEnabled,
  finalizeError,
  finalizeHint,
  firstParcelPercent,
  isAllLevelFour,
  isFutureVisitDate,
  NEW_AWARD_YEAR_DEFAULTS,
  offeredReportType,
  openReportOfType,
  parcelYears,
  parfiYearOfAward,
  parfiYearsOfAward,
  reportLimitReached,
  reportTitle,
  schoolCountValid,
  secondParcelPercent,
} from './visit-reports';

describe('report type offered (§2.9)', () => {
  it('offers only type 3 in award year 2023', () => {
    for (const n of [0, 1, 2, 3]) expect(offeredReportType(2023, n)).toBe(3);
  });
  it('offers 1, then 2 twice, then 3 by the finalized count', () => {
    expect([0, 1, 2, 3, 4].map((n) => offeredReportType(2025, n))).toEqual([1, 2, 2, 3, 3]);
  });
  it('stops at 4 finalized reports', () => {
    expect(reportLimitReached(3)).toBe(false);
    expect(reportLimitReached(4)).toBe(true);
  });
  it('opens an existing report of types 1 and 3, and only an open type 2', () => {
    const reports = [
      { id: 1, tipoRelatorioId: 1, finalizado: true },
      { id: 2, tipoRelatorioId: 2, finalizado: true },
    ];
    expect(openReportOfType(reports, 1)?.id).toBe(1);
    expect(openReportOfType(reports, 2)).toBeNull();
    expect(openReportOfType([...reports, { id: 3, tipoRelatorioId: 2, finalizado: false }], 2)?.id).toBe(3);
  });
  it('maps award 2023 to PARFI 2024, otherwise the same year', () => {
    expect(parfiYearOfAward(2023)).toBe(2024);
    expect(parfiYearOfAward(2025)).toBe(2025);
  });
});

describe('description, date and levels (§5.5)', () => {
  it('counts only Latin letters (accents folded)', () => {
    expect(descriptionLetters('Ação 123 !!')).toBe(4);
    expect(descriptionLetters('')).toBe(0);
    expect(descriptionLongEnough('a'.repeat(19) + ' 1234567890')).toBe(false);
    expect(descriptionLongEnough('Visita à escola fomentada')).toBe(true);
    expect(descriptionLongEnough('ααααααααααααααααααααααααα')).toBe(false);
  });
  it('refuses future visit dates', () => {
    expect(isFutureVisitDate('2026-11-24', '2026-11-23')).toBe(true);
    expect(isFutureVisitDate('2026-11-23', '2026-11-23')).toBe(false);
  });
  it('detects every indicator at level 4', () => {
    expect(isAllLevelFour([4, 4, 4])).toBe(true);
    expect(isAllLevelFour([4, 3])).toBe(false);
    expect(isAllLevelFour([])).toBe(false);
  });
  it('sends only answers with a level above 0', () => {
    expect(answersToSend([{ nivel: 0 }, { nivel: 2 }, { nivel: null }, {}]).length).toBe(1);
  });
});

describe('Finalizar (§4.4)', () => {
  const ok = {
    saved: true,
    finalizado: false,
    descricaoDetalhada: 'A escola mostrou boa organização das rotinas.',
    participantes: 1,
    indicadoresTotal: 3,
    indicadoresRespondidos: 3,
  };
  it('gives the hints in the spec order', () => {
    expect(
      finalizeHint({ ...ok, descricaoDetalhada: ' ', participantes: 0, indicadoresRespondidos: 0 }),
    ).toBe(VISIT_MSG.hintDescription);
    expect(finalizeHint({ ...ok, participantes: 0, indicadoresRespondidos: 0 })).toBe(
      VISIT_MSG.hintParticipant,
    );
    expect(finalizeHint({ ...ok, indicadoresRespondidos: 2 })).toBe(VISIT_MSG.hintIndicators);
    expect(finalizeHint(ok)).toBeNull();
  });
  it('is enabled only for a saved, open report of the visiting school', () => {
    expect(finalizeEnabled({ ...ok, isVisitingSchool: true })).toBe(true);
    expect(finalizeEnabled({ ...ok, isVisitingSchool: false })).toBe(false);
    expect(finalizeEnabled({ ...ok, saved: false, isVisitingSchool: true })).toBe(false);
    expect(finalizeEnabled({ ...ok, finalizado: true, isVisitingSchool: true })).toBe(false);
  });
  it('checks the 20 letters, then the 100%-level-4 refusal', () => {
    expect(finalizeError({ ...ok, descricaoDetalhada: 'curta', levels: [1, 2, 3] })).toBe(
      VISIT_MSG.descriptionTooShort,
    );
    expect(finalizeError({ ...ok, levels: [4, 4, 4] })).toBe(VISIT_MSG.allLevelFour);
    expect(finalizeError({ ...ok, levels: [4, 4, 3] })).toBeNull();
  });
  it('titles the screen', () => {
    expect(reportTitle(false, true)).toBe('Editar Relatório de Visita');
    expect(reportTitle(false, false)).toBe('Relatório de Visita');
    expect(reportTitle(true, true)).toBe('Relatório de Visita (Finalizado)');
  });
});

describe('award year (§5.8, §9)', () => {
  it('requires a 4-digit year from 2023', () => {
    expect(awardYearError(undefined)).toBe('Ano Prêmio obrigatório.');
    expect(awardYearError('')).toBe('Ano Prêmio obrigatório.');
    expect(awardYearError(2022)).toBe('Ano Prêmio inválido.');
    expect(awardYearError('20255')).toBe('Ano Prêmio inválido.');
    expect(awardYearError('2a25')).toBe('Ano Prêmio inválido.');
    expect(awardYearError(2026)).toBeNull();
  });
  it('derives the parcel years and the PARFI years', () => {
    expect(parcelYears(2026)).toEqual({ primeiroAnoParfi: 2026, segundoAnoParfi: 2027 });
    expect(parfiYearsOfAward(2023)).toEqual([{ ano: 2024, parcela: 2 }]);
    expect(parfiYearsOfAward(2026)).toEqual([
      { ano: 2026, parcela: 1 },
      { ano: 2027, parcela: 2 },
    ]);
  });
  it('caps the first parcel at 100 and derives the second', () => {
    expect(firstParcelPercent('60')).toBe(60);
    expect(firstParcelPercent(100)).toBe(100);
    expect(firstParcelPercent('101')).toBeNull();
    expect(firstParcelPercent('5.5')).toBeNull();
    expect(firstParcelPercent(-1)).toBeNull();
    expect(secondParcelPercent(60)).toBe(40);
  });
  it('takes at most 3 digits for a school count', () => {
    expect(schoolCountValid(999)).toBe(true);
    expect(schoolCountValid('1000')).toBe(false);
    expect(schoolCountValid(-1)).toBe(false);
  });
  it('starts a new year with 10, 10, 50% and five empty categories', () => {
    expect(NEW_AWARD_YEAR_DEFAULTS.valorPremiada).toBe(10);
    expect(NEW_AWARD_YEAR_DEFAULTS.valorFomentada).toBe(10);
    expect(NEW_AWARD_YEAR_DEFAULTS.porcentagemPrimeiraParcela).toBe(50);
    expect(NEW_AWARD_YEAR_DEFAULTS.categoriaEscolas).toHaveLength(5);
    expect(NEW_AWARD_YEAR_DEFAULTS.categoriaEscolas.every((c) => c.quantidadeEscolas === 0)).toBe(true);
  });
});
