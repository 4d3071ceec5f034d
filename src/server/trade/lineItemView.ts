import 'server-only'
import type { OrderLine } from '@/payload-types'
import type { Currency } from '@/domain/trade/currencies'
import { formatPrice } from '@/domain/trade/formatPrice'

/**
 * A cart line as the commerce API answers it: amounts in minor units with the currency, and the
 * same amounts formatted as the shop shows prices (de-DE, no decimals, spec 2 §9).
 */
export function lineItemView(line: OrderLine) {
  const currency = line.currency as Currency
  return {
    id: line.id,
    sku_code: line.skuCode,
    full_code: line.fullCode,
    quantity: line.quantity,
    metadata: line.metadata,
    engraving: line.engraving ?? null,
    amounts: { unit: line.unitAmount, total: line.totalAmount, currency },
    formatted: { unit: formatPrice(line.unitAmount, currency), total: formatPrice(line.totalAmount, currency) },
    added_at: line.createdAt,
  }
}
