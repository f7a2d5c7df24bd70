/** Sign-in and sign-out drop every cached query, so the keys need no member id. */
export const financialReportKeys = {
  all: ['financial-reports'] as const,
  report: (from: string, to: string) => ['financial-reports', 'months', from, to] as const,
  directSales: (year: number) => ['financial-reports', 'direct-sales', year] as const,
};
