import type { DashboardRoute } from '@portal/shared/route-access';
import type { ComponentType } from 'react';

/** Pages built so far; every other dashboard route shows the not-built-yet placeholder. */
const BUILT_DASHBOARD_PAGES: Record<string, () => Promise<{ Component: ComponentType }>> = {
  '': async () => ({ Component: (await import('@/features/dashboard/pages/dashboard-home-page')).DashboardHomePage }),
  shop: async () => ({ Component: (await import('@/features/shop/pages/shop-page')).ShopPage }),
  'shop/wishlist': async () => ({ Component: (await import('@/features/shop/pages/wishlist-page')).WishlistPage }),
  'shop/compare': async () => ({ Component: (await import('@/features/shop/pages/compare-page')).ComparePage }),
  products: async () => ({ Component: (await import('@/features/shop/pages/products-page')).ProductsPage }),
  'products/:id': async () => ({
    Component: (await import('@/features/shop/pages/product-detail-page')).ProductDetailPage,
  }),
  profile: async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }),
  notifications: async () => ({
    Component: (await import('@/features/notifications/pages/notifications-page')).NotificationsPage,
  }),
  settings: async () => ({ Component: (await import('@/features/settings/pages/settings-page')).SettingsPage }),
  'system-settings': async () => ({
    Component: (await import('@/features/permissions/pages/system-settings-page')).SystemSettingsPage,
  }),
  'admin/integrations': async () => ({
    Component: (await import('@/features/integrations/pages/integrations-page')).IntegrationsPage,
  }),
  'integration-settings': async () => ({
    Component: (await import('@/features/integrations/pages/integrations-page')).IntegrationsPage,
  }),
  cart: async () => ({ Component: (await import('@/features/cart/pages/cart-page')).CartPage }),
  checkout: async () => ({ Component: (await import('@/features/checkout/pages/checkout-page')).CheckoutPage }),
  addresses: async () => ({ Component: (await import('@/features/addresses/pages/addresses-page')).AddressesPage }),
  'products/stock': async () => ({
    Component: (await import('@/features/admin-products/pages/product-stock-page')).ProductStockPage,
  }),
  // Network: the admin's pages (members, maintenance, inconsistent profiles)
  'network/members': async () => ({
    Component: (await import('@/features/network-admin/pages/network-members-page')).NetworkMembersPage,
  }),
  'network/maintenance': async () => ({
    Component: (await import('@/features/network-admin/pages/network-maintenance-page')).NetworkMaintenancePage,
  }),
  'network/inconsistent-profiles': async () => ({
    Component: (await import('@/features/network-admin/pages/inconsistent-profiles-page')).InconsistentProfilesPage,
  }),
  'stock-management': async () => ({
    Component: (await import('@/features/stock/pages/stock-management-page')).StockManagementPage,
  }),
  'my-orders': async () => ({ Component: (await import('@/features/orders/pages/my-orders-page')).MyOrdersPage }),
  'client/orders': async () => ({ Component: (await import('@/features/orders/pages/my-orders-page')).MyOrdersPage }),
  // The client's own pages (issue 17, decision 055)
  'client/reports': async () => ({
    Component: (await import('@/features/client-account/pages/client-reports-page')).ClientReportsPage,
  }),
  'client/status': async () => ({
    Component: (await import('@/features/client-account/pages/client-status-page')).ClientStatusPage,
  }),
  'client/security': async () => ({
    Component: (await import('@/features/client-account/pages/client-security-page')).ClientSecurityPage,
  }),
  'order-management': async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  orders: async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  'admin/orders': async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  'orders/:id': async () => ({
    Component: (await import('@/features/orders/pages/order-detail-page')).OrderDetailPage,
  }),
  'order-tracking': async () => ({
    Component: (await import('@/features/orders/pages/order-tracking-page')).OrderTrackingPage,
  }),
  'orders/workflow': async () => ({
    Component: (await import('@/features/orders/pages/order-workflow-page')).OrderWorkflowPage,
  }),
  'orders/automation': async () => ({
    Component: (await import('@/features/orders/pages/order-automation-page')).OrderAutomationPage,
  }),
  // Analytics: performance rankings, the period comparison report and profit (issue 17, decision 053).
  'analytics/performance': async () => ({
    Component: (await import('@/features/performance/pages/performance-page')).PerformancePage,
  }),
  'performance-reports': async () => ({
    Component: (await import('@/features/performance/pages/performance-reports-page')).PerformanceReportsPage,
  }),
  'analytics/profit': async () => ({
    Component: (await import('@/features/profit/pages/profit-page')).ProfitPage,
  }),
  'orders/analytics': async () => ({
    Component: (await import('@/features/orders/pages/order-analytics-page')).OrderAnalyticsPage,
  }),
  'cargo-management': async () => ({
    Component: (await import('@/features/orders/pages/cargo-management-page')).CargoManagementPage,
  }),
  stock: async () => ({ Component: (await import('@/features/stock/pages/stock-overview-page')).StockOverviewPage }),
  // Users and role transfer
  users: async () => ({ Component: (await import('@/features/users/pages/users-page')).UsersPage }),
  'role-transfer': async () => ({
    Component: (await import('@/features/role-transfer/pages/role-transfer-page')).RoleTransferPage,
  }),
  'admin/role-transfer-management': async () => ({
    Component: (await import('@/features/role-transfer/pages/role-transfer-management-page'))
      .RoleTransferManagementPage,
  }),
  // Commission settings and the Direct Sales Regulation what-if (issue 12)
  'admin/commission-settings': async () => ({
    Component: (await import('@/features/commission-settings/pages/commission-settings-page')).CommissionSettingsPage,
  }),
  // Network reports, customers and the national distributor's panel.
  'network/active-dealers': async () => ({
    Component: (await import('@/features/network-reports/pages/active-dealers-page')).ActiveDealersPage,
  }),
  'network/new-members': async () => ({
    Component: (await import('@/features/network-reports/pages/new-members-page')).NewMembersPage,
  }),
  'network/growth': async () => ({
    Component: (await import('@/features/network-reports/pages/network-growth-page')).NetworkGrowthPage,
  }),
  customers: async () => ({
    Component: (await import('@/features/network-reports/pages/customers-page')).CustomersPage,
  }),
  'turkey-distributor': async () => ({
    Component: (await import('@/features/network-reports/pages/turkey-distributor-page')).TurkeyDistributorPage,
  }),
  // The network tree (issue 11).
  network: async () => ({ Component: (await import('@/features/network/pages/network-page')).NetworkPage }),
  // Money up the line: the member's commissions and earnings
  commissions: async () => ({
    Component: (await import('@/features/commissions/pages/commissions-page')).CommissionsPage,
  }),
  earnings: async () => ({
    Component: (await import('@/features/commissions/pages/earnings-page')).EarningsPage,
  }),
  // The network: invitations and doctor applications
  invitations: async () => ({
    Component: (await import('@/features/invitations/pages/invitations-page')).InvitationsPage,
  }),
  'admin/policy-pages': async () => ({
    Component: (await import('@/features/policies/pages/admin-policy-pages-page')).AdminPolicyPagesPage,
  }),
  'admin/invitations': async () => ({
    Component: (await import('@/features/invitations/pages/admin-invitations-page')).AdminInvitationsPage,
  }),
  'admin/doctor-applications': async () => ({
    Component: (await import('@/features/doctor-applications/pages/admin-doctor-applications-page'))
      .AdminDoctorApplicationsPage,
  }),
  // Points: the ledger, transfers and the admin's movements (issue 12, points)
  points: async () => ({ Component: (await import('@/features/points/pages/points-page')).PointsPage }),
  // Financial reports and the Direct Sales Regulation report (issue 12, decision 030).
  'admin/financial-reports': async () => ({
    Component: (await import('@/features/financial-reports/pages/financial-reports-page')).FinancialReportsPage,
  }),
  // Commission periods and payouts (issue 12)
  'commissions/payments': async () => ({
    Component: (await import('@/features/payouts/pages/my-payouts-page')).MyPayoutsPage,
  }),
  'payment-schedule': async () => ({
    Component: (await import('@/features/payouts/pages/payment-schedule-page')).PaymentSchedulePage,
  }),
  'payment-tracking': async () => ({
    Component: (await import('@/features/payouts/pages/payment-tracking-page')).PaymentTrackingPage,
  }),
  // Transactions, sales details and the payments page (money up the line)
  transactions: async () => ({
    Component: (await import('@/features/transactions/pages/transactions-page')).TransactionsPage,
  }),
  'transactions/:id': async () => ({
    Component: (await import('@/features/transactions/pages/transaction-detail-page')).TransactionDetailPage,
  }),
  // Sales analytics (issue 17): the overview, the sales analysis and the spec's 'Satışlar' (the same view)
  analytics: async () => ({
    Component: (await import('@/features/analytics/pages/analytics-page')).AnalyticsPage,
  }),
  'sales-analysis': async () => ({
    Component: (await import('@/features/analytics/pages/sales-analysis-page')).SalesAnalysisPage,
  }),
  sales: async () => ({
    Component: (await import('@/features/analytics/pages/sales-analysis-page')).SalesAnalysisPage,
  }),
  'sales/details': async () => ({
    Component: (await import('@/features/sales-details/pages/sales-details-page')).SalesDetailsPage,
  }),
  payments: async () => ({ Component: (await import('@/features/payments/pages/payments-page')).PaymentsPage }),
  // AI Öngörüleri (issue 17, decision 054)
  'ai-insights': async () => ({
    Component: (await import('@/features/insights/pages/ai-insights-page')).AiInsightsPage,
  }),
  // The admin's system pages (issue 18): health, monitoring, debug and the performance test.
  'admin/system-health': async () => ({
    Component: (await import('@/features/system/pages/system-health-page')).SystemHealthPage,
  }),
  'system/health': async () => ({
    Component: (await import('@/features/system/pages/system-health-page')).SystemHealthPage,
  }),
  'system/monitoring': async () => ({
    Component: (await import('@/features/system/pages/monitoring-page')).MonitoringPage,
  }),
  'admin/debug': async () => ({ Component: (await import('@/features/system/pages/debug-page')).DebugPage }),
  'admin/real-data-management': async () => ({
    Component: (await import('@/features/real-data/pages/real-data-management-page')).RealDataManagementPage,
  }),
  'performance-test': async () => ({
    Component: (await import('@/features/system/pages/performance-test-page')).PerformanceTestPage,
  }),
  // Security management and the security report (issue 18)
  'admin/security-management': async () => ({
    Component: (await import('@/features/security/pages/security-pages')).SecurityManagementPage,
  }),
  'security/report': async () => ({
    Component: (await import('@/features/security/pages/security-pages')).SecurityReportPage,
  }),
  // The public site and its content (issue 15)
  support: async () => ({ Component: (await import('@/features/support/pages/support-page')).SupportPage }),
  'admin/contact-messages': async () => ({
    Component: (await import('@/features/support/pages/contact-messages-page')).ContactMessagesPage,
  }),
  'admin/deleted-items': async () => ({
    Component: (await import('@/features/content/pages/deleted-items-page')).DeletedItemsPage,
  }),
  'admin/slider-management': async () => ({
    Component: (await import('@/features/content/pages/slider-management-page')).SliderManagementPage,
  }),
  'admin/about': async () => ({
    Component: (await import('@/features/content/pages/about-editor-page')).AboutEditorPage,
  }),
  'admin/blog': async () => ({ Component: (await import('@/features/content/pages/admin-blog-page')).AdminBlogPage }),
  'admin/faq': async () => ({ Component: (await import('@/features/content/pages/admin-faq-page')).AdminFaqPage }),
  // Notification campaigns (issue 16)
  'notification-send': async () => ({
    Component: (await import('@/features/notification-campaigns/pages/notification-send-page')).NotificationSendPage,
  }),
  'admin/notifications': async () => ({
    Component: (await import('@/features/notification-campaigns/pages/admin-notifications-page'))
      .AdminNotificationsPage,
  }),
  // Workflows and tasks (issue 16, decision 044)
  tasks: async () => ({ Component: (await import('@/features/work-flows/pages/tasks-page')).TasksPage }),
  workflows: async () => ({ Component: (await import('@/features/work-flows/pages/workflows-page')).WorkflowsPage }),
  'workflow-instance/:instanceId': async () => ({
    Component: (await import('@/features/work-flows/pages/workflow-instance-page')).WorkflowInstancePage,
  }),
  'workflow-templates': async () => ({
    Component: (await import('@/features/work-flows/pages/workflow-templates-page')).WorkflowTemplatesPage,
  }),
  'workflow-management': async () => ({
    Component: (await import('@/features/work-flows/pages/workflow-management-page')).WorkflowManagementPage,
  }),
};

/** The page of a dashboard route, or the shared placeholder that says it is not built yet. */
export async function loadDashboardPage(route: DashboardRoute) {
  const load = BUILT_DASHBOARD_PAGES[route.path];
  if (load) return load();
  const { NotBuiltYet } = await import('@/components/not-built-yet');
  return { element: <NotBuiltYet title={route.title} /> };
}
