import 'server-only'
import type { OrderLine } from '@/payload-types'
import type { LineItemView } from '@/contracts/order'
import type { Currency } from '@/domain/trade/currencies'
import { formatPrice } from '@/domain/trade/formatPrice'

/**
 * A cart line as the commerce API answers it: amounts in minor units with the currency, and the
 * same amounts formatted, by default as the shop shows prices (de-DE, no decimals, spec 2 §9); the
 * cart passes formatAmount, since "cart amounts are in cents".
 */
export function lineItemView(line: OrderLine, format: (amount: number, currency: Currency) => string = formatPrice): LineItemView {
  const currency = line.currency as Currency
  return {
    id: line.id,
    sku_code: line.skuCode,
    full_code: line.fullCode,
    quantity: line.quantity,
    // The JSON fields hold what the server wrote from the domain's checked shapes.
    metadata: line.metadata as LineItemView['metadata'],
    engraving: (line.engraving ?? null) as LineItemView['engraving'],
    amounts: { unit: line.unitAmount, total: line.totalAmount, currency },
    formatted: { unit: format(line.unitAmount, currency), total: format(line.totalAmount, currency) },
    added_at: line.createdAt,
  }
}
