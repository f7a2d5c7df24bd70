import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Sidebar open/collapsed, remembered for 7 days in the 'sidebar_state' cookie (spec §2). */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readCookie(): boolean | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return null;
  return match.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

function writeCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec asks for; no async Cookie Store needed.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

type SidebarState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState<boolean>(() => readCookie() ?? true);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(next);
  }, []);

  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeCookie(!current);
      return !current;
    });
  }, []);

  // Ctrl+B (Cmd+B on Mac) toggles, as in most editors and dashboards.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, setOpen, toggle }), [open, setOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebarState(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebarState must be used inside <SidebarStateProvider>');
  return context;
}
