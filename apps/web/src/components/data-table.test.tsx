import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';
import { Wrapper } from '../test/helpers';

interface Row {
  id: number;
  nome: string;
  ativo: boolean;
}
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  nome: `Aluno ${i + 1}`,
  ativo: i % 2 === 0,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'id', label: 'Código' },
  { id: 'nome', label: 'Nome' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('DataTable', () => {
  it('paginates 5 rows by default with the spec label and options', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={rows} pagination getRowKey={(r) => r.id} />, {
      wrapper: Wrapper,
    });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 de 12')).toBeInTheDocument();
    expect(
      screen.getByText((_c, el) => el?.textContent === 'Linhas por página: ' && el.tagName === 'P'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('Aluno 6')).toBeInTheDocument();
    expect(screen.getByText('6–10 de 12')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('1–12 de 12')).toBeInTheDocument();
  });

  it('shows every row without pagination and the empty message without rows', () => {
    const { rerender } = render(<DataTable columns={columns} rows={rows} />, { wrapper: Wrapper });
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByText(/Linhas por página/)).not.toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} emptyMessage="Nenhum estudante encontrado" />);
    expect(screen.getByText('Nenhum estudante encontrado')).toBeInTheDocument();
  });

  it('highlights the clicked row and reports it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<DataTable columns={columns} rows={rows} pagination onRowClick={onRowClick} />, {
      wrapper: Wrapper,
    });
    const row = screen.getByText('Aluno 3').closest('tr')!;
    await user.click(row);
    expect(onRowClick).toHaveBeenCalledWith(rows[2], 2);
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(row).toHaveClass('Mui-selected');
    expect(screen.getByText('Aluno 1').closest('tr')).toHaveAttribute('aria-selected', 'false');

    // Keyboard selection too.
    const other = screen.getByText('Aluno 4').closest('tr')!;
    other.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[3], 3);
    expect(other).toHaveClass('Mui-selected');
  });

  it('has a per-row switch that keeps its own flags and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows.slice(0, 3)}
        getRowLabel={(r) => r.nome}
        switchColumn={{ label: 'Ativo', defaultChecked: (r) => r.ativo, onChange }}
        onRowClick={() => undefined}
      />,
      { wrapper: Wrapper },
    );
    const sw = screen.getByRole('switch', { name: 'Ativo: Aluno 2' });
    expect(sw).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativo: Aluno 1' })).toBeChecked();
    await user.click(sw);
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(rows[1], true, 1);
    // The switch does not select the row.
    expect(screen.getByText('Aluno 2').closest('tr')).toHaveAttribute('aria-selected', 'false');
  });

  it('has a per-row edit pencil', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onRowClick = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows.slice(0, 2)}
        getRowLabel={(r) => r.nome}
        onEdit={onEdit}
        onRowClick={onRowClick}
      />,
      { wrapper: Wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Editar: Aluno 2' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1], 1);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('uses the body height given (320 by default)', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={rows} />, { wrapper: Wrapper });
    expect(getComputedStyle(container.querySelector('.MuiTableContainer-root')!).maxHeight).toBe('320px');
    rerender(<DataTable columns={columns} rows={rows} height={700} />);
    expect(getComputedStyle(container.querySelector('.MuiTableContainer-root')!).maxHeight).toBe('700px');
  });
});

