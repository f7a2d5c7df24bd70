/**
 * What other features may use of the address book: the picker the checkout shows and the query
 * keys it invalidates. Everything else of this feature is its own.
 */
export { addressKeys } from './api/get-addresses';
export { AddressPicker } from './components/address-picker';
