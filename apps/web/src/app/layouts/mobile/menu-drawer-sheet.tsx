import { ThemeSwitcher } from '@/components/theme-switcher';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useCurrentUser } from '@/lib/auth';
import { SignOutButton } from '@/app/layouts/shared/sign-out-button';
import { SidebarMenu } from '@/app/layouts/shared/sidebar-menu';
import { UserSummary } from '@/app/layouts/shared/user-summary';

/**
 * The mobile slide-over itself: who is signed in, the side menu (closes on navigation), sign-out.
 * Loaded the first time the menu button is pressed (menu-drawer.tsx), so the dialog library is not
 * part of a signed-in page's first screen.
 */
export function MenuDrawerSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-0 bg-sidebar p-0 text-sidebar-foreground" data-testid="mobile-drawer">
        <SheetHeader className="border-b border-sidebar-border pr-12">
          <SheetTitle className="sr-only">Menü</SheetTitle>
          <SheetDescription className="sr-only">Sayfalar ve hesap işlemleri</SheetDescription>
          <UserSummary user={user} />
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-2">
          <SidebarMenu onNavigate={() => onOpenChange(false)} />
        </div>
        <SheetFooter className="flex-row items-center gap-2 border-t border-sidebar-border safe-bottom">
          <SignOutButton className="flex-1" />
          <ThemeSwitcher />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
