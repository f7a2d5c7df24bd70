import { Menu } from 'lucide-react';
import { useState } from 'react';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useCurrentUser } from '@/lib/auth';
import { SignOutButton } from '@/app/layouts/shared/sign-out-button';
import { SidebarMenu } from '@/app/layouts/shared/sidebar-menu';
import { UserSummary } from '@/app/layouts/shared/user-summary';

/** Mobile slide-over: who is signed in, the side menu (closes on navigation), sign-out. */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menüyü aç" data-testid="mobile-menu-button">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-0 bg-sidebar p-0 text-sidebar-foreground" data-testid="mobile-drawer">
        <SheetHeader className="border-b border-sidebar-border pr-12">
          <SheetTitle className="sr-only">Menü</SheetTitle>
          <SheetDescription className="sr-only">Sayfalar ve hesap işlemleri</SheetDescription>
          <UserSummary user={user} />
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-2">
          <SidebarMenu onNavigate={() => setOpen(false)} />
        </div>
        <SheetFooter className="flex-row items-center gap-2 border-t border-sidebar-border safe-bottom">
          <SignOutButton className="flex-1" />
          <ThemeSwitcher />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
