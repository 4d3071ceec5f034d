import 'server-only'
import type { Payload } from 'payload'
import { publicStores } from '@/access/publicStores'
import type { LocatorStore } from '@/domain/locator/store'
import { isStoreType } from '@/domain/locator/storeTypes'
import type { Jeweler, Media } from '@/payload-types'
import { logger } from '@/server/log/logger'
import { placeIndex } from './placeService'
import { StoreIndex } from './storeIndex'
import { storeIndexGeneration } from './storeIndexHooks'

/** Other processes' saves reach this process's index within this time. */
const MAX_AGE_MS = 60_000

let current: { index: StoreIndex<LocatorStore>; builtAt: number; generation: number } | null = null
let building: Promise<StoreIndex<LocatorStore>> | null = null

function toStore(doc: Jeweler): LocatorStore | null {
  if (!isStoreType(doc.type) || typeof doc.latitude !== 'number' || typeof doc.longitude !== 'number') return null
  return {
    id: doc.id,
    uuid: doc.uuid ?? null,
    slug: doc.slug,
    name: doc.name,
    type: doc.type,
    address: doc.address ?? '',
    zip: doc.zip ?? '',
    city: doc.city ?? '',
    country: (doc.country ?? '').toUpperCase(),
    phone: doc.phone ?? '',
    fax: doc.fax ?? '',
    whatsapp: doc.whatsapp ?? '',
    email: doc.email ?? '',
    websites: (doc.websites ?? []).filter(Boolean),
    latitude: doc.latitude,
    longitude: doc.longitude,
    logos: (doc.logos ?? [])
      .filter((l): l is Media => typeof l === 'object' && l !== null && typeof l.url === 'string')
      .map((l) => ({ url: l.url as string, alt: l.alt ?? doc.name })),
    openingTimes: (doc.openingTimes ?? []).map((t) => ({ weekday: t.weekday, open: t.open, close: t.close })),
    openingExceptions: (doc.openingExceptions ?? []).map((e) => ({ date: e.date, closed: Boolean(e.closed), open: e.open, close: e.close })),
    timeZone: placeIndex().timeZoneAt(doc.latitude, doc.longitude),
  }
}

async function build(payload: Payload): Promise<StoreIndex<LocatorStore>> {
  const { docs } = await payload.find({
    collection: 'jewelers',
    where: publicStores,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: {
      uuid: true,
      slug: true,
      name: true,
      type: true,
      address: true,
      zip: true,
      city: true,
      country: true,
      phone: true,
      fax: true,
      whatsapp: true,
      email: true,
      websites: true,
      latitude: true,
      longitude: true,
      logos: true,
      openingTimes: true,
      openingExceptions: true,
    },
  })
  return new StoreIndex(docs.map((d) => toStore(d as Jeweler)).filter((s): s is LocatorStore => s !== null))
}

/** The published stores' nearest-neighbour index, rebuilt after a store changes (jewelers hooks) or a minute passes. */
export async function storeIndex(payload: Payload): Promise<StoreIndex<LocatorStore>> {
  const generation = storeIndexGeneration()
  if (current && current.generation === generation && Date.now() - current.builtAt < MAX_AGE_MS) return current.index
  if (!building) {
    building = build(payload)
      .then((index) => {
        // A save during the build leaves the generation behind: the next search builds again.
        current = { index, builtAt: Date.now(), generation }
        return index
      })
      .catch((err) => {
        logger.error({ err }, 'store index build failed')
        throw err
      })
      .finally(() => {
        building = null
      })
  }
  return building
}
