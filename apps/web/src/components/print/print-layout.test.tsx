import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, signIn } from '../../test/helpers';
import { fileNameOf as dispositionFileName } from '../../api/download';
import { PRINT_ROOT_CLASS, PrintLayout } from './print-layout';
import { PrintSection, PrintTable } from './print-parts';

afterEach(() => resetSessionCache());

describe('PrintLayout', () => {
  it('renders a print-only document beside the app while printing: header, sections, every row, signatures', () => {
    const session = signIn();
    render(
      <main>
        <p>tela</p>
        <PrintLayout
          title="Plano PARFI 2025"
          school={{ nomeEscola: 'Escola Estadual Santa Aurora', codigoInep: '27012345' }}
          signatures={['Diretor(a) da escola', 'Presidente do Conselho Escolar']}
        >
          <PrintSection title="Ações" pageBreak>
            <PrintTable
              columns={[{ label: 'Ação', value: (r: { id: number }) => `Ação ${r.id}` }]}
              rows={Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }))}
              rowKey={(r) => r.id}
              empty="Nenhuma ação."
            />
          </PrintSection>
        </PrintLayout>
      </main>,
      { wrapper: Wrapper },
    );
    // Out of the page until the browser prints (its texts would repeat the screen's).
    expect(screen.queryByTestId('documento-impressao')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const doc = screen.getByTestId('documento-impressao');
    // A portal into <body>, outside the app's tree, so the print stylesheet can show only it.
    expect(doc.parentElement).toBe(document.body);
    expect(doc).toHaveClass(PRINT_ROOT_CLASS);
    expect(doc).toHaveTextContent('Escola Estadual Santa Aurora');
    expect(doc).toHaveTextContent('Código INEP: 27012345');
    expect(doc).toHaveTextContent(
      new RegExp(`Impresso em \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2} por ${session.nome}`),
    );
    expect(doc.querySelector('.siam-page-break')).not.toBeNull();
    expect(within(doc).getAllByRole('row', { hidden: true })).toHaveLength(31);
    expect(doc).toHaveTextContent('Presidente do Conselho Escolar');
    expect(doc.textContent?.match(/Assinatura/g)).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('documento-impressao')).toBeNull();
  });

  it('reads the file name of Content-Disposition', () => {
    expect(dispositionFileName('attachment; filename="plano-parfi-27012345-2025-2025.pdf"')).toBe(
      'plano-parfi-27012345-2025-2025.pdf',
    );
    expect(dispositionFileName("attachment; filename*=UTF-8''relat%C3%B3rio.pdf")).toBe('relatório.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
