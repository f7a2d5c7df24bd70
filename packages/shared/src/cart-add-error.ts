import { ERROR_CODES } from './errors';
import { MESSAGES } from './messages';

// Apart from error-classifier.ts, which the entry every visitor downloads imports (the error
// boundary): this one needs the whole catalogue, and only the shop's add-to-cart reads it.
/** Add-to-cart failure toast, chosen by keywords of the underlying message (spec §8). */
const CART_ADD_RULES: { keywords: string[]; message: string }[] = [
  { keywords: ['duplicate'], message: ERROR_CODES.DUPLICATE_CART_ITEM.message },
  { keywords: ['stock'], message: ERROR_CODES.INSUFFICIENT_STOCK.message },
  { keywords: ['permission'], message: ERROR_CODES.PRODUCT_NOT_ALLOWED.message },
  { keywords: ['network'], message: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.' },
];

export function cartAddErrorMessage(message: string): string {
  const text = message.toLowerCase();
  return CART_ADD_RULES.find((r) => r.keywords.some((k) => text.includes(k)))?.message ?? MESSAGES.cart.addFailed;
}
