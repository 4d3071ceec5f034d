import { getTranslations } from 'next-intl/server'
import { ProductTile } from '@/components/product/ProductTile'
import { WishlistTileHeart } from '@/components/wishlist/WishlistTileHeart'
import type { ProductCardView } from '@/server/content/types'

/** The product card of the product list and set carousel blocks, with its wishlist heart. */
export async function ProductCard({ product, sizes }: { product: ProductCardView; sizes: string }) {
  const t = await getTranslations('product')
  return (
    <ProductTile
      product={product}
      sizes={sizes}
      typeLabel={t(`type.${product.type as 'ring'}`)}
      limitedLabel={t('limited')}
      corner={<WishlistTileHeart article={product.mpn} name={product.name2 ? `${product.name} ${product.name2}` : product.name} />}
    />
  )
}
