/**
 * Sign-in and sign-out drop every cached query, so the keys need no member id. Everything the
 * tree reads starts with 'network', so one invalidation refreshes it all.
 */
export const networkKeys = {
  all: ['network'] as const,
  tree: () => ['network', 'tree'] as const,
  node: (id: string) => ['network', 'node', id] as const,
  children: (id: string) => ['network', 'children', id] as const,
  childrenPage: (id: string, start: { cursor?: string; from?: string }, limit: number) =>
    ['network', 'children', id, start, limit] as const,
  search: (q: string) => ['network', 'search', q] as const,
};
