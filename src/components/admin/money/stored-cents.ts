import { formatCents } from '@/lib/shop/orders/money'

/**
 * An amount the shop stores in cents, as staff read it: `$275.00`. Empty when the document has none (an order
 * no gift card paid for).
 */
export function storedCentsText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatCents(value) : ''
}
