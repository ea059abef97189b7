import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../test/helpers';
import { director, fakeApi, line, mandatory, plan, stateTeam } from '../../test/parfi-data';
import { EditParfiPage, RegisterParfiPage } from './action-form-page';

afterEach(() => resetSessionCache());

const YEARS = '?anoPremio=2025&anoParfi=2025';

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/premio/cadastrar-parfi', Component: RegisterParfiPage },
      { path: '/premio/editar-parfi', Component: EditParfiPage },
      { path: '/premio/consultar-parfi', element: <p>Consulta</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const panel = (title: string) => screen.getByRole('region', { name: title });

async function typeDate(user: UserEvent, label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

async function choose(user: UserEvent, title: string, option: RegExp) {
  await user.click(within(panel(title)).getByRole('radio', { name: option }));
}

const valueInput = () => screen.getByRole('textbox', { name: /^Valor/ });

describe('cadastrar-parfi', { timeout: 120_000 }, () => {
  it('asks for the objective before the goal and the goal before the action, and hides objective 1', async () => {
    signIn(director());
    mockFetch(fakeApi());
    const user = userEvent.setup();
    renderPage(`/premio/cadastrar-parfi${YEARS}`);
    const objetivos = await screen.findByRole('region', { name: 'Objetivo' });
    expect(within(objetivos).queryByRole('radio', { name: /Objetivo 1$/ })).toBeNull();
    expect(within(objetivos).getByRole('radio', { name: /Objetivo 2/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ano Prêmio' })).toBeDisabled();

    await user.click(within(panel('Meta')).getByRole('button', { name: /Selecione um objetivo/ }));
    expect(
      await screen.findByText('Selecione um objetivo', { selector: '#notistack-snackbar' }),
    ).toBeVisible();
    await choose(user, 'Objetivo', /Objetivo 2/);
    await user.click(within(panel('Ação')).getByRole('button', { name: /Selecione uma meta/ }));
    expect(await screen.findByText('Selecione uma meta', { selector: '#notistack-snackbar' })).toBeVisible();
    await choose(user, 'Meta', /Meta 2\.1/);
    await choose(user, 'Ação', /Ação 2\.1\.1/);
    expect(screen.getByRole('textbox', { name: 'Orientações' })).toHaveValue('Orientação da ação 2.1.1');
    expect(valueInput()).toHaveAccessibleName(/Valor \(máximo disponível: R\$ 20\.500,00\)/);
  });

  it('checks the required fields, the PARFI start, the end after start and the available value in order', async () => {
    signIn(director());
    const calls = mockFetch(fakeApi());
    const user = userEvent.setup();
    renderPage(`/premio/cadastrar-parfi${YEARS}`);
    await screen.findByRole('region', { name: 'Objetivo' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(panel('Objetivo')).findByText(PARFI_MSG.objectiveRequired)).toBeVisible();

    await choose(user, 'Objetivo', /Objetivo 2/);
    await choose(user, 'Meta', /Meta 2\.1/);
    await choose(user, 'Ação', /Ação 2\.1\.1/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.valueRequired, { selector: 'p' })).toBeVisible();

    await user.type(valueInput(), '2500000');
    expect(valueInput()).toHaveValue('25.000,00');
    await typeDate(user, 'Data Início', '15122024');
    await typeDate(user, 'Data Fim', '10012025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.startBeforeParfi, { selector: 'p' })).toBeVisible();

    await typeDate(user, 'Data Início', '10022025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.endNotAfterStart, { selector: 'p' })).toBeVisible();

    await typeDate(user, 'Data Fim', '10062025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.valueAboveAvailable, { selector: 'p' })).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('saves the action and returns to the query screen with the success message', async () => {
    signIn(director());
    const calls = mockFetch(
      fakeApi({}, (url, init) =>
        url.pathname === '/api/PlanoAcao' && init.method === 'POST'
          ? json({ mensagem: PARFI_MSG.planCreated }, 201)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderPage(`/premio/cadastrar-parfi${YEARS}`);
    await screen.findByRole('region', { name: 'Objetivo' });
    await choose(user, 'Objetivo', /Objetivo 2/);
    await choose(user, 'Meta', /Meta 2\.1/);
    await choose(user, 'Ação', /Ação 2\.1\.1/);
    await user.type(valueInput(), '150050');
    await typeDate(user, 'Data Início', '01032025');
    await typeDate(user, 'Data Fim', '30062025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.planCreated)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/consultar-parfi'));
    expect(router.state.location.search).toBe(YEARS);
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      planoParfiId: 1,
      objetivoId: 2,
      metaId: 20,
      acaoId: 200,
      valor: 1500.5,
      dataInicio: '2025-03-01',
      dataFim: '2025-06-30',
    });
  });

  it('fixes a pending mandatory objective with its note and asks for its defined value (objective 1)', async () => {
    signIn(director());
    mockFetch(fakeApi({ mandatory: [mandatory()] }));
    const user = userEvent.setup();
    renderPage(`/premio/cadastrar-parfi${YEARS}`);
    expect(await screen.findByText(PARFI_MSG.mandatoryFixed)).toBeVisible();
    const objetivos = panel('Objetivo');
    expect(within(objetivos).getByRole('radio', { name: /Objetivo 1$/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(objetivos).getByRole('radio', { name: /Objetivo 2/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // 5.000,00 over 2 actions.
    expect(valueInput()).toHaveAccessibleName(/definido: R\$ 2\.500,00/);
    await choose(user, 'Meta', /Meta 1\.1/);
    await choose(user, 'Ação', /Ação 1\.1\.1/);
    await user.type(valueInput(), '100000');
    await typeDate(user, 'Data Início', '01032025');
    await typeDate(user, 'Data Fim', '30062025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.valueMustEqual, { selector: 'p' })).toBeVisible();
  });

  it('refuses an objective whose mandatory maximum is already planned', async () => {
    signIn(director());
    mockFetch(
      fakeApi({
        mandatory: [
          mandatory({ objetivoId: 2, pendente: false, quantidadeAcaoPlanejada: 2, valorPlanejado: 5000 }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderPage(`/premio/cadastrar-parfi${YEARS}`);
    await screen.findByRole('region', { name: 'Objetivo' });
    await choose(user, 'Objetivo', /Objetivo 2/);
    expect(await screen.findByText(PARFI_MSG.objectiveMaxReached)).toBeVisible();
    expect(within(panel('Objetivo')).getByRole('radio', { name: /Objetivo 2/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

describe('editar-parfi', { timeout: 120_000 }, () => {
  const EDIT = `/premio/editar-parfi${YEARS}&planoAcaoId=11`;

  it('keeps objective, goal and action, updates the value, and deletes after the confirmation', async () => {
    signIn(director());
    const calls = mockFetch(
      fakeApi({}, (url, init) => {
        if (url.pathname === '/api/PlanoAcao' && init.method === 'PUT')
          return json({ mensagem: PARFI_MSG.planUpdated });
        if (url.pathname === '/api/PlanoAcao' && init.method === 'DELETE')
          return json({ mensagem: PARFI_MSG.planDeleted });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const router = renderPage(EDIT);
    await screen.findByRole('region', { name: 'Objetivo' });
    expect(within(panel('Objetivo')).getByRole('radio', { name: /Objetivo 2/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(panel('Meta')).getByRole('radio', { name: /Meta 2\.1/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The action's own value counts as available: 20.500,00 + 4.500,00.
    expect(valueInput()).toHaveAccessibleName(/R\$ 25\.000,00/);
    expect(valueInput()).toHaveValue('4.500,00');

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.deleteActionTitle });
    expect(dialog).toHaveTextContent(PARFI_MSG.deleteActionText);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(PARFI_MSG.planDeleted)).toBeVisible();
    const del = calls.find((c) => c.init.method === 'DELETE')!;
    expect(del.url.searchParams.get('planoAcaoId')).toBe('11');
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/consultar-parfi'));
  });

  it('sends the update and shows the success message', async () => {
    signIn(director());
    const calls = mockFetch(
      fakeApi({}, (url, init) =>
        url.pathname === '/api/PlanoAcao' && init.method === 'PUT'
          ? json({ mensagem: PARFI_MSG.planUpdated })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage(EDIT);
    await screen.findByRole('region', { name: 'Objetivo' });
    await user.clear(valueInput());
    await user.type(valueInput(), '500000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.planUpdated)).toBeVisible();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      id: 11,
      planoParfiId: 1,
      valor: 5000,
      objetivoId: 2,
    });
  });

  it("shows the server's refusal text", async () => {
    signIn(director());
    mockFetch(
      fakeApi({}, (url, init) =>
        url.pathname === '/api/PlanoAcao' && init.method === 'PUT'
          ? text(PARFI_MSG.actionLocked, 409)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage(EDIT);
    await screen.findByRole('region', { name: 'Objetivo' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.actionLocked)).toBeVisible();
  });

  it('warns about pending mandatory objectives and locks an action whose execution has a situation', async () => {
    signIn(director());
    mockFetch(
      fakeApi({
        plan: plan({
          planoAcao: [line({ podeEditar: false, situacao: 0, status: 'Enviada para deferimento' })],
        }),
        mandatory: [mandatory()],
      }),
    );
    renderPage(EDIT);
    expect(await screen.findByText(PARFI_MSG.mandatoryPending)).toBeVisible();
    expect(screen.getByText(PARFI_MSG.actionLocked)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(valueInput()).toBeDisabled();
  });

  it('lets the state articulation team only read, and Cancelar asks before discarding', async () => {
    signIn(stateTeam());
    mockFetch(fakeApi());
    const user = userEvent.setup();
    const router = renderPage(EDIT);
    await screen.findByRole('region', { name: 'Objetivo' });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(valueInput()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.discardActionTitle });
    expect(dialog).toHaveTextContent(PARFI_MSG.discardText);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(router.state.location.pathname).toBe('/premio/consultar-parfi');
  });
});
