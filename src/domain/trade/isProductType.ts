import { productTypes, type ProductType } from '@/domain/productFilters'

/** Guard for the product types of spec 2 §3, whose list the catalogue filters already own. */
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (productTypes as readonly string[]).includes(value)
}
