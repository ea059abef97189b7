import { expect, test } from '@playwright/test';
import { login, PASSWORD, USERS } from './helpers';

test.describe('login', () => {
  test('shows each validation message in red under the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const userMsg = page.getByText('Por favor, insira o nome de usuário.');
    await expect(userMsg).toBeVisible();
    await expect(userMsg).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);

    await page.getByLabel('Usuário').fill(USERS.admin.cpf);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Por favor, insira a senha.')).toBeVisible();

    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('A senha deve conter pelo menos 6 caracteres.')).toBeVisible();
  });

  test('formats the user as a CPF while typing', async ({ page }) => {
    await page.goto('/login');
    const user = page.getByLabel('Usuário');
    await user.pressSequentially('5299');
    await expect(user).toHaveValue('529.9');
    await user.pressSequentially('8224725');
    await expect(user).toHaveValue('529.982.247-25');
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /mostrar senha/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('wrong password and unknown user show the same message; the button waits', async ({ page }) => {
    await page.goto('/login');
    // The wrong-password account is one no other test logs in with, so its backoff cannot interfere.
    await page.getByLabel('Usuário').fill('756.120.398-59');
    await page.getByLabel('Senha', { exact: true }).fill('errada123');
    await page.route('**/api/Auth', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Aguarde...' })).toBeVisible();
    await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Usuário').fill('826.471.039-50');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // One message for both (ARCHITECTURE deviation, decision 013 addendum): no account enumeration.
    await expect(page.getByRole('alert').getByText('Usuário ou senha inválidos.')).toBeVisible();
    await expect(page.getByText('Usuário não cadastrado')).toHaveCount(0);
  });

  test('the links go to the password-reset and programme pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Esqueci a senha' })).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.getByRole('link', { name: 'Saiba Mais' })).toHaveAttribute('href', /^https?:\/\//);
  });

  test('digits-only CPF logs in and lands on /inicio', async ({ page }) => {
    await login(page, '98765432100');
    await expect(page.getByText(USERS.diretor.nome).first()).toBeVisible();
  });
});

test.describe('session', () => {
  test('without a session every page redirects to /login', async ({ page }) => {
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/consultar-estudante');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token sends the user back to /login', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.evaluate(() => {
      const raw = sessionStorage.getItem('siam.session');
      if (!raw) throw new Error('no session stored');
      const session = JSON.parse(raw);
      const b64 = (o: unknown) =>
        btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const [, , signature] = String(session.token).split('.');
      session.token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: session.cpf, exp: Math.floor(Date.now() / 1000) - 60 })}.${signature}`;
      sessionStorage.setItem('siam.session', JSON.stringify(session));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Sair clears the session and goes to /login', async ({ page }) => {
    await login(page, USERS.cadastro.cpf);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('siam.session'))).toBeNull();
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
  });
});
