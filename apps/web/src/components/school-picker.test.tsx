import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionCache } from '../lib/session';
import { json, mockFetch, renderWithProviders, signIn } from '../test/helpers';
import { NO_SCHOOL_IN_CITY, NO_SCHOOL_MATCH, SchoolPicker, type SchoolPickerValue } from './school-picker';
import { schoolA as SCHOOL_A } from '../test/school-data';

afterEach(() => resetSessionCache());

const REGION = { codigo: 1, sigla: '1ª CRE' };
const AURORA = { codigo: 101, nome: 'Santa Aurora', regional: 1 };
const VAZIO = { codigo: 102, nome: 'Vale Vazio', regional: 1 };

function renderPicker(value: SchoolPickerValue) {
  signIn();
  mockFetch(() => json({ regional: [REGION], municipio: [AURORA, VAZIO], escola: [SCHOOL_A] }));
  renderWithProviders(<SchoolPicker value={value} onChange={() => undefined} />);
}

describe('SchoolPicker', () => {
  it("says 'Nenhuma escola foi encontrada' when the municipality has no school", async () => {
    renderPicker({ region: REGION, city: VAZIO, school: null });
    expect(await screen.findByText(NO_SCHOOL_IN_CITY)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Escolas' }));
    expect((await screen.findAllByText(NO_SCHOOL_IN_CITY)).length).toBeGreaterThan(1);
  });

  it("lists the municipality's schools, and 'Nenhuma escola encontrada' for a text that matches none", async () => {
    renderPicker({ region: REGION, city: AURORA, school: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Escolas' }));
    expect(
      await screen.findByRole('option', { name: '27012345 - Escola Estadual Santa Aurora' }),
    ).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Escolas' }), 'xyz');
    expect(await screen.findByText(NO_SCHOOL_MATCH)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(NO_SCHOOL_IN_CITY)).toBeNull());
  });
});
