/**
 * What other features may use of the settings: the member's settings query (the notification
 * arrival reads the sound and desktop notification preferences from it; the client's security
 * page its two-factor state) and the card of the member's sessions (the client's security page).
 */
export { settingsQueryOptions, useSettings } from './api/get-settings';
export { SessionsCard } from './components/sessions-card';
