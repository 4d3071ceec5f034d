import {
  BOOLEAN_GROUP,
  booleanFilters,
  filterGroupsByType,
  filterValues,
  isFilterProductType,
  matchesFilters,
  productTypes,
  sortClaspValues,
  type FilterGroupId,
  type FilterProductType,
  type FilterSelection,
  type ProductFilterAttributes,
  type ProductType,
} from '@/domain/productFilters'
import type { GroupProduct, ProductGroup } from '@/domain/trade/productGroup'

/**
 * The shop's filters (spec 2 §2): a top bar of dropdowns and, for rings, bracelets, earrings and
 * necklaces, the catalogue's filter panel with the spec 2 §3 values. Everything runs on the product
 * groups already loaded, so a change shows at once; the state lives in memory and starts over on
 * every route change.
 */
export type ShopCategory = 'all' | ProductType | 'service_item'
export type Assortment = 'all' | 'default' | 'limited'
export type ShopFilters = { category: ShopCategory; assortment: Assortment; panel: FilterSelection[] }

export const NO_SHOP_FILTERS: ShopFilters = { category: 'all', assortment: 'all', panel: [] }

/** A product of a group with whatever filter attributes the API sends along (alloy always, the rest when known). */
type FilterableProduct = GroupProduct & ProductFilterAttributes

const categoryOf = (group: ProductGroup): ShopCategory => (group.metaType === 'service_item' ? 'service_item' : group.productType)

/** "All", then the product types present in the spec's order, then service items. */
export function categoryOptions(groups: readonly ProductGroup[]): ShopCategory[] {
  const present = new Set(groups.map(categoryOf))
  return ['all', ...productTypes.filter((t) => present.has(t)), ...(present.has('service_item') ? (['service_item'] as const) : [])]
}

/** "All", plus "default assortment" and "limited editions" when they pick out part of the list. */
export function assortmentOptions(groups: readonly ProductGroup[]): Assortment[] {
  const some = (test: (g: ProductGroup) => boolean) => groups.some(test) && !groups.every(test)
  return ['all', ...(some((g) => g.isDefaultAssortment) ? (['default'] as const) : []), ...(some((g) => g.isLimited) ? (['limited'] as const) : [])]
}

/** What filtering reads of one product: the group's alloys and limited flag stand in where the product says nothing. */
function attributesOf(group: ProductGroup, product: FilterableProduct | null): ProductFilterAttributes {
  const filterAlloy = product?.filterAlloy?.length ? product.filterAlloy : group.alloys
  return { ...product, filterAlloy, isLimited: product?.isLimited ?? group.isLimited }
}

function attributeRows(group: ProductGroup): ProductFilterAttributes[] {
  const products = group.products as FilterableProduct[]
  return products.length ? products.map((p) => attributesOf(group, p)) : [attributesOf(group, null)]
}

export type PanelGroup = { groupId: FilterGroupId; items: readonly string[] }

/**
 * The panel of a product type: the catalogue's groups in its order, each with the spec's values.
 * A group none of the type's products carries data for is left out, so no box leads to an empty list.
 */
export function panelGroups(groups: readonly ProductGroup[], productType: FilterProductType): PanelGroup[] {
  const rows = groups.filter((g) => g.metaType === 'jewelry' && g.productType === productType).flatMap(attributeRows)
  if (!rows.length) return []
  return filterGroupsByType[productType].flatMap((groupId): PanelGroup[] => {
    if (groupId === BOOLEAN_GROUP) {
      const items = booleanFilters.filter((name) => rows.some((r) => typeof r[name] === 'boolean'))
      return items.length ? [{ groupId, items }] : []
    }
    if (groupId === 'filterBraceletClasp') {
      const items = sortClaspValues(rows.flatMap((r) => r.filterBraceletClasp ?? []))
      return items.length ? [{ groupId, items }] : []
    }
    return rows.some((r) => Array.isArray(r[groupId])) ? [{ groupId, items: filterValues[groupId] }] : []
  })
}

/** The groups the filters let through, in the API's order. */
export function filterShopGroups<G extends ProductGroup>(groups: readonly G[], filters: ShopFilters): G[] {
  // A panel's checks belong to its product type: only that type's jewellery can match them.
  const panelType = filters.panel[0]?.productType ?? null
  return groups.filter((group) => {
    if (filters.category !== 'all' && categoryOf(group) !== filters.category) return false
    if (filters.assortment === 'default' && !group.isDefaultAssortment) return false
    if (filters.assortment === 'limited' && !group.isLimited) return false
    if (!panelType) return true
    return categoryOf(group) === panelType && attributeRows(group).some((row) => matchesFilters(row, filters.panel))
  })
}

/** The panel the bar offers: the chosen category's, or the only category's when there is just one. */
export function panelTypeFor(filters: ShopFilters, categories: readonly ShopCategory[]): FilterProductType | null {
  if (isFilterProductType(filters.category)) return filters.category
  const only = categories.length === 2 ? categories[1] : null
  return filters.category === 'all' && isFilterProductType(only) ? only : null
}
