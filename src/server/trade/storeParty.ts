import 'server-only'
import type { Payload } from 'payload'
import type { OrderAddress } from '@/contracts/order'
import { translatorFor } from '@/server/i18n/translator'

/** What a store brings to its orders: its address (billing and shipping alike), market and payment terms. */
export type StoreParty = { address: OrderAddress; country: string; paymentTerms: { de: string; en: string } }

/**
 * The ordering store's address and payment terms. A store without terms of its own gets the house's
 * standard terms from the message catalogue, in German and English like the store's own would be.
 */
export async function storeParty(payload: Payload, storeId: number | string): Promise<StoreParty> {
  const store = await payload.findByID({
    collection: 'jewelers',
    id: storeId,
    depth: 0,
    overrideAccess: true,
    select: { name: true, address: true, address2: true, zip: true, city: true, country: true, paymentTermsDe: true, paymentTermsEn: true },
  })
  const country = (store.country ?? '').trim().toUpperCase()
  const [de, en] = await Promise.all([translatorFor('de'), translatorFor('en')])
  return {
    address: {
      full_name: store.name,
      line_1: store.address ?? '',
      line_2: store.address2 ?? '',
      zip_code: store.zip ?? '',
      city: store.city ?? '',
      country_code: country,
    },
    country,
    paymentTerms: {
      de: store.paymentTermsDe?.trim() || de('cart.payment-terms-standard'),
      en: store.paymentTermsEn?.trim() || en('cart.payment-terms-standard'),
    },
  }
}
