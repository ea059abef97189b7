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
