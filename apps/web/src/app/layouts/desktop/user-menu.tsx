import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { Avatar, AvatarFallback, initialOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';

const loadUserMenuContent = () => import('@/app/layouts/desktop/user-menu-content');
const UserMenuContent = lazy(async () => ({ default: (await loadUserMenuContent()).UserMenuContent }));

/**
 * The account button. Its dropdown (Radix menu, popper and floating-ui) is fetched when the member
 * points at, focuses or presses the button, so it is not part of a signed-in page's first screen;
 * the first press (click, Enter, Space or ArrowDown) opens it as soon as it has arrived, and it
 * stays mounted afterwards, its trigger being this same button.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [viaKeyboard, setViaKeyboard] = useState(false);

  const openFirst = (keyboard: boolean) => {
    setViaKeyboard(keyboard);
    setWanted(true);
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setViaKeyboard(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openFirst(true);
    }
  };

  const button = (first: boolean) => (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label="Hesap menüsü"
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      data-testid="user-menu"
      onPointerEnter={first ? () => void loadUserMenuContent() : undefined}
      onFocus={first ? () => void loadUserMenuContent() : undefined}
      onClick={first ? () => openFirst(false) : undefined}
      onKeyDown={first ? onKeyDown : undefined}
    >
      <Avatar className="size-8">
        <AvatarFallback aria-hidden="true">{initialOf(user.name)}</AvatarFallback>
      </Avatar>
    </Button>
  );

  if (!wanted) return button(true);
  return (
    <Suspense fallback={button(false)}>
      <UserMenuContent trigger={button(false)} open={open} onOpenChange={onOpenChange} focusFirstItem={viaKeyboard} />
    </Suspense>
  );
}
