import { Monitor, Moon, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';

const loadThemeMenu = () => import('@/components/theme-menu');
const ThemeMenu = lazy(async () => ({ default: (await loadThemeMenu()).ThemeMenu }));

const LABELS = { light: 'Açık', dark: 'Koyu', system: 'Sistem' } as const;

/**
 * The theme button. Its dropdown (Radix menu and its positioning code, ~20 KB gzipped) is only
 * fetched when the member points at, focuses or presses the button, so public pages do not
 * download it up front; the first press then opens the menu as soon as it has arrived.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, resolved } = useTheme();
  const [wanted, setWanted] = useState(false);
  const Icon = theme === 'system' ? Monitor : resolved === 'dark' ? Moon : Sun;

  const button = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={`Tema: ${LABELS[theme]}`}
      aria-haspopup="menu"
      data-testid="theme-switcher"
      onPointerEnter={wanted ? undefined : () => void loadThemeMenu()}
      onFocus={wanted ? undefined : () => void loadThemeMenu()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );

  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <ThemeMenu trigger={button()} defaultOpen />
    </Suspense>
  );
}
