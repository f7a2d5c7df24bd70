import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioCard, RadioCardGroup } from '@/components/ui/radio-card-group';

afterEach(cleanup);

function Payout({ initial = 'bank' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RadioCardGroup legend="Ödeme şekli" value={value} onValueChange={setValue}>
        <RadioCard value="bank" label="Banka hesabına" description="IBAN’ınıza ödenir." />
        <RadioCard value="points" label="Puan olarak" description="Puan bakiyenize eklenir." />
        <RadioCard value="later" label="Sonra" disabled />
      </RadioCardGroup>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('RadioCardGroup', () => {
  it('is a named group of radios, each named by its title and described by its line', () => {
    render(<Payout />);
    const group = screen.getByRole('radiogroup', { name: 'Ödeme şekli' });
    const bank = screen.getByRole('radio', { name: 'Banka hesabına' });
    expect(group.contains(bank)).toBe(true);
    expect(bank.getAttribute('aria-checked')).toBe('true');
    const description = document.getElementById(bank.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('IBAN’ınıza ödenir.');
  });

  it('chooses a card by a click anywhere on it', () => {
    render(<Payout />);
    fireEvent.click(screen.getByText('Puan bakiyenize eklenir.'));
    expect(screen.getByTestId('value').textContent).toBe('points');
    expect(screen.getByRole('radio', { name: 'Puan olarak' }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves and chooses with the arrow keys, skipping a disabled card', async () => {
    render(<Payout />);
    const bank = screen.getByRole('radio', { name: 'Banka hesabına' });
    bank.focus();
    fireEvent.keyDown(bank, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('points'));
    const points = screen.getByRole('radio', { name: 'Puan olarak' });
    expect(document.activeElement).toBe(points);
    fireEvent.keyUp(points, { key: 'ArrowDown' });
    fireEvent.keyDown(points, { key: 'ArrowDown' });
    // The disabled card is passed over: the focus wraps to the first.
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('bank'));
  });

  it('is one tab stop that lands on the chosen card', () => {
    render(<Payout initial="points" />);
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => radio.tabIndex === -1)).toBe(true);
    screen.getByRole('radiogroup').focus();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Puan olarak' }));
  });
});
