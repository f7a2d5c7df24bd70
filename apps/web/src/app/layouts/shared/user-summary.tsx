import { ROLE_LABELS } from '@portal/shared/roles';
import { Avatar, AvatarFallback, initialOf } from '@/components/ui/avatar';
import type { Me } from '@/lib/auth';
import { cn } from '@/lib/utils';

/** Avatar initial, name and role, as in the sidebar footer and the mobile drawer. */
export function UserSummary({ user, compact = false, className }: { user: Me; compact?: boolean; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)} data-testid="user-summary">
      <Avatar className="size-9">
        <AvatarFallback aria-hidden="true">{initialOf(user.name)}</AvatarFallback>
      </Avatar>
      <div className={cn('flex min-w-0 flex-col', compact && 'sr-only')}>
        <span className="truncate text-sm font-semibold">{user.name}</span>
        <span className="truncate text-xs text-sidebar-muted-foreground">{ROLE_LABELS[user.role]}</span>
      </div>
    </div>
  );
}
