import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS } from '@portal/shared/roles';
import { LogOut, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useCurrentUser } from '@/lib/auth';

/**
 * The account dropdown itself (Radix menu and its positioning code), loaded when the account button
 * is first pressed or pointed at (user-menu.tsx). `trigger` is that same button; `focusFirstItem`
 * is set when the first opening came from the keyboard, which the menu could not see since it was
 * not loaded yet — the first item then gets the focus, as Radix does for a keyboard opening.
 */
export function UserMenuContent({
  trigger,
  open,
  onOpenChange,
  focusFirstItem,
}: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusFirstItem: boolean;
}) {
  const user = useCurrentUser();
  const signOut = useSignOut();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-60"
        ref={
          focusFirstItem
            ? (node: HTMLDivElement | null) => {
                if (!node) return;
                // After Radix has focused the menu itself (its mount effect), as its own trigger does
                // for a keyboard opening.
                const frame = requestAnimationFrame(() =>
                  node.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
                );
                return () => cancelAnimationFrame(frame);
              }
            : undefined
        }
      >
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="text-xs font-normal text-muted-foreground">{ROLE_LABELS[user.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <UserRound aria-hidden="true" />
            Profilim
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/settings">
            <Settings aria-hidden="true" />
            Ayarlar
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {MESSAGES.auth.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
