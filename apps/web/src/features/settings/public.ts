import { lazy } from 'react';

/**
 * What other features may use of the settings: the member's settings query (the notification
 * arrival reads the sound and desktop notification preferences from it; the client's security
 * page its two-factor state) and the card of the member's sessions (the client's security page).
 */
export { settingsQueryOptions, useSettings } from './api/get-settings';

/**
 * The sessions card, loaded when it is shown (render it inside a Suspense boundary). The dashboard
 * layout reaches this file for the settings query on every signed-in page; a static export would
 * put the card, its confirmation dialog and the dialog library on every page's first screen.
 */
export const SessionsCard = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./components/sessions-card')).SessionsCard,
}));
