import productPage from './data/productPage.json'
import type { Localized, SeedBlock, SeedProduct } from './types'

type Text = Localized
const page = productPage as {
  details: Text
  collection: Text
  collectionText: Text
  service: Text
  labels: Record<'type' | 'alloy' | 'width' | 'enamel', Text>
  values: Record<string, Text>
  downloads: Record<'care' | 'sizes', { file: string; title1: Text; title2: Text; description: Text; previewImage?: string }>
}

const joinValues = (keys: string[]): Text =>
  Object.fromEntries(
    (Object.keys(page.details) as (keyof Text)[]).map((l) => [l, keys.map((k) => page.values[k][l]).join(l === 'ja' || l === 'zh-hans' ? '・' : ' / ')]),
  ) as Text

const collectionOf = (p: SeedProduct) => p.name.de.split(' ')[0]

/**
 * The body of every demo product page: technical data with the price modal, the rest of its
 * collection as a set carousel and the downloads, each section behind a sticky-nav anchor.
 */
export function productLayout(product: SeedProduct, all: SeedProduct[]): SeedBlock[] {
  const rows = [
    { label: page.labels.type, value: page.values[product.type] },
    { label: page.labels.alloy, value: joinValues(product.filterAlloy) },
    ...(product.filterRingWidth.length ? [{ label: page.labels.width, value: joinValues(product.filterRingWidth) }] : []),
    ...(product.hasEnamel ? [{ label: page.labels.enamel, value: page.values.enamel }] : []),
  ]
  // The rest of the collection: the piece being shown is not among its own companions (issue 31).
  const set = all.filter((p) => p.mpn !== product.mpn && collectionOf(p) === collectionOf(product)).map((p) => p.mpn)
  const downloads = product.type === 'ring' ? [page.downloads.care, page.downloads.sizes] : [page.downloads.care]
  return [
    { blockType: 'headline', text: page.details, anchor: 'details' },
    // The price modal's request link opens the contact form with this piece (`?product=<mpn>`, added when rendered).
    { blockType: 'technicalData', rows, showPrice: true, storeSearch: { type: 'page', key: 'jewellers' }, request: { type: 'page', key: 'contact' } },
    // The carousel block holds at least two pieces (its config's minRows): a pair collection shows none.
    ...(set.length > 1
      ? ([
          { blockType: 'headline', text: page.collection, anchor: 'kollektion' },
          { blockType: 'setCarousel', text: page.collectionText, mpns: set },
        ] as SeedBlock[])
      : []),
    { blockType: 'headline', text: page.service, anchor: 'service' },
    { blockType: 'downloadList', items: downloads },
  ]
}
