import fs from 'node:fs'
import path from 'node:path'
import type { Payload, Where } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import { seedAccounts } from './accounts'
import { paragraphsToLexical } from './lexical'
import type { Localized, SeedBlock, SeedLink, SeedPage, SeedProduct, SeedSite, SeedStore } from './types'
import pagesData from './data/pages.json'
import productsData from './data/products.json'
import siteData from './data/site.json'
import storesData from './data/stores.json'

const products = productsData as SeedProduct[]
const stores = storesData as SeedStore[]
const pages = pagesData as SeedPage[]
const site = siteData as SeedSite

const imageDir = path.resolve(process.cwd(), 'seed/images')
const context = { [SKIP_REVALIDATE]: true }
const [firstLocale, ...otherLocales] = urlLocales

type Ids = { pages: Map<string, number | string>; products: Map<string, number | string>; media: Map<string, number | string> }

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
  const ids: Ids = { pages: new Map(), products: new Map(), media: new Map() }
  for (const product of products) ids.products.set(product.mpn, await upsertProduct(payload, product, ids))
  const storeIds = new Map<string, number | string>()
  for (const store of stores) storeIds.set(store.slug, await upsertStore(payload, store))
  for (const page of pages) ids.pages.set(page.key, await upsertPageShell(payload, page))
  for (const page of pages) await fillPage(payload, page, ids)
  await seedLayout(payload, ids)
  await seedAccounts(payload, stores, storeIds)
  payload.logger.info(`demo house seeded in ${Math.round((Date.now() - started) / 1000)} s`)
}

async function findId(payload: Payload, collection: 'pages' | 'products' | 'media' | 'jewelers', where: Where) {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true, locale: firstLocale })
  return docs[0]?.id
}

async function localize<T extends 'pages' | 'products' | 'media'>(
  payload: Payload,
  collection: T,
  id: number | string,
  data: (locale: UrlLocale) => Record<string, unknown>,
) {
  for (const locale of otherLocales) {
    await payload.update({ collection, id, locale, data: data(locale) as never, overrideAccess: true, context, depth: 0 })
  }
}

async function ensureMedia(payload: Payload, ids: Ids, filename: string, alt: Localized) {
  const known = ids.media.get(filename)
  if (known) return known
  const existing = await findId(payload, 'media', { filename: { equals: filename } })
  let id = existing
  if (!id) {
    const doc = await payload.create({
      collection: 'media',
      locale: firstLocale,
      data: { alt: alt[firstLocale] },
      filePath: path.join(imageDir, filename),
      overrideAccess: true,
      context,
      depth: 0,
    })
    id = doc.id
    await localize(payload, 'media', id, (l) => ({ alt: alt[l] }))
  }
  ids.media.set(filename, id)
  return id
}

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
    ? await payload.update({ collection: 'products', id: existing, locale: firstLocale, data: data as never, overrideAccess: true, context, depth: 0 })
    : await payload.create({ collection: 'products', locale: firstLocale, data: data as never, overrideAccess: true, context, depth: 0 })
  await localize(payload, 'products', doc.id, (l) => ({ ...localized(l), _status: 'published' }))
  return doc.id
}

async function upsertStore(payload: Payload, s: SeedStore) {
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
    openingTimes: s.openingTimes,
  }
  const existing = await findId(payload, 'jewelers', { slug: { equals: s.slug } })
  const doc = existing
    ? await payload.update({ collection: 'jewelers', id: existing, data: data as never, overrideAccess: true, context, depth: 0 })
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

function linkData(link: SeedLink, ids: Ids) {
  switch (link.type) {
    case 'page':
      return { type: 'story', story: { relationTo: 'pages', value: ids.pages.get(link.key) } }
    case 'product':
      return { type: 'story', story: { relationTo: 'products', value: ids.products.get(link.mpn) } }
    case 'path':
      return { type: 'url', url: link.path }
    case 'url':
      return { type: 'url', url: link.url }
    case 'email':
      return { type: 'email', email: link.email }
  }
}

const same = (text: string): Localized => Object.fromEntries(urlLocales.map((l) => [l, text])) as Localized

