import { expect, test, type Page } from '@playwright/test';
import { USERS, login } from './helpers';

/** Clicks, in the calendar, the first day of the shown month with events (moving months if none). */
async function clickDayWithEvents(page: Page) {
  const calendar = page.getByRole('grid');
  for (let i = 0; i < 12; i++) {
    const day = calendar.getByRole('gridcell', { name: /^\d+, \d+ eventos?$/ }).first();
    if ((await day.count()) > 0) {
      await day.click();
      return;
    }
    await page.getByRole('button', { name: /próximo mês|next month/i }).click();
  }
  throw new Error('no month with events in the next year');
}

/** Clicks a day of the shown month that has no event. */
async function clickDayWithoutEvents(page: Page) {
  const day = page.getByRole('grid').getByRole('gridcell', { name: /^\d+$/ }).first();
  await day.click();
}

test('the home page of everyone but the teacher: videos and the calendar', async ({ page }) => {
  await login(page, USERS.admin.cpf);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vídeos de formação' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Vídeo' });
  await expect(select).toBeVisible();
  await select.click();
  const options = page.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  const second = (await options.nth(1).innerText()).trim();
  await options.nth(1).click();
  await expect(page.locator(`iframe[title="${second}"]`)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
  await clickDayWithoutEvents(page);
  await expect(page.getByText('Não há eventos para a data selecionada.')).toBeVisible();
  await clickDayWithEvents(page);
  await expect(page.getByText('Não há eventos para a data selecionada.')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/inicio-admin.png' });
});

test('the teacher home page: personal data, counters, training periods, calendar', async ({ page }) => {
  await login(page, USERS.professor.cpf);
  await expect(page.getByText('529.982.247-25')).toBeVisible();
  for (const label of ['Acompanhamentos Não Iniciados', 'Em Andamento', 'Completos', 'Validados']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table').filter({ hasText: '22/05' })).toBeVisible();
  await expect(page.getByText('15h').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vídeos de formação' })).toHaveCount(0);
  await clickDayWithoutEvents(page);
  await expect(page.getByText('Não há eventos para a data selecionada.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/inicio-professor.png' });
});

test('the login page as a new user sees it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png' });
});
