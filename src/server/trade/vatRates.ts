import 'server-only'
import type { Payload } from 'payload'
import { readVatRates, vatRateFor, type VatRate } from '@/domain/trade/vat'

/** The VAT rate of a billing country as the admin keeps it (the `vat-rates` global), or null when the market has none. */
export async function marketVatRate(payload: Payload, country: string): Promise<VatRate | null> {
  const settings = await payload.findGlobal({ slug: 'vat-rates', depth: 0, overrideAccess: true })
  return vatRateFor(readVatRates(settings.markets), country)
}
