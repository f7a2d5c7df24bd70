/**
 * What other features may use of the points: the "Puanla Al" button of the product page.
 * Everything else of this feature is its own.
 */
export { PointsBuyButton } from './components/points-buy-button';
