import 'server-only'
import type { Payload } from 'payload'
import type { OrderAddress } from '@/contracts/order'
import type { Jeweler } from '@/payload-types'
import { translatorFor } from '@/server/i18n/translator'

/** What the billing store brings to its orders: its address, market (VAT) and payment terms. */
export type StoreParty = { address: OrderAddress; country: string; paymentTerms: { de: string; en: string } }

/** A store an order may be delivered to (issue 33): its name and city for the choice, its address and country (shipping methods). */
export type DeliveryStore = { id: string; name: string; city: string; address: OrderAddress; country: string }

type AddressFields = Pick<Jeweler, 'name' | 'address' | 'address2' | 'zip' | 'city' | 'country'>
const addressSelect = { name: true, address: true, address2: true, zip: true, city: true, country: true } as const

const countryOf = (store: AddressFields) => (store.country ?? '').trim().toUpperCase()

function addressOf(store: AddressFields): OrderAddress {
  return {
    full_name: store.name,
    line_1: store.address ?? '',
    line_2: store.address2 ?? '',
    zip_code: store.zip ?? '',
    city: store.city ?? '',
    country_code: countryOf(store),
  }
}

/**
 * The ordering (billing) store's address and payment terms. A store without terms of its own gets
 * the house's standard terms from the message catalogue, in German and English like the store's own would be.
 */
export async function storeParty(payload: Payload, storeId: number | string): Promise<StoreParty> {
  const store = await payload.findByID({
    collection: 'jewelers',
    id: storeId,
    depth: 0,
    overrideAccess: true,
    select: { ...addressSelect, paymentTermsDe: true, paymentTermsEn: true },
  })
  const [de, en] = await Promise.all([translatorFor('de'), translatorFor('en')])
  return {
    address: addressOf(store),
    country: countryOf(store),
    paymentTerms: {
      de: store.paymentTermsDe?.trim() || de('cart.payment-terms-standard'),
      en: store.paymentTermsEn?.trim() || en('cart.payment-terms-standard'),
    },
  }
}

/** Stores as delivery addresses, in the order asked (one query; an id that names no store is left out). */
export async function deliveryStores(payload: Payload, ids: readonly string[]): Promise<DeliveryStore[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'jewelers',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: addressSelect,
  })
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  return ids.flatMap((id) => {
    const store = byId.get(id)
    return store ? [{ id, name: store.name, city: store.city ?? '', address: addressOf(store), country: countryOf(store) }] : []
  })
}
