import { describe, expect, it } from 'vitest';
import { API_PROCESSES_NEED_SERVER, loadConfig } from './config';

describe('INSTITUTIONAL_EMAIL_DOMAINS', () => {
  it('defaults to the government education domain', () => {
    expect(loadConfig({}).institutionalEmailDomains).toEqual(['educacao.gov.br']);
    expect(loadConfig({ INSTITUTIONAL_EMAIL_DOMAINS: ' ' }).institutionalEmailDomains).toEqual([
      'educacao.gov.br',
    ]);
  });

  it('takes a comma list, normalised', () => {
    const config = loadConfig({ INSTITUTIONAL_EMAIL_DOMAINS: ' Seduc.AL.gov.br, @escola.al.gov.br ,' });
    expect(config.institutionalEmailDomains).toEqual(['seduc.al.gov.br', 'escola.al.gov.br']);
  });

  it('refuses something that is not a domain', () => {
    expect(() => loadConfig({ INSTITUTIONAL_EMAIL_DOMAINS: 'não é domínio' })).toThrow(
      /INSTITUTIONAL_EMAIL_DOMAINS/,
    );
  });
});

describe('API_PROCESSES (decision 135)', () => {
  const server = { DATABASE_URL: 'postgres://siam@db.example/siam' };

  it('defaults to one process', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
  });

  it('takes 1 to 64 with a PostgreSQL server', () => {
    expect(loadConfig({ ...server, API_PROCESSES: '4' }).apiProcesses).toBe(4);
    for (const bad of ['0', '65', '2.5', 'dois'])
      expect(() => loadConfig({ ...server, API_PROCESSES: bad })).toThrow(
        'API_PROCESSES deve ser um número inteiro de 1 a 64.',
      );
  });

  it('refuses more than one process on the embedded database', () => {
    expect(loadConfig({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(API_PROCESSES_NEED_SERVER);
  });
});
