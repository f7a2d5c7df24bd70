import type {
  ActiveDealersQuery,
  CustomersQuery,
  NetworkGrowthQuery,
  NewMembersQuery,
} from '@portal/shared/contracts/network-reports';

/** Sign-in and sign-out drop every cached query, so the keys need no member id. */
export const reportKeys = {
  all: ['network-reports'] as const,
  activeDealers: (query: ActiveDealersQuery) => ['network-reports', 'active-dealers', query] as const,
  newMembers: (query: NewMembersQuery) => ['network-reports', 'new-members', query] as const,
  growth: (query: NetworkGrowthQuery) => ['network-reports', 'growth', query] as const,
  customers: (query: CustomersQuery) => ['network-reports', 'customers', query] as const,
  turkeyPanel: () => ['network-reports', 'turkey-panel'] as const,
};
