import { THEME_STORAGE_KEY, type Theme } from '@/lib/theme';

/** The browser's own explicit theme choice, if it made one (the header's theme menu or an earlier save). */
export function storedLocalTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : null;
  } catch {
    return null;
  }
}
