import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { School } from '@siam/domain/contracts/schools';
import { SettingsDrawer } from './settings-drawer';
import { getSession, resetSessionCache } from '../lib/session';
import { closeSettings, openSettings } from '../lib/settings-flyout';
import { Wrapper, json, mockFetch, signIn } from '../test/helpers';
import { testSchool } from '../test/schools';

const SCHOOL_A: School = testSchool({
  id: 1,
  escolaId: 1,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  codigoMunicipio: 101,
  codigoRegional: 1,
  nomeMunicipio: 'Santa Aurora',
  siglaRegional: '1ª CRE',
  sige: false,
});

afterEach(() => {
  closeSettings();
  resetSessionCache();
});

function setup() {
  const calls = mockFetch((url) => {
    if (url.pathname === '/api/Escolas') {
      return json(url.searchParams.get('IdInep') === '27012345' ? [SCHOOL_A] : []);
    }
    if (url.pathname === '/api/Servidor/Diretor')
      return json({ nome: 'Ana', cpf: '11144477735', escolas: [SCHOOL_A] });
    if (url.pathname === '/api/Usuario/Localizacoes') {
      return json({ regional: [{ codigo: 1, sigla: '1ª CRE' }], municipio: [], escola: [] });
    }
    return json([]);
  });
  signIn();
  render(<SettingsDrawer />, { wrapper: Wrapper });
  act(() => openSettings());
  return { calls, user: userEvent.setup() };
}

describe('settings flyout', () => {
  it("searches a school only at 8 digits and says 'Escola não encontrada.' for 2 seconds", async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    const search = within(dialog).getByLabelText('Buscar escola');
    await user.type(search, '2701a999');
    expect(search).toHaveValue('2701999');
    expect(calls.some((c) => c.url.pathname === '/api/Escolas')).toBe(false);
    await user.type(search, '99');
    expect(search).toHaveValue('27019999');
    expect(await screen.findByText('Escola não encontrada.')).toBeInTheDocument();
    const call = calls.find((c) => c.url.pathname === '/api/Escolas');
    expect(call?.url.searchParams.get('IdInep')).toBe('27019999');
    await waitFor(() => expect(screen.queryByText('Escola não encontrada.')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('a found school sets school, municipality and regional; Confirmar applies them', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.type(within(dialog).getByLabelText('Buscar escola'), '27012345');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Escolas')).toHaveValue('27012345 - Escola Estadual Santa Aurora'),
    );
    expect(within(dialog).getByLabelText('Municípios')).toHaveValue('Santa Aurora');
    expect(within(dialog).getByLabelText('Regionais')).toHaveValue('1ª CRE');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(getSession()?.activeConfig).toEqual({
      role: 1,
      school: SCHOOL_A,
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      region: { codigo: 1, sigla: '1ª CRE' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a director chooses among the linked schools, with the chosen role as Perfil', async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Perfil' }));
    await user.click(await screen.findByRole('option', { name: 'Diretor Escola' }));
    expect(within(dialog).queryByLabelText('Buscar escola')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Selecione a unidade' }));
    await user.click(await screen.findByRole('option', { name: '27012345 - Escola Estadual Santa Aurora' }));
    const lookup = calls.find((c) => c.url.pathname === '/api/Servidor/Diretor');
    expect(lookup?.url.searchParams.get('cpf')).toBe('11144477735');
    expect((lookup?.init.headers as Record<string, string>).Perfil).toBe('15');
    const places = calls.filter((c) => c.url.pathname === '/api/Usuario/Localizacoes');
    expect(places.some((c) => (c.init.headers as Record<string, string>).Perfil === '15')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(getSession()?.activeConfig.role).toBe(15);
    expect(getSession()?.activeConfig.school?.codigoInep).toBe('27012345');
    expect(getSession()?.activeConfig.city?.codigo).toBe(101);
  });

  it('switching role resets the place; Cancelar keeps the current configuration', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.type(within(dialog).getByLabelText('Buscar escola'), '27012345');
    await waitFor(() => expect(within(dialog).getByLabelText('Municípios')).toHaveValue('Santa Aurora'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Perfil' }));
    await user.click(await screen.findByRole('option', { name: 'Diretor Escola' }));
    expect(within(dialog).getByLabelText('Escolas')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getSession()?.activeConfig).toEqual({ role: 1, region: null, city: null, school: null });
  });
});
