import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { seedAccounts } from './accounts'
import { seedCareers } from './careers'
import { context, ensureMedia, findId, firstLocale, localize, newIds, otherLocales, updateIfChanged, type Ids } from './assets'
import { blockData, linkData } from './blocks'
import { seedFormSettings } from './formSettings'
import { seedHouseDetails } from './houseDetails'
import { productLayout } from './productLayout'
import { seedPortal } from './portal'
import { seedSearchSynonyms } from './searchSynonyms'
import { seedPaymentTerms, seedTrade } from './trade'
import { seedVatRates } from './vatRates'
import type { SeedBlock, SeedPage, SeedProduct, SeedSite, SeedStore } from './types'
import { seedWizards } from './wizards'
import micrositesData from './data/microsites.json'
import pagesData from './data/pages.json'
import productsData from './data/products.json'
import siteData from './data/site.json'
import storesData from './data/stores.json'

const products = productsData as SeedProduct[]
const stores = storesData as SeedStore[]
const pages = pagesData as SeedPage[]
const site = siteData as SeedSite
const microsites = micrositesData as Record<string, SeedBlock[]>

/** Seeds only into an empty database, so an editor's changes are never overwritten on restart. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return false
  await seedHouse(payload)
  return true
}

/** The whole demo house. Idempotent: every record is found by its natural key and updated. */
export async function seedHouse(payload: Payload): Promise<void> {
  const started = Date.now()
  const phases: string[] = []
  let mark = started
  const phase = (name: string) => {
    phases.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`)
    mark = Date.now()
  }
  // A re-run updates products whose bodies already link to each other: one at a time, or two updates
  // rewriting each other's links deadlock on PostgreSQL. A fresh database has no bodies yet. It also
  // leaves documents that already hold the seed's data alone (updateIfChanged).
  const { totalDocs: existingProducts } = await payload.count({ collection: 'products', overrideAccess: true })
  const ids = newIds(existingProducts > 0)
  const limit = existingProducts ? 1 : SEED_CONCURRENCY
  await inParallel(products, async (product) => ids.products.set(product.mpn, await upsertProduct(payload, product, ids)), limit)
  phase('products')
  const storeIds = new Map<string, number | string>()
  await inParallel(stores, async (store) => storeIds.set(store.slug, await upsertStore(payload, store, ids.rerun)), limit)
  phase('stores')
  // Shells first and in order: pages link to each other, and the home page is found by its flag.
  for (const page of pages) ids.pages.set(page.key, await upsertPageShell(payload, page))
  // Product finders link to the privacy page and are placed on pages: between shells and bodies.
  await seedWizards(payload, ids)
  // Bodies one at a time: pages and products link to each other, and two writes that each lock
  // their own row while referencing the other's deadlock on PostgreSQL.
  for (const page of pages) await fillPage(payload, page, ids)
  phase('pages')
  // Product pages link to content pages (the store search), so their bodies come last.
  for (const product of products) await fillLayout(payload, 'products', ids.products.get(product.mpn) as number | string, productLayout(product, products), ids)
  phase('product pages')
  await inParallel(Object.entries(microsites), ([slug, layout]) => fillLayout(payload, 'jewelers', storeIds.get(slug) as number | string, layout, ids), limit)
  phase('microsites')
  await seedLayout(payload, ids)
  await seedFormSettings(payload)
  await seedSearchSynonyms(payload)
  await seedCareers(payload)
  const trade = await seedAccounts(payload, stores, storeIds)
  await seedTrade(payload, ids.products)
  await seedVatRates(payload)
  await seedHouseDetails(payload)
  phase('settings and accounts')
  await seedPortal(payload, trade)
  phase('portal')
  payload.logger.info(`demo house seeded in ${Math.round((Date.now() - started) / 1000)} s (${phases.join(', ')})`)
}

/**
 * Runs `work` over `items`, a few at a time, for documents that do not reference each other (products
 * with their images, stores, microsites): each write waits mostly on the database (PostgreSQL round
 * trips) or on sharp's image sizes, so a few at once fill the time one at a time would leave idle.
 */
async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>, limit = SEED_CONCURRENCY): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const SEED_CONCURRENCY = 4

async function upsertProduct(payload: Payload, p: SeedProduct, ids: Ids) {
  const [imageMain, imageLandscape, ...imageSet] = await Promise.all(
    [p.images.main, p.images.landscape, ...p.images.set].map((f) => ensureMedia(payload, ids, f, p.alt)),
  )
  const localized = (l: UrlLocale) => ({ name: p.name[l], name2: p.name2[l], slug: p.slug[l], pageSummary: p.pageSummary[l] })
  const data = {
    ...localized(firstLocale),
    mpn: p.mpn,
    type: p.type,
    isLimited: p.isLimited,
    imageMain,
    imageLandscape,
    imageSet,
    wizardTags: p.wizardTags,
    filterAlloy: p.filterAlloy,
    filterRingWidth: p.filterRingWidth,
    filterRingDiamonds: p.filterRingDiamonds,
    filterRingDesign: p.filterRingDesign,
    filterRingEnamelColor: p.filterRingEnamelColor,
    filterBraceletClasp: p.filterBraceletClasp,
    filterEarringsType: p.filterEarringsType,
    filterNecklaceGeneration: p.filterNecklaceGeneration,
    hasEnamel: p.hasEnamel,
    hasHeartSymbol: p.hasHeartSymbol,
    hasMultipleDiamonds: p.hasMultipleDiamonds,
    _status: 'published' as const,
  }
  const existing = await findId(payload, 'products', { mpn: { equals: p.mpn } })
  const doc = existing
    ? await updateIfChanged(payload, ids.rerun, { collection: 'products', id: existing, locale: firstLocale, data })
    : await payload.create({ collection: 'products', locale: firstLocale, data: data as never, overrideAccess: true, context, depth: 0 })
  await localize(payload, 'products', doc.id, (l) => ({ ...localized(l), _status: 'published' }), ids.rerun)
  return doc.id
}

async function upsertStore(payload: Payload, s: SeedStore, rerun: boolean) {
  const data = {
    name: s.name,
    slug: s.slug,
    type: s.type,
    address: s.street,
    zip: s.zip,
    city: s.city,
    country: s.country,
    phone: s.phone,
    fax: s.fax,
    whatsapp: s.whatsapp,
    email: s.email || undefined,
    websites: s.websites,
    latitude: s.latitude,
    longitude: s.longitude,
    currency: s.currency,
    ...seedPaymentTerms(s.country),
    openingTimes: s.openingTimes,
    _status: 'published' as const,
  }
  const existing = await findId(payload, 'jewelers', { slug: { equals: s.slug } })
  const doc = existing
    ? await updateIfChanged(payload, rerun, { collection: 'jewelers', id: existing, data })
    : await payload.create({ collection: 'jewelers', data: data as never, overrideAccess: true, context, depth: 0 })
  return doc.id
}

async function upsertPageShell(payload: Payload, page: SeedPage) {
  const existing = page.home
    ? await findId(payload, 'pages', { isHome: { equals: true } })
    : await findId(payload, 'pages', { slug: { equals: page.slug[firstLocale] } })
  if (existing) return existing
  const doc = await payload.create({
    collection: 'pages',
    locale: firstLocale,
    data: { title: page.title[firstLocale], slug: page.slug[firstLocale], isHome: page.home, _status: 'published' },
    overrideAccess: true,
    context,
    depth: 0,
  })
  return doc.id
}

async function fillPage(payload: Payload, page: SeedPage, ids: Ids) {
  const id = ids.pages.get(page.key) as number | string
  await fillLayout(payload, 'pages', id, page.layout, ids, (l) => ({
    title: page.title[l],
    slug: page.slug[l],
    isHome: page.home,
    meta: { description: page.summary[l] },
  }))
}

/** Writes a document's blocks in every locale; later locales reuse the block and row ids of the first. */
async function fillLayout(
  payload: Payload,
  collection: 'pages' | 'products' | 'jewelers',
  id: number | string,
  layout: SeedBlock[],
  ids: Ids,
  fields: (l: UrlLocale) => Record<string, unknown> = () => ({}),
) {
  const data = async (l: UrlLocale, prior: Record<string, unknown>[] = []) => ({
    ...fields(l),
    layout: await Promise.all(layout.map((b, i) => blockData(payload, ids, b, l, prior[i]))),
    _status: 'published',
  })
  const first = await updateIfChanged(payload, ids.rerun, { collection, id, locale: firstLocale, data: await data(firstLocale) })
  const prior = (first.layout ?? []) as unknown as Record<string, unknown>[]
  for (const l of otherLocales) {
    await updateIfChanged(payload, ids.rerun, { collection, id, locale: l, data: await data(l, prior) })
  }
}

async function seedLayout(payload: Payload, ids: Ids) {
  type Row = { id?: string; links?: Row[] }
  const nav = (l: UrlLocale, items: SeedSite['nav'], prior: Row[] = []) =>
    items.map((i, n) => ({ id: prior[n]?.id, label: i.label[l], link: linkData(i.link, ids) }))
  const write = async (l: UrlLocale, header: { nav?: Row[] } = {}, footer: { columns?: Row[] } = {}) => {
    const h = await payload.updateGlobal({
      slug: 'header',
      locale: l,
      data: { brand: site.brand, nav: nav(l, site.nav, header.nav) } as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    const f = await payload.updateGlobal({
      slug: 'footer',
      locale: l,
      data: {
        columns: site.footer.columns.map((c, n) => ({
          id: footer.columns?.[n]?.id,
          heading: c.heading[l],
          links: nav(l, c.links, footer.columns?.[n]?.links),
        })),
        address: site.footer.address[l].join('\n'),
        legal: site.footer.legal[l],
      } as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    return { header: h as { nav?: Row[] }, footer: f as { columns?: Row[] } }
  }
  // Arrays are shared by all locales: later locales reuse the row ids of the first.
  const first = await write(firstLocale)
  for (const l of otherLocales) await write(l, first.header, first.footer)
}
