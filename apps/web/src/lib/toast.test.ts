import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  imported: 0,
  calls: [] as unknown[][],
}));

vi.mock('sonner', () => {
  sonner.imported += 1;
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      sonner.calls.push([kind, ...args]);
      return (args[1] as { id?: string } | undefined)?.id;
    };
  return {
    toast: {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      warning: record('warning'),
      dismiss: record('dismiss'),
    },
  };
});

describe('toasts before sonner has come (decision 071)', () => {
  beforeEach(() => {
    vi.resetModules();
    sonner.imported = 0;
    sonner.calls = [];
  });

  it('imports sonner on the first toast and shows the waiting ones in order, with their ids', async () => {
    const { toast, loadToasts } = await import('@/lib/toast');
    expect(sonner.imported).toBe(0);
    const id = toast.info('Çıkış yapılıyor...');
    toast.dismiss(id);
    toast.error('Olmadı', { id: 'route-denied', description: 'Yetkiniz yok' });
    expect(sonner.calls).toEqual([]);
    await loadToasts();
    expect(sonner.imported).toBe(1);
    expect(sonner.calls).toEqual([
      ['info', 'Çıkış yapılıyor...', { id }],
      ['dismiss', id],
      ['error', 'Olmadı', { id: 'route-denied', description: 'Yetkiniz yok' }],
    ]);
  });

  it('gives every toast its own id, and calls sonner at once when it is there', async () => {
    const { toast, loadToasts } = await import('@/lib/toast');
    await loadToasts();
    const first = toast.success('Kaydedildi');
    const second = toast.success('Kaydedildi');
    expect(first).not.toBe(second);
    expect(sonner.calls).toEqual([
      ['success', 'Kaydedildi', { id: first }],
      ['success', 'Kaydedildi', { id: second }],
    ]);
  });
});
