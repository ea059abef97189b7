import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldName, namedFieldError } from './validation-messages';

/** The message the API gives for `input` against `schema` (the error map app.ts installs). */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: namedFieldError });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the generic validation messages name the field (issue 15)', () => {
  const body = z.object({
    turmaId: z.number().int().positive(),
    alunos: z.array(z.number().int()).max(3),
    nome: z.string().min(1).max(5),
    respostas: z.array(z.object({ criterioId: z.number() })),
    ano: z.number({ error: 'Ano inválido.' }),
  });
  const valid = { turmaId: 1, alunos: [1], nome: 'Ana', respostas: [{ criterioId: 1 }], ano: 2026 };

  it('a missing or null field is required, a malformed one invalid', () => {
    expect(messageOf(body, { ...valid, alunos: undefined })).toBe("Campo 'alunos' obrigatório.");
    expect(messageOf(body, { ...valid, turmaId: null })).toBe("Campo 'turmaId' obrigatório.");
    expect(messageOf(body, { ...valid, turmaId: 'abc' })).toBe("Campo 'turmaId' inválido.");
    expect(messageOf(body, { ...valid, turmaId: -1 })).toBe("Campo 'turmaId' inválido.");
    expect(messageOf(body, { ...valid, nome: '' })).toBe("Campo 'nome' obrigatório.");
  });

  it('says the limit of a text or a list, and names a nested field with its position', () => {
    expect(messageOf(body, { ...valid, nome: 'Ana Maria' })).toBe(
      "Campo 'nome' deve ter no máximo 5 caracteres.",
    );
    expect(messageOf(body, { ...valid, alunos: [1, 2, 3, 4] })).toBe(
      "Campo 'alunos' deve ter no máximo 3 itens.",
    );
    expect(messageOf(body, { ...valid, respostas: [{ criterioId: 1 }, {}] })).toBe(
      "Campo 'respostas[1].criterioId' obrigatório.",
    );
  });

  it("keeps a schema's own message (the spec's) and leaves the whole body to the error handler", () => {
    expect(messageOf(body, { ...valid, ano: undefined })).toBe('Ano inválido.');
    expect(messageOf(body, [1, 2])).not.toMatch(/^Campo/);
    expect(fieldName([])).toBeNull();
    expect(fieldName(['a', 0, 'b'])).toBe('a[0].b');
  });
});
