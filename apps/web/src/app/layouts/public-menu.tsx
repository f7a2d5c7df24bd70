import { NavLink } from 'react-router';
import { type ReactNode, useState } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AccountButton, NAV_LINKS } from '@/app/layouts/public-nav';
import { cn } from '@/lib/utils';

/** The public pages' slide-over menu on phones; loaded on first use by the public layout. */
export function PublicMenu({ trigger, defaultOpen = false }: { trigger: ReactNode; defaultOpen?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(defaultOpen);
  return (
    <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{PRODUCT_NAME}</SheetTitle>
          <SheetDescription className="sr-only">Site sayfaları</SheetDescription>
        </SheetHeader>
        <nav aria-label="Site menüsü" className="flex flex-col gap-1 px-3">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              onClick={() => setMenuOpen(false)}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent',
                  isActive && 'bg-accent text-accent-foreground',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="px-6 pt-2">
          <AccountButton className="w-full" onNavigate={() => setMenuOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
