import 'server-only'
import type { PriceListAmounts } from '@/payload-types'
import { isAmountMinor } from '@/domain/trade/currencies'
import { sameId } from '@/server/payload/relationId'

type Rows = PriceListAmounts | null | undefined

/** The amount a price list gives, or null when it has none (a SKU without a price there is not sold there). */
export function listAmount(rows: Rows, priceListId: number | string): number | null {
  const row = (rows ?? []).find((r) => sameId(r.priceList, priceListId))
  return row && isAmountMinor(row.amount) && row.amount >= 0 ? row.amount : null
}

/**
 * A surcharge in one price list: no rows at all means it costs nothing anywhere (a stock length),
 * rows without this price list mean the option is not offered in its currency.
 */
export function surchargeAmount(rows: Rows, priceListId: number | string): number | null {
  return rows?.length ? listAmount(rows, priceListId) : 0
}