describe('DataTable sorting and export (issue 17)', () => {
  const people = [
    { id: 1, nome: 'Bruno', nascimento: '2015-02-01' },
    { id: 2, nome: 'Álvaro', nascimento: '2014-12-30' },
    { id: 3, nome: 'ana', nascimento: '2016-05-20' },
    { id: 4, nome: 'Érica', nascimento: '2013-01-15' },
  ];
  type Person = (typeof people)[number];
  const cols: DataTableColumn<Person>[] = [
    { id: 'nome', label: 'Nome' },
    {
      id: 'nascimento',
      label: 'Nascimento',
      kind: 'date',
      render: (p) => p.nascimento.split('-').reverse().join('/'),
    },
    { id: 'acoes', label: 'Ações', render: () => 'editar' },
  ];
  const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

  it('sorts by a header click with pt-BR collation, then descending, then back to the original order', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={cols} rows={people} getRowKey={(r) => r.id} />, { wrapper: Wrapper });
    const header = screen.getByRole('columnheader', { name: 'Nome' });
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Álvaro', 'ana', 'Bruno', 'Érica']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Érica', 'Bruno', 'ana', 'Álvaro']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Bruno', 'Álvaro', 'ana', 'Érica']);
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('is named by a caption and its sortable headers say their order (issue 20)', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={cols} rows={people} getRowKey={(r) => r.id} ariaLabel="Pessoas" />, {
      wrapper: Wrapper,
    });
    const table = screen.getByRole('table', { name: 'Pessoas' });
    const caption = table.querySelector('caption');
    expect(caption).toHaveTextContent('Pessoas');
    // Visually hidden: read by screen readers, not drawn (the page title shows it).
    expect(caption).toHaveStyle({ position: 'absolute', overflow: 'hidden' });
    const nome = screen.getByRole('columnheader', { name: 'Nome' });
    const nascimento = screen.getByRole('columnheader', { name: 'Nascimento' });
    const acoes = screen.getByRole('columnheader', { name: 'Ações' });
    expect(nome).toHaveAttribute('aria-sort', 'none');
    expect(nascimento).toHaveAttribute('aria-sort', 'none');
    // A header that does not sort says nothing about order.
    expect(acoes).not.toHaveAttribute('aria-sort');

    // By keyboard: Tab to the header's button, Enter sorts ascending, Space descending.
    within(nascimento).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nascimento).toHaveAttribute('aria-sort', 'ascending');
    expect(nome).toHaveAttribute('aria-sort', 'none');
    await user.keyboard(' ');
    expect(nascimento).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts a date column by its value, not its shown text, and leaves a computed column unsortable', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={cols} rows={people} getRowKey={(r) => r.id} />, { wrapper: Wrapper });
    await user.click(within(screen.getByRole('columnheader', { name: 'Nascimento' })).getByRole('button'));
    expect(names()).toEqual(['Érica', 'Álvaro', 'Bruno', 'ana']);
    expect(within(screen.getByRole('columnheader', { name: 'Ações' })).queryByRole('button')).toBeNull();
  });

  it('hands the sort to the server when controlled, and keeps the rows as given', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        columns={cols}
        rows={people}
        getRowKey={(r) => r.id}
        sort={{ id: 'nome', direction: 'asc' }}
        onSortChange={onSortChange}
        serverPaging={{ total: 40, page: 1, rowsPerPage: 5, onChange: vi.fn() }}
      />,
      { wrapper: Wrapper },
    );
    expect(names()).toEqual(['Bruno', 'Álvaro', 'ana', 'Érica']);
    expect(screen.getByText('6–10 de 40')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: 'Nome' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'nome', direction: 'desc' });
  });

  it("offers 'Exportar' with the two formats when the list has an export", async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={cols}
        rows={people}
        getRowKey={(r) => r.id}
        ariaLabel="Pessoas"
        exportSource={{ path: '/x' }}
      />,
      { wrapper: Wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Exportar Pessoas' }));
    expect(screen.getByRole('menuitem', { name: /Planilha Excel \(XLSX\)/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /^CSV/ })).toBeInTheDocument();
  });
});

describe('DataTable quick filter (issue 17)', () => {
  it('filters the rows it holds ignoring accents, says when none match, and exports the same filter', async () => {
    const user = userEvent.setup();
    const people = [
      { id: 1, nome: 'João Conceição' },
      { id: 2, nome: 'Maria José' },
      { id: 3, nome: 'Joana Dias' },
    ];
    render(
      <DataTable
        columns={[{ id: 'nome', label: 'Nome' }]}
        rows={people}
        getRowKey={(r) => r.id}
        ariaLabel="Pessoas"
        filterable
      />,
      { wrapper: Wrapper },
    );
    const box = screen.getByRole('textbox', { name: 'Filtrar Pessoas' });
    await user.type(box, 'joao');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('João Conceição')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(screen.getByText('Nenhuma linha corresponde ao filtro.')).toBeInTheDocument();
  });
});
