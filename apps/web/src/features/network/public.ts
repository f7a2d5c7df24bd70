/**
 * What other features may use of the network tree: its query keys (a change of a member elsewhere
 * refreshes the tree). Everything else of this feature is its own.
 */
export { networkKeys } from './api/network-keys';
