import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Combobox, type ComboboxOption, filterOptions } from '@/components/ui/combobox';

beforeAll(() => {
  // Radix measures the popup's anchor; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const CITIES: ComboboxOption[] = ['Adana', 'Ankara', 'İstanbul', 'İzmir', 'Çanakkale', 'Şanlıurfa'].map((name) => ({
  value: name,
  label: name,
}));

function CityPicker() {
  const [city, setCity] = useState('');
  return (
    <>
      <Combobox aria-label="İl" options={CITIES} value={city} onValueChange={setCity} placeholder="İl seçin" />
      <output data-testid="value">{city}</output>
    </>
  );
}

describe('filterOptions', () => {
  it('finds by any part of the label, ignoring case and Turkish letters', () => {
    expect(filterOptions(CITIES, 'istan').map((o) => o.value)).toEqual(['İstanbul']);
    expect(filterOptions(CITIES, 'SANLI').map((o) => o.value)).toEqual(['Şanlıurfa']);
    expect(filterOptions(CITIES, 'canak').map((o) => o.value)).toEqual(['Çanakkale']);
    expect(filterOptions(CITIES, '  ')).toHaveLength(CITIES.length);
  });

  it('also finds by keywords', () => {
    expect(filterOptions([{ value: '34', label: 'İstanbul', keywords: 'Marmara 34' }], 'marmara')).toHaveLength(1);
  });
});

describe('Combobox', () => {
  it('opens from its button, filters as one types, and chooses with the arrow keys and Enter', async () => {
    render(<CityPicker />);
    const button = screen.getByRole('combobox', { name: 'İl' });
    expect(button.textContent).toContain('İl seçin');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const search = await screen.findByRole('combobox', { name: 'Ara...' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(CITIES.length);

    fireEvent.change(search, { target: { value: 'an' } });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Adana', 'Ankara', 'İstanbul', 'Çanakkale', 'Şanlıurfa']);
    // The first is active; ↓ moves to the second, and the search box points at it.
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Ankara');
    fireEvent.keyDown(search, { key: 'End' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(screen.getByTestId('value').textContent).toBe('Çanakkale');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.textContent).toContain('Çanakkale');
  });

  it('marks the chosen option and says when nothing matches', async () => {
    render(<CityPicker />);
    fireEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    fireEvent.click(await screen.findByRole('option', { name: 'İzmir' }));
    expect(screen.getByTestId('value').textContent).toBe('İzmir');

    fireEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    expect((await screen.findByRole('option', { name: 'İzmir' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ara...' }), { target: { value: 'zzz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Sonuç bulunamadı').getAttribute('role')).toBe('status');
  });

  it('closes on Escape without choosing', async () => {
    render(<CityPicker />);
    fireEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    const search = await screen.findByRole('combobox', { name: 'Ara...' });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
