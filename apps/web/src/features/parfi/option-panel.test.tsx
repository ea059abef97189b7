import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OptionPanel } from './option-panel';
import { Wrapper } from '../../test/helpers';

const OPTIONS = [
  { id: 1, primary: '1 - Um' },
  { id: 2, primary: '2 - Dois' },
  { id: 3, primary: '3 - Três' },
];

function Panel({ onChange, error }: { onChange: (id: number) => void; error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <button type="button">Antes</button>
      <OptionPanel
        title="Objetivo"
        options={OPTIONS}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
        emptyHint="Nada"
        error={error}
      />
      <button type="button">Depois</button>
    </>
  );
}

describe('OptionPanel by keyboard (issue 20)', () => {
  it('is one Tab stop; the arrows move without choosing, Space chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Panel onChange={onChange} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Antes' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 - Um' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: '3 - Três' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '1 - Um' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp} ');
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('radio', { name: '2 - Dois' })).toHaveAttribute('aria-checked', 'true');
    // Leaving and coming back lands on the chosen option.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '2 - Dois' })).toHaveFocus();
  });

  it('ties its error to the group', () => {
    render(<Panel onChange={vi.fn()} error="Selecione um objetivo" />, { wrapper: Wrapper });
    const group = screen.getByRole('radiogroup', { name: 'Objetivo' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Selecione um objetivo');
  });
});
