import { Badge } from '@/components/ui/badge';

/** Aktif, Pasif or Silinmiş. */
export function UserStatusBadge({ isActive, isDeleted }: { isActive: boolean; isDeleted: boolean }) {
  if (isDeleted)
    return (
      <Badge variant="destructive" data-testid="user-status">
        Silinmiş
      </Badge>
    );
  return isActive ? (
    <Badge variant="success" data-testid="user-status">
      Aktif
    </Badge>
  ) : (
    <Badge variant="warning" data-testid="user-status">
      Pasif
    </Badge>
  );
}

export const USER_STATUS_LABELS = { active: 'Aktif', inactive: 'Pasif', deleted: 'Silinmiş' } as const;
