import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import { useServerForm } from '@/lib/use-server-form';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));

afterEach(() => {
  cleanup();
  toastError.mockReset();
});

const schema = z.object({
  name: z.string().trim().min(2, { error: 'Ad en az 2 karakter' }),
  phone: z.string(),
});

function TestForm({ onSubmit, failureTitle }: { onSubmit: () => Promise<unknown>; failureTitle?: string }) {
  const { form, submit, pending, formError } = useServerForm({
    schema,
    defaultValues: { name: 'Ayşe', phone: '' },
    codeFields: { PHONE_TAKEN: 'phone' },
    failureTitle,
    onSubmit,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      {formError ? <p role="alert">{formError}</p> : null}
      <input aria-label="Ad" {...form.register('name')} />
      {errors.name ? <span data-testid="name-error">{errors.name.message}</span> : null}
      <input aria-label="Telefon" {...form.register('phone')} />
      {errors.phone ? <span data-testid="phone-error">{errors.phone.message}</span> : null}
      <button type="submit" disabled={pending}>
        Kaydet
      </button>
    </form>
  );
}

const validation = (details: unknown) =>
  new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Girilen bilgiler geçersiz', details });

describe('useServerForm', () => {
  it('checks the fields with the schema before anything is sent', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<TestForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('name-error')).toHaveProperty('textContent', 'Ad en az 2 karakter');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts each detail of the answer beside its field, focuses the first, and toasts nothing', async () => {
    const onSubmit = vi.fn(async () => {
      throw validation([{ path: 'phone', message: 'Geçerli bir cep telefonu girin' }]);
    });
    render(<TestForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('phone-error')).toHaveProperty('textContent', 'Geçerli bir cep telefonu girin');
    expect(document.activeElement).toBe(screen.getByLabelText('Telefon'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('gives a code listed in codeFields to its field', async () => {
    render(
      <TestForm
        onSubmit={async () => {
          throw new ApiError({ status: 409, code: 'PHONE_TAKEN', message: 'Bu telefon numarası kullanılıyor' });
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('phone-error')).toHaveProperty('textContent', 'Bu telefon numarası kullanılıyor');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts what no field can take with the catalogue message, and keeps it for the form', async () => {
    render(
      <TestForm
        onSubmit={async () => {
          throw validation([{ path: 'somethingElse', message: 'Başka bir alan' }]);
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Girilen bilgiler geçersiz');
    expect(toastError).toHaveBeenCalledWith('Girilen bilgiler geçersiz');
    expect(screen.queryByTestId('name-error')).toBeNull();
  });

  it('with a failure title, toasts every failure under it', async () => {
    render(
      <TestForm
        failureTitle="Profil kaydedilemedi"
        onSubmit={async () => {
          throw validation([{ path: 'name', message: 'Ad çok kısa' }]);
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByTestId('name-error');
    expect(toastError).toHaveBeenCalledWith('Profil kaydedilemedi', { description: 'Girilen bilgiler geçersiz' });
  });

  it('disables the submit button while the request runs', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Kaydet' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });
});
