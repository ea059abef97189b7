import { describe, expect, it } from 'vitest';
import {
  PARFI_MSG,
  actionDatesError,
  actionValueError,
  availableCents,
  awaitedSituations,
  budgetedCents,
  canAddDocuments,
  canDecide,
  canEditAction,
  decide,
  deferralError,
  definedValueCents,
  documentDeleteBlocked,
  documentError,
  dueLevel,
  enviarEnabled,
  hasAllowedExtension,
  imposedObjective,
  incluirEnabled,
  mandatoryAmounts,
  parcelCents,
  parcelLabel,
  percentOf,
  planoAcaoSchema,
  selectableObjectives,
  showsBudget,
  sniffFileType,
  cleanFileName,
  storedFileName,
  toggleDeferred,
  type AttachedDocument,
  type DocumentInput,
} from './parfi';
import { Role } from './roles';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('money in centavos', () => {
  it('budgets ×1.15 half-up and hides it for objectives 1, 8, 9', () => {
    expect(budgetedCents(1000_00)).toBe(1150_00);
    expect(budgetedCents(10)).toBe(12); // 11.5 → 12
    expect(budgetedCents(1)).toBe(1); // 1.15 → 1
    expect(budgetedCents(3)).toBe(3); // 3.45 → 3
    expect(budgetedCents(7)).toBe(8); // 8.05 → 8
    expect([1, 8, 9].map(showsBudget)).toEqual([false, false, false]);
    expect(showsBudget(2)).toBe(true);
  });

  it('computes percentages and parcels half-up', () => {
    expect(percentOf(25000_00, 10)).toBe(2500_00);
    expect(percentOf(333_33, 33.33)).toBe(111_10); // 111.099889 → 111.10
    expect(percentOf(1_01, 50)).toBe(51); // 50.5 → 51
    expect(parcelCents(50000_00, 50, 1)).toBe(25000_00);
    expect(parcelCents(50000_01, 50, 2)).toBe(25000_01); // 25000.005 → .01
    expect(parcelLabel(2025, [2025, 2026])).toBe('1ª parcela');
    expect(parcelLabel(2026, [2025, 2026])).toBe('2ª parcela');
  });
});

describe('mandatory objectives', () => {
  const m = (objetivoId: number, max: number | null, n = 1, done = 0) => ({
    objetivoId,
    percentualMinimo: 5,
    percentualMaximo: max,
    numeroAcao: n,
    quantidadeAcaoPlanejada: done,
  });

  it('amounts are percentages of the PARFI value; no maximum → 100 ÷ unfilled', () => {
    const all = [m(1, 10), m(2, null), m(3, null, 1, 1), m(4, null)];
    expect(mandatoryAmounts(all[0]!, all, 25000_00)).toEqual({ valorMinimo: 1250_00, valorMaximo: 2500_00 });
    // unfilled: 1, 2, 4 → 100/3 % of 25000.00 = 8333.33
    expect(mandatoryAmounts(all[1]!, all, 25000_00).valorMaximo).toBe(8333_33);
  });

  it('objective 1 is offered only when mandatory; the first pending one is imposed', () => {
    const objs = [{ id: 1 }, { id: 2 }];
    expect(selectableObjectives(objs, [])).toEqual([{ id: 2 }]);
    expect(selectableObjectives(objs, [{ objetivoId: 1 }])).toEqual(objs);
    expect(imposedObjective([m(1, 10, 1, 1), m(2, 10, 2, 1)])?.objetivoId).toBe(2);
    expect(imposedObjective([m(1, 10, 1, 1)])).toBeNull();
  });
});

