import type {
  AuditFacets,
  AuditFilters,
  AuditLogPage,
  SecuritySessionPage,
  SignInReport,
  TwoFactorAdoption,
} from '@portal/shared/contracts/security';
import type { SignInWindowDays } from '@portal/shared/security';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Query keys of the security pages. */
export const securityKeys = {
  all: ['security'] as const,
  signIns: (days: number) => ['security', 'sign-ins', days] as const,
  sessions: (q: string) => ['security', 'sessions', q] as const,
  twoFactor: () => ['security', 'two-factor'] as const,
  audit: (f: AuditFilters) => ['security', 'audit', f] as const,
  facets: () => ['security', 'audit-facets'] as const,
};

/** `GET /api/security/sign-ins?days=`: attempts by account and by address. */
export function useSignInReport(days: SignInWindowDays) {
  return useQuery({
    queryKey: securityKeys.signIns(days),
    queryFn: ({ signal }) => api.get<SignInReport>('/api/security/sign-ins', { signal, query: { days: String(days) } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/security/sessions`: live sessions, keyset pages with "Daha fazla yükle". */
export function useSecuritySessions(q: string) {
  return useInfiniteQuery({
    queryKey: securityKeys.sessions(q),
    queryFn: ({ pageParam, signal }) =>
      api.get<SecuritySessionPage>('/api/security/sessions', {
        signal,
        query: { q: q || undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `DELETE /api/security/sessions/:id`: the admin ends a member's session. */
export function useEndMemberSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/security/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['security', 'sessions'] }),
  });
}

/** `GET /api/security/two-factor`: adoption by role. */
export function useTwoFactorAdoption() {
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: ({ signal }) => api.get<TwoFactorAdoption>('/api/security/two-factor', { signal }),
  });
}

/** The query string of the audit filters, leaving out what is not set. */
export function auditFilterParams(f: AuditFilters): Record<string, string | undefined> {
  return {
    actorId: f.actorId || undefined,
    action: f.action || undefined,
    entityType: f.entityType || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

/** `GET /api/security/audit-log`: keyset pages, newest first. */
export function useAuditLog(f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: securityKeys.audit(f),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditLogPage>('/api/security/audit-log', {
        signal,
        query: { ...auditFilterParams(f), cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/security/audit-log/facets`: who, which actions, which kinds of record. */
export function useAuditFacets() {
  return useQuery({
    queryKey: securityKeys.facets(),
    queryFn: ({ signal }) => api.get<AuditFacets>('/api/security/audit-log/facets', { signal }),
  });
}

/** The address of the filtered log as CSV (the browser downloads it; the server streams it). */
export function auditExportUrl(f: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(auditFilterParams(f))) if (value) params.set(key, value);
  const query = params.toString();
  return `/api/security/audit-log/export${query ? `?${query}` : ''}`;
}