async function blockData(payload: Payload, ids: Ids, block: SeedBlock, l: UrlLocale, priorBlock?: Record<string, unknown>) {
  const id = priorBlock?.id
  switch (block.blockType) {
    case 'hero':
      return {
        id,
        blockType: 'hero',
        title: block.title[l],
        subtitle: block.subtitle?.[l],
        imageDesktop: await ensureMedia(payload, ids, block.image, block.title),
        imageMobile: block.imageMobile ? await ensureMedia(payload, ids, block.imageMobile, block.title) : undefined,
        overlay: block.overlay ?? false,
      }
    case 'richText':
      return { id, blockType: 'richText', heading: block.heading?.[l], body: paragraphsToLexical(block.paragraphs[l]) }
    case 'quote':
      return {
        id,
        blockType: 'quote',
        quote: block.quote[l],
        author: block.author,
        style: block.style,
        images: block.image ? [await ensureMedia(payload, ids, block.image, same(block.author ?? ''))] : [],
      }
    case 'productList':
      return {
        id,
        blockType: 'productList',
        headline: block.headline?.[l],
        layout: block.layout,
        products: block.mpns.map((mpn) => ids.products.get(mpn)).filter(Boolean),
      }
    case 'cardContainer': {
      const priorCards = (priorBlock?.cards as { id: string }[] | undefined) ?? []
      return {
        id,
        blockType: 'cardContainer',
        headline: block.headline?.[l],
        cards: await Promise.all(
          block.cards.map(async (card, i) => ({
            id: priorCards[i]?.id,
            headline: card.headline[l],
            text: card.text?.[l],
            linkCaption: card.linkCaption?.[l],
            link: linkData(card.link, ids),
            imageDesktop: await ensureMedia(payload, ids, card.image, card.headline),
          })),
        ),
      }
    }
    case 'textOnMedia':
      return { id, blockType: 'textOnMedia', title: block.title[l], text: block.text?.[l], image: await ensureMedia(payload, ids, block.image, block.title) }
    case 'headline':
      return { id, blockType: 'headline', text: block.text[l], subline: block.subline?.[l], anchor: block.anchor }
    case 'banner':
      return { id, blockType: 'banner', text: block.text[l], linkCaption: block.linkCaption?.[l], link: linkData(block.link, ids) }
    case 'accordion':
    case 'contactTiles': {
      // Array rows share their ids across locales, like cards do.
      const rows = block.blockType === 'accordion' ? block.items : block.tiles
      const prior = (priorBlock?.[block.blockType === 'accordion' ? 'items' : 'tiles'] as { id: string }[] | undefined) ?? []
      const localizedRows = rows.map((row, i) => ({
        id: prior[i]?.id,
        ...Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, k === 'link' ? linkData(v as SeedLink, ids) : (v as Localized)[l]]),
        ),
      }))
      return { id, blockType: block.blockType, headline: block.headline?.[l], [block.blockType === 'accordion' ? 'items' : 'tiles']: localizedRows }
    }
  }
}

async function fillPage(payload: Payload, page: SeedPage, ids: Ids) {
  const id = ids.pages.get(page.key) as number | string
  const pageData = async (l: UrlLocale, prior: Record<string, unknown>[] = []) => ({
    title: page.title[l],
    slug: page.slug[l],
    isHome: page.home,
    meta: { description: page.summary[l] },
    layout: await Promise.all(page.layout.map((b, i) => blockData(payload, ids, b, l, prior[i]))),
    _status: 'published',
  })
  // The layout is shared by all locales: later locales reuse the block and card ids of the first.
  const first = await payload.update({ collection: 'pages', id, locale: firstLocale, data: (await pageData(firstLocale)) as never, overrideAccess: true, context, depth: 0 })
  const prior = (first.layout ?? []) as unknown as Record<string, unknown>[]
  for (const l of otherLocales) {
    await payload.update({ collection: 'pages', id, locale: l, data: (await pageData(l, prior)) as never, overrideAccess: true, context, depth: 0 })
  }
}

async function seedLayout(payload: Payload, ids: Ids) {
  type Row = { id?: string; links?: Row[] }
  const nav = (l: UrlLocale, items: SeedSite['nav'], prior: Row[] = []) =>
    items.map((i, n) => ({ id: prior[n]?.id, label: i.label[l], link: linkData(i.link, ids) }))
  const write = async (l: UrlLocale, header: { nav?: Row[] } = {}, footer: { columns?: Row[] } = {}) => {
    const h = await payload.updateGlobal({ slug: 'header', locale: l, data: { brand: site.brand, nav: nav(l, site.nav, header.nav) } as never, overrideAccess: true, context, depth: 0 })
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
