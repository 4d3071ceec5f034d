import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import type { TechnicalDataBlockView } from '@/blocks/TechnicalData/view'
import type { UrlLocale } from '@/i18n/locales'
import type { TechnicalDataBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import type { LinkView } from '@/domain/linkView'

export function mapTechnicalData(block: TechnicalDataBlock, locale: UrlLocale, context: BlockContext): TechnicalDataBlockView {
  const product = typeof block.product === 'object' && block.product?._status === 'published' ? block.product : undefined
  const mpn = product?.mpn ?? context.productMpn
  return {
    ...blockBase(block),
    blockType: 'technicalData',
    headline: block.headline ?? undefined,
    rows: (block.rows ?? []).map((row) => ({ id: row.id ?? '', label: row.label, value: row.value })),
    mpn,
    showPrice: Boolean(block.showPrice),
    storeSearch: mapLink(block.storeSearch, locale),
    requestLink: withProduct(mapLink(block.request, locale), mpn),
  }
}

/** The request link of a product's technical data opens the contact form with that product (spec 1 §2). */
function withProduct(link: LinkView | undefined, mpn: string | undefined): LinkView | undefined {
  if (!link || link.external || !mpn || link.href.startsWith('#')) return link
  const [path, hash] = link.href.split('#')
  const joined = `${path}${path.includes('?') ? '&' : '?'}product=${encodeURIComponent(mpn)}`
  return { ...link, href: hash === undefined ? joined : `${joined}#${hash}` }
}
