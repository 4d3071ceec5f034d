import type { Payload } from 'payload'
import { context } from './assets'

/**
 * The demo house's VAT rate per market (issue 33), for every country a demo store is in. The EU
 * markets and Switzerland (delivered duty paid, see seedPaymentTerms) are charged their standard
 * rate; exports beyond them (Japan, Korea, China, the United States, the United Kingdom) are zero
 * rated. Written only while the global has no rows, so a rate the house changed is kept on a re-run.
 */
export const SEED_VAT_RATES = [
  { country: 'DE', percent: 19 },
  { country: 'AT', percent: 20 },
  { country: 'CH', percent: 8.1 },
  { country: 'FR', percent: 20 },
  { country: 'IT', percent: 22 },
  { country: 'NL', percent: 21 },
  { country: 'GB', percent: 0 },
  { country: 'US', percent: 0 },
  { country: 'JP', percent: 0 },
  { country: 'KR', percent: 0 },
  { country: 'CN', percent: 0 },
] as const

export async function seedVatRates(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'vat-rates', depth: 0, overrideAccess: true })
  if (current.markets?.length) return
  await payload.updateGlobal({
    slug: 'vat-rates',
    data: { markets: SEED_VAT_RATES.map((r) => ({ ...r })) },
    overrideAccess: true,
    context,
    depth: 0,
  })
}
