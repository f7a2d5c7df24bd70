import type { DashboardRoute } from '@portal/shared/route-access';

/** What a route tells the layouts: the document title of public pages. */
export type RouteHandle = {
  title?: string;
  dashboardRoute?: DashboardRoute;
  /**
   * This public page never toasts while nobody is signed in, so the toaster is not loaded for it
   * (app/toaster-host.tsx, docs/decisions/006-sign-in-page-bundle.md). Only /login sets it.
   */
  withoutToaster?: boolean;
};
