import { describe, expect, it } from 'vitest';
import {
  STUDENT_AUDIT_FILTER_REQUIRED,
  STUDENT_AUDIT_SIZE_INVALID,
  formatAuditInstant,
  maskCpfForAudit,
  studentAccessLabel,
  studentAuditFormSchema,
  studentAuditQuerySchema,
} from './student-audit';

describe('student audit', () => {
  it('reads ?alunoId= or ?cpf= with page and size, and refuses the rest in Portuguese', () => {
    expect(studentAuditQuerySchema.parse({ alunoId: '7' })).toEqual({
      tipo: 'id',
      alunoId: 7,
      cpf: null,
      pagina: 1,
      tamanho: 10,
    });
    expect(
      studentAuditQuerySchema.parse({ cpf: '359.068.214-06', pagina: '2', tamanho: '50' }),
    ).toMatchObject({
      tipo: 'cpf',
      cpf: '35906821406',
      pagina: 2,
      tamanho: 50,
    });
    const message = (q: Record<string, string>) =>
      studentAuditQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(message({})).toBe(STUDENT_AUDIT_FILTER_REQUIRED);
    expect(message({ cpf: '123' })).toBe('CPF inválido');
    expect(message({ alunoId: '7', tamanho: '0' })).toBe(STUDENT_AUDIT_SIZE_INVALID);
  });

  it('masks the user CPF, labels the actions, formats the instant', () => {
    expect(maskCpfForAudit('98765432100')).toBe('***.654.321-**');
    expect(maskCpfForAudit(null)).toBe('***.***.***-**');
    expect(studentAccessLabel('consultar')).toBe('Consulta');
    expect(studentAccessLabel('editar')).toBe('Edição');
    expect(formatAuditInstant('2026-11-23T14:05:09.000Z', 'America/Maceio')).toBe('23/11/2026 11:05:09');
    expect(studentAuditFormSchema.safeParse({ cpf: '' }).error?.issues[0]?.message).toBe(
      'Informe o CPF do estudante.',
    );
  });
});