describe('action form (§5.1)', () => {
  const body = {
    planoParfiId: 1,
    objetivoId: 2,
    metaId: 3,
    acaoId: 4,
    valor: '1.500,00',
    dataInicio: '2025-03-01',
    dataFim: '2025-06-30',
  };

  it('parses the body and the value in centavos', () => {
    const r = planoAcaoSchema.safeParse(body);
    expect(r.success && r.data.valor).toBe(150000);
  });

  it.each([
    [{ objetivoId: 0 }, PARFI_MSG.objectiveRequired],
    [{ metaId: undefined }, PARFI_MSG.goalRequired],
    [{ acaoId: 'x' }, PARFI_MSG.actionRequired],
    [{ valor: '' }, PARFI_MSG.valueRequired],
    [{ valor: '5,' }, PARFI_MSG.valueCents],
    [{ valor: 1.005 }, PARFI_MSG.valueInvalid],
    [{ dataInicio: '' }, PARFI_MSG.startRequired],
    [{ dataFim: '2025-02-30' }, PARFI_MSG.endRequired],
  ])('%o → %s', (patch, message) => {
    const r = planoAcaoSchema.safeParse({ ...body, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('dates: not before the PARFI start, end after start', () => {
    expect(actionDatesError('2024-12-31', '2025-02-01', '2025-01-01')).toBe(PARFI_MSG.startBeforeParfi);
    expect(actionDatesError('2025-02-01', '2025-02-01', '2025-01-01')).toBe(PARFI_MSG.endNotAfterStart);
    expect(actionDatesError('2025-01-01', '2025-01-02', '2025-01-01')).toBeNull();
  });

  it('value: available, objective 9 exemption, objective 1 equal value, maximum reached', () => {
    expect(actionValueError({ objetivoId: 2, valorCents: 100_01, saldoCents: 100_00 })).toBe(
      PARFI_MSG.valueAboveAvailable,
    );
    expect(actionValueError({ objetivoId: 2, valorCents: 100_00, saldoCents: 100_00 })).toBeNull();
    expect(actionValueError({ objetivoId: 9, valorCents: 999_00, saldoCents: 100_00 })).toBeNull();
    expect(actionValueError({ objetivoId: 2, valorCents: 0, saldoCents: 100_00 })).toBe(
      PARFI_MSG.valuePositive,
    );
    const mandatory1 = { valorMaximoCents: 2500_00, plannedCents: 0, numeroAcao: 1 };
    expect(definedValueCents(mandatory1)).toBe(2500_00);
    expect(
      actionValueError({ objetivoId: 1, valorCents: 2499_99, saldoCents: 25000_00, mandatory: mandatory1 }),
    ).toBe(PARFI_MSG.valueMustEqual);
    expect(
      actionValueError({ objetivoId: 1, valorCents: 2500_00, saldoCents: 25000_00, mandatory: mandatory1 }),
    ).toBeNull();
    const full = { valorMaximoCents: 2500_00, plannedCents: 2500_00, numeroAcao: 2 };
    expect(actionValueError({ objetivoId: 3, valorCents: 1_00, saldoCents: 25000_00, mandatory: full })).toBe(
      PARFI_MSG.objectiveMaxReached,
    );
    const half = { valorMaximoCents: 2500_00, plannedCents: 2000_00, numeroAcao: 2 };
    expect(availableCents({ objetivoId: 3, saldoCents: 25000_00, mandatory: half })).toBe(500_00);
    expect(
      actionValueError({ objetivoId: 3, valorCents: 500_01, saldoCents: 25000_00, mandatory: half }),
    ).toBe(PARFI_MSG.valueAboveAvailable);
  });
});

describe('execution rules (§4.1, §4.2)', () => {
  const open = (situacao: number | null, hasWithdrawal = false) => ({ status: 0, situacao, hasWithdrawal });

  it('Incluir', () => {
    expect(incluirEnabled(null)).toBe(true);
    expect(incluirEnabled(open(null))).toBe(true);
    for (const s of [2, 4, 5, 6]) expect(incluirEnabled(open(s))).toBe(true);
    expect(incluirEnabled(open(0))).toBe(false);
    expect(incluirEnabled(open(7, true))).toBe(true);
    expect(incluirEnabled({ status: 2, situacao: 0, hasWithdrawal: true })).toBe(false);
    expect(incluirEnabled({ status: 1, situacao: 9, hasWithdrawal: false })).toBe(false);
  });

  it('Enviar para deferimento', () => {
    expect(enviarEnabled(null)).toBe(false);
    expect(enviarEnabled({ ...open(null), documents: 0 })).toBe(false);
    expect(enviarEnabled({ ...open(null), documents: 1 })).toBe(true);
    expect(enviarEnabled({ ...open(2), documents: 1 })).toBe(true);
    expect(enviarEnabled({ ...open(1), documents: 1 })).toBe(false);
    expect(enviarEnabled({ ...open(1, true), documents: 1 })).toBe(true);
    expect(enviarEnabled({ status: 2, situacao: 0, hasWithdrawal: false, documents: 1 })).toBe(false);
  });

  it('adding documents, deleting, editing', () => {
    expect(canAddDocuments(0, null)).toBe(false);
    expect(canAddDocuments(16, null)).toBe(true);
    expect(canAddDocuments(16, 0)).toBe(false);
    expect(canAddDocuments(16, 5)).toBe(true);
    expect(documentDeleteBlocked(2, false)).toBe(true);
    expect(documentDeleteBlocked(1, false)).toBe(true);
    expect(documentDeleteBlocked(0, false)).toBe(false);
    expect(documentDeleteBlocked(0, true)).toBe(true);
    expect(canEditAction([])).toBe(true);
    expect(canEditAction([{ situacao: null }])).toBe(true);
    expect(canEditAction([{ situacao: 0 }])).toBe(false);
  });

  it('levels and transitions', () => {
    expect([0, 1, 3, 2, 5, null].map(dueLevel)).toEqual([1, 2, 3, null, null, null]);
    expect(canDecide(Role.ArticuladorMunicipal, 1)).toBe(true);
    expect(canDecide(Role.ArticuladorMunicipal, 2)).toBe(false);
    expect(canDecide(Role.ArticuladorRegional, 2)).toBe(true);
    expect(canDecide(Role.EquipeArticulacaoEstadual, 3)).toBe(true);
    expect(canDecide(Role.Administrador, 2)).toBe(true);
    expect(canDecide(Role.DiretorEscola, 1)).toBe(false);
    expect(awaitedSituations(Role.Administrador)).toEqual([0, 1, 3]);
    expect(awaitedSituations(Role.ArticuladorRegional)).toEqual([1]);
    expect(decide(1, false, [])).toEqual({ situacao: 2, status: 0, finalize: false });
    expect(decide(2, false, [])).toEqual({ situacao: 4, status: 0, finalize: false });
    expect(decide(3, false, [])).toEqual({ situacao: 6, status: 0, finalize: false });
    expect(decide(1, true, [])).toEqual({ situacao: 1, status: 2, finalize: false });
    expect(decide(2, true, [])).toEqual({ situacao: 3, status: 2, finalize: false });
    expect(decide(3, true, [{ documentoId: 1 }])).toEqual({ situacao: 5, status: 0, finalize: true });
    expect(decide(3, true, [{ documentoId: 4 }])).toEqual({ situacao: 9, status: 1, finalize: true });
    expect(decide(3, true, [{ documentoId: 8 }])).toEqual({ situacao: 8, status: 1, finalize: true });
    expect(decide(3, true, [{ documentoId: 7 }])).toEqual({ situacao: 7, status: 0, finalize: true });
  });
});

describe('document rules (§5.2)', () => {
  const today = '2025-06-30';
  const base: DocumentInput = {
    documentoId: 1,
    kind: 1,
    cnpj: '12.ABC.345/01DE-35',
    valor: '1.000,00',
    dataExecucao: '2025-06-01',
    hasFile: true,
  };
  const err = (
    patch: Partial<DocumentInput>,
    existing: AttachedDocument[] = [],
    situacao: number | null = null,
  ) => documentError({ ...base, ...patch }, existing, situacao, today);

  it('required fields in order', () => {
    expect(err({ documentoId: null, kind: null })).toBe(PARFI_MSG.docTypeRequired);
    expect(err({ hasFile: false })).toBe(PARFI_MSG.fileRequired);
    expect(err({ dataExecucao: '' })).toBe(PARFI_MSG.execDateRequired);
    expect(err({ dataExecucao: '2025-07-01' })).toBe(PARFI_MSG.execDateFuture);
    expect(err({ cnpj: '' })).toBe(PARFI_MSG.cpfCnpjRequired);
    expect(err({ cnpj: '12.ABC.345/01DE-36' })).toBe(PARFI_MSG.cpfOrCnpjInvalid);
    expect(err({ valor: '' })).toBe(PARFI_MSG.valueRequired);
    expect(err({ valor: '0,00' })).toBe(PARFI_MSG.valuePositive);
    expect(err({})).toBeNull();
    expect(err({ cnpj: '111.444.777-35' })).toBeNull();
  });

  it('kinds decide the required fields', () => {
    expect(err({ documentoId: 4, kind: 2, notaFiscal: '' })).toBe(PARFI_MSG.invoiceRequired);
    expect(err({ documentoId: 4, kind: 2, notaFiscal: '12a' })).toBe(PARFI_MSG.invoiceDigits);
    expect(err({ documentoId: 4, kind: 2, notaFiscal: '123' })).toBeNull();
    expect(err({ documentoId: 5, kind: 3, cnpj: null })).toBeNull();
    expect(err({ documentoId: 5, kind: 3, valor: null })).toBe(PARFI_MSG.valueRequired);
    expect(err({ documentoId: 9, kind: 6, cnpj: null, valor: null })).toBeNull();
  });

  it('CPF/CNPJ already attached, except rejected documents and approved level 3', () => {
    const same: AttachedDocument = {
      documentoId: 2,
      cnpj: '12ABC34501DE35',
      valorCents: 100,
      deferido: null,
    };
    expect(err({}, [same])).toBe(PARFI_MSG.cpfCnpjAttached);
    expect(err({}, [{ ...same, deferido: false }])).toBeNull();
    expect(err({}, [same], 5)).toBeNull();
  });

  it('fiscal document against the lowest budget', () => {
    const budgets: AttachedDocument[] = [
      { documentoId: 1, cnpj: '12ABC34501DE35', valorCents: 900_00, deferido: true },
      { documentoId: 2, cnpj: '11444777000161', valorCents: 950_00, deferido: true },
      { documentoId: 3, cnpj: '11222333000181', valorCents: 800_00, deferido: false },
    ];
    const fiscal = { documentoId: 4, kind: 2 as const, notaFiscal: '4521' };
    expect(err({ ...fiscal, valor: '900,01' }, budgets)).toBe(PARFI_MSG.fiscalAboveLowest);
    expect(err({ ...fiscal, valor: '900,00', cnpj: '11.444.777/0001-61' }, budgets)).toBe(
      PARFI_MSG.fiscalCnpjMismatch,
    );
    expect(err({ ...fiscal, valor: '899,99' }, budgets)).toBeNull();
  });

  it('the same invoice (CPF/CNPJ and number) twice, unless the first was rejected', () => {
    const fiscal = { documentoId: 4, kind: 2 as const, notaFiscal: '4521' };
    const attached: AttachedDocument = {
      documentoId: 4,
      cnpj: '12ABC34501DE35',
      valorCents: 1000_00,
      deferido: null,
      notaFiscal: '4521',
    };
    expect(err(fiscal, [attached])).toBe(PARFI_MSG.fiscalAttached);
    expect(err({ ...fiscal, notaFiscal: ' 4521 ' }, [attached])).toBe(PARFI_MSG.fiscalAttached);
    expect(err({ ...fiscal, notaFiscal: '4522' }, [attached])).toBeNull();
    expect(err({ ...fiscal, cnpj: '11.444.777/0001-61' }, [attached])).toBeNull();
    expect(err(fiscal, [{ ...attached, deferido: false }])).toBeNull();
  });

  it('files by magic bytes and extension', () => {
    expect(sniffFileType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(hasAllowedExtension('nota.PDF')).toBe(true);
    expect(hasAllowedExtension('nota.gif')).toBe(false);
  });
});

describe('deferral (§4.3, §5.4)', () => {
  const f = (
    deferido: boolean | null,
    motivo: number | null,
    detalhe: string | null,
    finalizado = false,
  ) => ({
    deferido,
    finalizado,
    motivoIndeferimentoId: motivo,
    detalhamento: detalhe,
  });

  it('reason first, then detail; singular and plural', () => {
    expect(deferralError([f(true, null, null)])).toBeNull();
    expect(deferralError([f(false, null, null)])).toBe(PARFI_MSG.reasonRequired);
    expect(deferralError([f(false, null, null), f(null, null, 'x')])).toBe(PARFI_MSG.reasonsRequired);
    expect(deferralError([f(false, 1, '')])).toBe(PARFI_MSG.detailRequired);
    expect(deferralError([f(false, 1, ''), f(false, 2, ' ')])).toBe(PARFI_MSG.detailsRequired);
    expect(deferralError([f(false, 1, 'x'.repeat(5001))])).toBe(PARFI_MSG.detailTooLong);
    expect(deferralError([f(false, null, null, true)])).toBeNull();
  });

  it('toggling to deferred clears reason and detail', () => {
    expect(toggleDeferred(f(false, 2, 'texto'), true)).toEqual(f(true, null, null));
  });
});

describe('stored file names (issue 15)', () => {
  it('strips control and format characters and follows the detected type', () => {
    expect(cleanFileName('C:\\fakepath\\evil\u202egpj.pdf')).toBe('evilgpj.pdf');
    expect(cleanFileName('a\u0000b\u200b\u2066c\u2028"d".pdf')).toBe('abcd.pdf');
    expect(storedFileName('evil\u202egpj.pdf', 'application/pdf')).toBe('evilgpj.pdf');
    expect(storedFileName('foto.pdf', 'image/png')).toBe('foto.png');
    expect(storedFileName('scan.JPEG', 'image/jpeg')).toBe('scan.jpeg');
    expect(storedFileName('scan.png', 'image/jpeg')).toBe('scan.jpg');
    expect(storedFileName('\u202e.pdf', 'application/pdf')).toBe('documento.pdf');
    expect(storedFileName('semextensao', 'application/pdf')).toBe('semextensao.pdf');
    expect(storedFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'a'.repeat(196)}.pdf`);
    expect(storedFileName('relatório final.pdf', 'application/pdf')).toBe('relatório final.pdf');
  });
});
