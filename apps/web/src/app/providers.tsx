import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

/**
 * What every page needs. Providers only the signed-in pages use (tooltips, the realtime socket)
 * live in the dashboard layout, which is loaded lazily, so that public pages stay small; the
 * toaster is mounted next to the router by App (app/toaster-host.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
