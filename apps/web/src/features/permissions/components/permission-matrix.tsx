import type { PermissionMatrix as Matrix, RolePermissionRow } from '@portal/shared/contracts/permissions';
import { formatDateTime, normalizeSearch } from '@portal/shared/format';
import { permissionPages, permissionSections } from '@portal/shared/menu';
import {
  getPermission,
  PERMISSION_CATEGORIES,
  type PermissionCategory,
  type PermissionKey,
} from '@portal/shared/permissions';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import { Lock, Search, SearchX } from 'lucide-react';
import { Fragment, useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePendingPermissionCells, useSetRolePermission } from '@/features/permissions/api/set-role-permission';
import { cn } from '@/lib/utils';

export const CATEGORY_LABELS: Record<PermissionCategory, string> = {
  page_access: 'Sayfa erişimi',
  data_operations: 'Veri işlemleri',
  admin_operations: 'Yönetim işlemleri',
  future_features: 'Gelecek özellikler',
};

/** The key the server will not let anyone switch off: the matrix itself lives behind it. */
export function isLockedCell(role: Role, key: string): boolean {
  return role === 'admin' && key === 'canAccessSystemSettings';
}

// Names and sections come from the menu and route table (one source with the sidebar).
const PAGES = permissionPages();
const SECTION_ORDER = permissionSections();

type KeyRow = { key: PermissionKey; label: string; section: string; category: PermissionCategory; search: string };
type Group = { category: PermissionCategory; sections: { title: string; rows: KeyRow[] }[] };

function buildGroups(rows: KeyRow[]): Group[] {
  return PERMISSION_CATEGORIES.flatMap((category) => {
    const inCategory = rows.filter((r) => r.category === category);
    const sections = SECTION_ORDER.flatMap((title) => {
      const inSection = inCategory.filter((r) => r.section === title);
      return inSection.length > 0 ? [{ title, rows: inSection }] : [];
    });
    return sections.length > 0 ? [{ category, sections }] : [];
  });
}

