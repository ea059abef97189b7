import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { CpfField } from './cpf-field';
import { PhoneField } from './phone-field';
import { MoneyField } from './money-field';
import { Wrapper } from '../test/helpers';

function Form({ onValues }: { onValues?: (v: { cpf: string; telefone: string; valor: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { cpf: '', telefone: '', valor: '' } });
  return (
    <form onSubmit={handleSubmit((v) => onValues?.(v))}>
      <Controller name="cpf" control={control} render={({ field }) => <CpfField {...field} />} />
      <Controller name="telefone" control={control} render={({ field }) => <PhoneField {...field} />} />
      <Controller name="valor" control={control} render={({ field }) => <MoneyField {...field} />} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('masked fields', () => {
  it('masks the CPF progressively while typing', async () => {
    const user = userEvent.setup();
    render(<Form />, { wrapper: Wrapper });
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '5299');
    expect(cpf).toHaveValue('529.9');
    await user.type(cpf, '8224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.type(cpf, '999');
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it('drops what is not a digit and works inside react-hook-form', async () => {
    const user = userEvent.setup();
    let values: { cpf: string; telefone: string; valor: string } | undefined;
    render(<Form onValues={(v) => (values = v)} />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('CPF'), 'abc111.444777-35x');
    await user.type(screen.getByLabelText('Telefone'), '82912345678');
    await user.type(screen.getByLabelText('Valor'), '123456');
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(82) 91234-5678');
    expect(screen.getByLabelText('Valor')).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(values).toEqual({ cpf: '111.444.777-35', telefone: '(82) 91234-5678', valor: '1.234,56' });
  });
});
