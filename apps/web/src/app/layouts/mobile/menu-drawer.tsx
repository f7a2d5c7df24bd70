import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const MenuDrawerSheet = lazy(async () => ({
  default: (await import('@/app/layouts/mobile/menu-drawer-sheet')).MenuDrawerSheet,
}));

/**
 * The mobile menu button. The slide-over (Radix dialog, theme switcher, sign-out) is loaded when the
 * button is first pressed and stays mounted afterwards, so it opens at once the next time; until it
 * arrives nothing is shown in its place (it covers the page, it takes no room in it).
 */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Menüyü aç"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-testid="mobile-menu-button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuDrawerSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