export function PermissionMatrix({ matrix }: { matrix: Matrix }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const setPermission = useSetRolePermission();
  const pending = usePendingPermissionCells();
  const roles = matrix.roles;

  const cells = useMemo(() => {
    const map = new Map<string, RolePermissionRow>();
    for (const row of matrix.permissions) map.set(`${row.role}:${row.permissionKey}`, row);
    return map;
  }, [matrix.permissions]);

  const keyRows = useMemo<KeyRow[]>(
    () =>
      PAGES.map((p) => {
        // A category stored on the server wins over the registry's default.
        const stored = roles.map((r) => cells.get(`${r}:${p.key}`)?.category).find(Boolean);
        return {
          key: p.key,
          label: p.title,
          section: p.section,
          category: stored ?? getPermission(p.key).category,
          search: normalizeSearch(`${p.title} ${p.key} ${p.section}`),
        };
      }),
    [cells, roles],
  );

  const needle = normalizeSearch(query);
  const visible = needle ? keyRows.filter((r) => r.search.includes(needle)) : keyRows;
  const groups = buildGroups(visible);

  const enabledCount = (role: Role) => keyRows.filter((r) => cells.get(`${role}:${r.key}`)?.enabled).length;

  const lastChange = useMemo(() => {
    let latest: string | null = null;
    for (const row of matrix.permissions) {
      if (row.updatedBy && (!latest || row.updatedAt > latest)) latest = row.updatedAt;
    }
    return latest;
  }, [matrix.permissions]);

  const toggle = (role: Role, row: KeyRow, enabled: boolean) => {
    setPermission.mutate(
      { role, permissionKey: row.key, enabled },
      {
        onSuccess: () => toast.success('Yetki güncellendi', { description: `${row.label} · ${ROLE_LABELS[role]}` }),
        onError: (error) => toast.error(error.message || 'Yetki güncellenemedi'),
      },
    );
  };

  const columnCount = roles.length + 1;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Yetki ara
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Yetki ara (ör. komisyon)"
            className="pl-9"
            data-testid="permission-search"
          />
        </div>
        <p className="text-xs text-muted-foreground sm:hidden">Diğer rolleri görmek için tabloyu yana kaydırın.</p>
        {lastChange ? (
          <p className="text-xs text-muted-foreground">Son değişiklik: {formatDateTime(lastChange)}</p>
        ) : null}
      </div>

      {groups.length === 0 ? (
        <EmptyState icon={SearchX} title="Eşleşen yetki bulunamadı" description="Farklı bir arama deneyin." />
      ) : (
        // One scroller for both axes, so the role header and the key column both stay in view.
        <div className="overflow-hidden rounded-xl border bg-card [&_[data-slot=table-container]]:max-h-[calc(100dvh-14rem)] [&_[data-slot=table-container]]:overflow-auto">
          <Table className="min-w-[38rem] border-separate border-spacing-0" data-testid="permission-matrix">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="sticky top-0 left-0 z-30 w-36 min-w-36 border-r border-b bg-card sm:w-64">
                  Yetki
                </TableHead>
                {roles.map((role) => (
                  <TableHead
                    key={role}
                    className="sticky top-0 z-20 w-28 min-w-24 border-b bg-card text-center whitespace-normal"
                    scope="col"
                  >
                    <span className="block leading-tight text-foreground">{ROLE_LABELS[role]}</span>
                    <span className="block text-xs font-normal tabular">{enabledCount(role)} açık</span>
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {groups.map((group) => (
                <Fragment key={group.category}>
                  <TableRow className="hover:bg-transparent">
                    <TableCell colSpan={columnCount} className="border-b bg-muted p-0">
                      <div className="sticky left-0 w-fit px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        {CATEGORY_LABELS[group.category]}
                      </div>
                    </TableCell>
                  </TableRow>
                  {group.sections.map((section) => (
                    <Fragment key={section.title}>
                      <TableRow className="hover:bg-transparent" data-testid="permission-section">
                        <TableCell colSpan={columnCount} className="border-b bg-muted/40 p-0">
                          <div className="sticky left-0 w-fit px-3 py-1.5 text-sm font-semibold">{section.title}</div>
                        </TableCell>
                      </TableRow>
                      {section.rows.map((row) => (
                        <TableRow key={row.key} className="group" data-testid={`permission-row-${row.key}`}>
                          <TableHead
                            scope="row"
                            className="sticky left-0 z-10 h-auto border-r border-b bg-card py-2 whitespace-normal group-hover:bg-muted"
                          >
                            <span className="block text-sm font-medium text-foreground">{row.label}</span>
                            <span className="block font-mono text-[0.6875rem] font-normal break-all text-muted-foreground">
                              {row.key}
                            </span>
                          </TableHead>
                          {roles.map((role) => {
                            const cellKey = `${role}:${row.key}`;
                            const cell = cells.get(cellKey);
                            const locked = isLockedCell(role, row.key);
                            return (
                              <TableCell key={role} className="border-b text-center group-hover:bg-muted/50">
                                <div className="inline-flex items-center gap-1">
                                  <Switch
                                    checked={cell?.enabled ?? false}
                                    disabled={locked || pending.has(cellKey)}
                                    onCheckedChange={(checked) => toggle(role, row, checked)}
                                    aria-label={`${row.label}: ${ROLE_LABELS[role]}`}
                                    title={
                                      locked
                                        ? 'Yöneticinin Sistem Ayarları yetkisi kapatılamaz'
                                        : cell?.updatedBy
                                          ? `Son değişiklik: ${formatDateTime(cell.updatedAt)}`
                                          : undefined
                                    }
                                    className={cn(pending.has(cellKey) && 'opacity-70')}
                                    data-testid={`permission-switch-${role}-${row.key}`}
                                  />
                                  {locked ? (
                                    <Lock className="size-3.5 text-muted-foreground" aria-hidden="true" />
                                  ) : null}
                                </div>
                              </TableCell>
                            );
                          })}
                        </TableRow>
                      ))}
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Yöneticinin Sistem Ayarları yetkisi, bu sayfaya erişim kaybolmasın diye kapatılamaz.
      </p>
    </div>
  );
}
