import type { OpeningException, OpeningTime } from './openingHours'
import type { StoreType } from './storeTypes'

/** A store as /api/v1/stores/search/ answers it and the locator shows it (spec 3 §3, jeweller store). */
export type LocatorStore = {
  id: number | string
  uuid: string | null
  slug: string
  name: string
  type: StoreType
  address: string
  zip: string
  city: string
  country: string
  phone: string
  fax: string
  whatsapp: string
  email: string
  websites: string[]
  latitude: number
  longitude: number
  logos: { url: string; alt: string }[]
  openingTimes: OpeningTime[]
  openingExceptions: OpeningException[]
  /** IANA zone of the store's place, for "open now" in the store's own time. */
  timeZone: string
}

/** A search result: the store and its distance from the searched point in km (one decimal). */
export type StoreResult = LocatorStore & { distanceToUser: number }

/** The place a search is around: a suggestion picked, a postcode, or the visitor's position. */
export type SearchPoint = { label: string; lat: number; lng: number }

/** A plain directions link (no embedded service): OpenStreetMap's route planner to the store. */
export function directionsHref(store: Pick<LocatorStore, 'latitude' | 'longitude'>): string {
  return `https://www.openstreetmap.org/directions?to=${store.latitude}%2C${store.longitude}`
}

/** The telephone link of a number as people write it ("+49 89 555 0101" → tel:+49895550101). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** WhatsApp's click-to-chat link: the number in international form without "+" or spaces. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}
