import { MESSAGES } from '@portal/shared/messages';
import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Hint } from '@/components/ui/hint';
import { useSignOut } from '@/features/auth/api/sign-out';
import { cn } from '@/lib/utils';

/** 'Çıkış Yap': icon-only (with the same accessible name) on the collapsed rail. */
export function SignOutButton({ iconOnly = false, className, ...props }: { iconOnly?: boolean } & ButtonProps) {
  const signOut = useSignOut();
  const button = (
    <Button
      variant="ghost"
      onClick={() => void signOut()}
      aria-label={iconOnly ? MESSAGES.auth.signOut : undefined}
      data-testid="sign-out"
      className={cn(
        'justify-start text-sidebar-foreground hover:bg-destructive/10 hover:text-destructive',
        iconOnly && 'justify-center',
        className,
      )}
      {...props}
    >
      <LogOut aria-hidden="true" />
      {iconOnly ? null : MESSAGES.auth.signOut}
    </Button>
  );
  if (!iconOnly) return button;
  return (
    <Hint label={MESSAGES.auth.signOut} side="right">
      {button}
    </Hint>
  );
}
