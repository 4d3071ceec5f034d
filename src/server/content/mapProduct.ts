import { productPath } from '@/domain/paths'
import type { UrlLocale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'
import type { ProductCardView } from '@/server/content/types'

export function mapProductCard(product: Product, locale: UrlLocale): ProductCardView {
  return {
    id: product.id,
    mpn: product.mpn,
    type: product.type,
    name: product.name,
    name2: product.name2 ?? undefined,
    href: productPath(locale, product.slug),
    image: mapImage(product.imageMain),
    isLimited: Boolean(product.isLimited),
  }
}

/** The published products of a block's product list, as cards: unpublished and unread ones are left out. */
export function publishedProductCards(list: (number | Product)[] | null | undefined, locale: UrlLocale): ProductCardView[] {
  return (list ?? []).filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published').map((p) => mapProductCard(p, locale))
}
