import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
