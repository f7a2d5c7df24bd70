import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/features/invitations/components/copy-text';

const LINK = 'https://portal.example/invitation/ABCD2345';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined, secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText, true);
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await copyText(LINK)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to selecting and copying when the Clipboard API refuses or is missing', async () => {
    setClipboard(
      vi.fn(async () => {
        throw new Error('denied');
      }),
      true,
    );
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    expect(await copyText(LINK)).toBe(true);
    expect(copied).toBe(LINK);
    // The helper box is gone afterwards.
    expect(document.querySelector('textarea')).toBeNull();

    setClipboard(undefined, false);
    expect(await copyText(LINK)).toBe(true);
  });

  it('says so when nothing could copy', async () => {
    setClipboard(undefined, false);
    document.execCommand = vi.fn(() => false);
    expect(await copyText(LINK)).toBe(false);
    document.execCommand = vi.fn(() => {
      throw new Error('unsupported');
    });
    expect(await copyText(LINK)).toBe(false);
  });
});
