import { MESSAGES } from '@portal/shared/messages';
import { type MenuItem, type MenuSection, visibleMenu } from '@portal/shared/menu';
import { ChevronDown, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { NavLink, useLocation, useMatch } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Hint } from '@/components/ui/hint';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import { cn } from '@/lib/utils';

function containsPath(item: MenuItem, pathname: string): boolean {
  return item.children?.some((child) => child.path === pathname) ?? false;
}

function groupForPath(sections: MenuSection[], pathname: string): string | null {
  for (const section of sections) {
    for (const entry of section.items) if (containsPath(entry, pathname)) return entry.id;
  }
  return null;
}

const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    'flex h-9 w-full min-w-0 items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
    active && 'bg-sidebar-accent text-sidebar-accent-foreground',
    collapsed && 'justify-center px-0',
  );

function ItemLink({ item, collapsed, onNavigate }: { item: MenuItem; collapsed: boolean; onNavigate?: () => void }) {
  // Computed here rather than through NavLink's render props: the hint's trigger (a Slot)
  // merges className as a string and would break a className function.
  const isActive = useMatch({ path: item.path, end: true }) !== null;
  const link = (
    <NavLink
      to={item.path}
      end
      onClick={onNavigate}
      data-testid={`menu-${item.id}`}
      className={itemClass(isActive, collapsed)}
    >
      <MenuIcon
        name={item.icon}
        className={cn('size-4 shrink-0', isActive ? 'text-sidebar-primary' : 'text-sidebar-muted-foreground')}
      />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.title}</span>
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Hint label={item.title} side="right">
      {link}
    </Hint>
  );
}

type SidebarMenuProps = {
  /** Icon rail: titles hidden, submenus replaced by a link to their first page. */
  collapsed?: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** The side menu of spec §2: sections and items the member's role and enabled keys allow. */
export function SidebarMenu({ collapsed = false, onNavigate }: SidebarMenuProps) {
  const user = useCurrentUser();
  const permissions = useEnabledKeys();
  const { pathname } = useLocation();
  const baseId = useId();
  const sections = useMemo(
    () => (permissions.data ? visibleMenu(user.role, permissions.isEnabled) : []),
    [permissions.data, permissions.isEnabled, user.role],
  );
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  // The submenu holding the current page opens by itself.
  useEffect(() => {
    const group = groupForPath(sections, pathname);
    if (group) setOpenGroup(group);
  }, [sections, pathname]);

  // Escape closes every submenu.
  useEffect(() => {
    if (!openGroup) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenGroup(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openGroup]);

  const toggleGroup = (id: string) => {
    // A collapsed sidebar cannot show a submenu, so it does not toggle one either.
    if (collapsed) return;
    // One submenu at a time.
    setOpenGroup((current) => (current === id ? null : id));
  };

  if (permissions.isPending) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 px-3 py-4 text-sm text-sidebar-muted-foreground"
        data-testid="menu-loading"
      >
        <Spinner />
        <span className={collapsed ? 'sr-only' : undefined}>{MESSAGES.loading.menu}</span>
      </div>
    );
  }

  if (permissions.isError && !permissions.data) {
    return (
      <div role="alert" className={cn('flex flex-col gap-2 px-3 py-4 text-sm', collapsed && 'items-center px-1')}>
        {collapsed ? null : <p className="text-sidebar-muted-foreground">Menü yüklenemedi.</p>}
        <Button
          size={collapsed ? 'icon-sm' : 'sm'}
          variant="outline"
          onClick={() => permissions.refetch()}
          aria-label={collapsed ? 'Menüyü yeniden yükle' : undefined}
        >
          <RotateCcw aria-hidden="true" />
          {collapsed ? null : 'Yeniden Dene'}
        </Button>
      </div>
    );
  }

  return (
    <nav aria-label="Ana menü" data-testid="sidebar-nav" className="flex flex-col gap-4 py-2">
      {sections.map((section) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className="flex flex-col gap-1">
            <h2
              id={headingId}
              className={cn(
                'px-2.5 text-xs font-semibold tracking-wide text-sidebar-muted-foreground uppercase',
                collapsed && 'sr-only',
              )}
            >
              {section.title}
            </h2>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {section.items.map((entry) => {
                if (!entry.children || collapsed) {
                  return (
                    <li key={entry.id}>
                      <ItemLink item={entry} collapsed={collapsed} onNavigate={onNavigate} />
                    </li>
                  );
                }
                const open = openGroup === entry.id;
                const listId = `${baseId}-${entry.id}-list`;
                const active = containsPath(entry, pathname);
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={listId}
                      onClick={() => toggleGroup(entry.id)}
                      data-testid={`menu-group-${entry.id}`}
                      className={itemClass(active && !open, false)}
                    >
                      <MenuIcon
                        name={entry.icon}
                        className={cn(
                          'size-4 shrink-0',
                          active ? 'text-sidebar-primary' : 'text-sidebar-muted-foreground',
                        )}
                      />
                      <span className="truncate">{entry.title}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-180')}
                      />
                    </button>
                    <ul
                      id={listId}
                      hidden={!open}
                      className="mt-0.5 ml-4 flex flex-col gap-0.5 border-l border-sidebar-border pl-2"
                    >
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <ItemLink item={child} collapsed={false} onNavigate={onNavigate} />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
