/**
 * Issue 20 (decision 138): on a refused submit focus goes to the first field in error, and every field
 * of the form kit is marked invalid and described by its message (WCAG 3.3.1, 1.3.1, 4.1.2).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Wrapper } from '../../test/helpers';
import {
  FormCpfField,
  FormDateField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  focusFirstInvalid,
  useFocusFirstInvalid,
} from '.';

const MSG = {
  data: 'Informe a data.',
  sexo: 'Escolha o sexo.',
  cor: 'Escolha a cor/raça.',
  cpf: 'Informe o CPF.',
  nome: 'Informe o nome.',
};

const SHAPE = {
  data: z.string({ error: MSG.data }).min(1, MSG.data),
  sexo: z.string().min(1, MSG.sexo),
  cor: z.number({ error: MSG.cor }),
  cpf: z.string().min(1, MSG.cpf),
  nome: z.string().min(1, MSG.nome),
};
type Values = z.input<z.ZodObject<typeof SHAPE>>;
type Kind = keyof Values;
const ORDER: Kind[] = ['data', 'sexo', 'cor', 'cpf', 'nome'];

/** A form of the kit's fields in ORDER, starting at `from` (the earlier ones are left out). */
function KitForm({ from = 'data' }: { from?: Kind }) {
  const shown = ORDER.slice(ORDER.indexOf(from));
  // Only the fields shown are checked.
  const schema = z.object(Object.fromEntries(shown.map((k) => [k, SHAPE[k]])));
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { data: '', sexo: '', cor: null as never, cpf: '', nome: '' },
  });
  const has = (k: Kind) => shown.includes(k);
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      {has('data') ? <FormDateField control={control} name="data" label="Data" required /> : null}
      {has('sexo') ? (
        <FormRadioGroup
          control={control}
          name="sexo"
          label="Sexo"
          labelId="sexo-label"
          options={[
            { id: 'F', nome: 'Feminino' },
            { id: 'M', nome: 'Masculino' },
          ]}
        />
      ) : null}
      {has('cor') ? (
        <FormSelectField
          control={control}
          name="cor"
          label="Cor/raça"
          options={[{ id: 1, nome: 'Branca' }]}
          helperText="Como o estudante se declara."
        />
      ) : null}
      {has('cpf') ? <FormCpfField control={control} name="cpf" label="CPF" /> : null}
      {has('nome') ? <FormTextField control={control} name="nome" label="Nome" /> : null}
      <button type="submit">Salvar</button>
    </form>
  );
}

/** The element a user reaches for each field (the date's first section, the group's first radio). */
function control(kind: Kind): HTMLElement {
  switch (kind) {
    case 'data':
      return screen.getAllByRole('spinbutton', { name: /Dia|Data/ })[0]!;
    case 'sexo':
      return screen.getByRole('radio', { name: 'Feminino' });
    case 'cor':
      return screen.getByRole('combobox', { name: 'Cor/raça' });
    case 'cpf':
      return screen.getByRole('textbox', { name: 'CPF' });
    case 'nome':
      return screen.getByRole('textbox', { name: 'Nome' });
  }
}

/** The element that carries aria-invalid and aria-describedby for each field. */
function described(kind: Kind): HTMLElement {
  if (kind === 'sexo') return screen.getByRole('radiogroup', { name: 'Sexo' });
  if (kind === 'data') return screen.getByRole('group', { name: /Data/ });
  return control(kind);
}

describe('form kit errors (issue 20)', () => {
  it('marks every empty field invalid, described by its own message, and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<KitForm />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText(MSG.nome)).toBeInTheDocument());
    for (const kind of ORDER) {
      const el = described(kind);
      const invalid =
        el.getAttribute('aria-invalid') === 'true' ||
        el.querySelector('[aria-invalid="true"]:not([aria-hidden="true"])') !== null;
      expect(invalid, `${kind} aria-invalid`).toBe(true);
      expect(el, kind).toHaveAccessibleDescription(MSG[kind]);
    }
    // The helper text is replaced by the error, not added to it.
    expect(screen.queryByText('Como o estudante se declara.')).toBeNull();
    await waitFor(() => expect(control('data')).toHaveFocus());
  });

  it.each(ORDER.slice(1))('focuses %s when it is the first field in error', async (kind) => {
    const user = userEvent.setup();
    render(<KitForm from={kind} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(control(kind)).toHaveFocus());
  });

  it('focuses the first invalid field of a hand-checked form, in page order', async () => {
    function Hand() {
      const { ref: formRef, request: focusFirstError } = useFocusFirstInvalid<HTMLFormElement>();
      const {
        control: c,
        setError,
        handleSubmit,
      } = useForm<FieldValues>({
        defaultValues: { a: '', b: '' },
      });
      return (
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(() => {
            // Set in reverse order: focus follows the page, not the order of the calls.
            setError('b', { message: 'B obrigatório.' });
            setError('a', { message: 'A obrigatório.' });
            focusFirstError();
          })}
        >
          <FormTextField control={c} name="a" label="A" />
          <FormTextField control={c} name="b" label="B" />
          <button type="submit">Salvar</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Hand />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const a = screen.getByRole('textbox', { name: 'A' });
    await waitFor(() => expect(a).toHaveFocus());
    expect(a).toHaveAccessibleDescription('A obrigatório.');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAccessibleDescription('B obrigatório.');
  });

  it('focusFirstInvalid skips hidden inputs and enters a group at its checked option', () => {
    document.body.innerHTML = `
      <div>
        <input aria-hidden="true" tabindex="-1" aria-invalid="true" id="hidden" />
        <div role="radiogroup" aria-invalid="true">
          <input type="radio" name="r" value="1" id="r1" />
          <input type="radio" name="r" value="2" id="r2" checked />
        </div>
        <input aria-invalid="true" id="later" />
      </div>`;
    expect(focusFirstInvalid(document.body)?.id).toBe('r2');
    expect(document.activeElement?.id).toBe('r2');
    document.body.innerHTML = '';
  });
});
