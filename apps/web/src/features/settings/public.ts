/**
 * What other features may use of the settings: the member's settings query (the notification
 * arrival reads the sound and desktop notification preferences from it).
 */
export { settingsQueryOptions } from './api/get-settings';
