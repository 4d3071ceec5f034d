/** Product types and filter value lists (spec 2 §3). */
export const productTypes = ['ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet'] as const
export type ProductType = (typeof productTypes)[number]

export const filterValues = {
  filterAlloy: ['white_gold', 'yellow_gold'],
  filterRingWidth: ['narrow', 'wide'],
  filterRingDiamonds: ['multiple', 'solitaire', 'none'],
  filterRingDesign: ['modern', 'romantic', 'classic', 'dynamic'],
  filterRingEnamelColor: ['red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black'],
  filterEarringsType: ['hoop_earrings', 'ear_studs'],
  filterNecklaceGeneration: ['classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight'],
} as const

/** Bracelet clasps are flexible_gold or "{product}_clasp", so they are free text with a pattern. */
export const braceletClaspPattern = /^(flexible_gold|[a-z0-9]+(?:_[a-z0-9]+)*_clasp)$/

export const booleanFilters = ['isLimited', 'hasHeartSymbol', 'hasEnamel', 'hasMultipleDiamonds'] as const

/** Product types with a filter panel (spec 1 §2). */
export const filterProductTypes = ['ring', 'necklace', 'earrings', 'bracelet'] as const
export type FilterProductType = (typeof filterProductTypes)[number]

/** Groups whose items are values of one product field: a product matches any checked value. */
export type MultiGroupId = keyof typeof filterValues | 'filterBraceletClasp'
export type BooleanFilter = (typeof booleanFilters)[number]
/** The one group whose items are yes/no properties: a product must have every checked one. */
export const BOOLEAN_GROUP = 'booleanFilters'
export type FilterGroupId = MultiGroupId | typeof BOOLEAN_GROUP

/** Spec 1 §3 "Product filter selection". */
export type FilterSelection = {
  groupId: FilterGroupId
  productType: FilterProductType
  type: 'boolean' | 'multi'
  activeItemIDs: string[]
}

/** The panel of each product type, in the order it shows (issue 6); alloy and the booleans for all. */
export const filterGroupsByType: Record<FilterProductType, readonly FilterGroupId[]> = {
  ring: ['filterRingDesign', 'filterRingDiamonds', 'filterRingEnamelColor', 'filterRingWidth', 'filterAlloy', BOOLEAN_GROUP],
  bracelet: ['filterBraceletClasp', 'filterAlloy', BOOLEAN_GROUP],
  earrings: ['filterEarringsType', 'filterAlloy', BOOLEAN_GROUP],
  necklace: ['filterNecklaceGeneration', 'filterAlloy', BOOLEAN_GROUP],
}

/** Every multi group once, in the order of the panels (and so of the canonical URL). */
const multiGroupIds: readonly MultiGroupId[] = [
  'filterRingDesign',
  'filterRingDiamonds',
  'filterRingEnamelColor',
  'filterRingWidth',
  'filterBraceletClasp',
  'filterEarringsType',
  'filterNecklaceGeneration',
  'filterAlloy',
]

export function isFilterProductType(value: unknown): value is FilterProductType {
  return typeof value === 'string' && (filterProductTypes as readonly string[]).includes(value)
}

/** flexible_gold first, then the product clasps alphabetically: the one order of the open list. */
export function sortClaspValues(values: Iterable<string>): string[] {
  return [...new Set(values)]
    .filter((v) => braceletClaspPattern.test(v))
    .sort((a, b) => (a === 'flexible_gold' ? -1 : b === 'flexible_gold' ? 1 : a.localeCompare(b)))
}

/** The valid values of a multi group in their canonical order, unknown ones dropped. */
function canonicalValues(groupId: MultiGroupId, values: Iterable<string>): string[] {
  if (groupId === 'filterBraceletClasp') return sortClaspValues(values)
  const wanted = new Set(values)
  return filterValues[groupId].filter((v) => wanted.has(v))
}

/**
 * The filter part of a query string, whatever the product type: multi groups as
 * `filterRingDesign=modern,classic` (or repeated, as a plain GET form sends them), booleans as
 * `isLimited=1`. Unknown keys and values are ignored, so a stale link still opens the page.
 */
export type FilterQuery = { multi: Partial<Record<MultiGroupId, string[]>>; booleans: BooleanFilter[] }

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>

function valuesOf(params: QueryInput, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : ([] as string[]).concat(params[key] ?? [])
  return raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}

const TRUE_VALUES = new Set(['1', 'true', 'on', 'yes'])

export function readFilterQuery(params: QueryInput): FilterQuery {
  const multi: FilterQuery['multi'] = {}
  for (const groupId of multiGroupIds) {
    const values = canonicalValues(groupId, valuesOf(params, groupId))
    if (values.length) multi[groupId] = values
  }
  const booleans = booleanFilters.filter((name) => valuesOf(params, name).some((v) => TRUE_VALUES.has(v.toLowerCase())))
  return { multi, booleans }
}

/** Every product field the filters read, once: the multi groups in panel order, then the yes/no properties. */
export const productFilterFields: readonly (MultiGroupId | BooleanFilter)[] = [...multiGroupIds, ...booleanFilters]

/** Every query key the filters own (kept apart from other parameters such as utm_*): the fields' names. */
export const filterQueryKeys: readonly string[] = productFilterFields

export function hasActiveFilters(query: FilterQuery): boolean {
  return query.booleans.length > 0 || Object.keys(query.multi).length > 0
}

/** The canonical query string (without `?`): groups and values in panel-list order, commas unescaped. */
export function filterQueryString(query: FilterQuery): string {
  const parts = multiGroupIds.flatMap((groupId) => {
    const values = query.multi[groupId]
    return values?.length ? [`${groupId}=${values.map(encodeURIComponent).join(',')}`] : []
  })
  for (const name of booleanFilters) if (query.booleans.includes(name)) parts.push(`${name}=1`)
  return parts.join('&')
}

/** The selections of one panel (active groups only, in panel order) from a query. */
export function selectionsFor(query: FilterQuery, productType: FilterProductType): FilterSelection[] {
  return filterGroupsByType[productType].flatMap((groupId): FilterSelection[] => {
    if (groupId === BOOLEAN_GROUP) {
      return query.booleans.length ? [{ groupId, productType, type: 'boolean', activeItemIDs: [...query.booleans] }] : []
    }
    const values = query.multi[groupId]
    return values?.length ? [{ groupId, productType, type: 'multi', activeItemIDs: [...values] }] : []
  })
}

/** The selections a page URL's query holds for a panel of `productType`; groups of other panels are ignored. */
export function parseFilterState(params: QueryInput, productType: FilterProductType): FilterSelection[] {
  return selectionsFor(readFilterQuery(params), productType)
}

/** The query string (without `?`) that `parseFilterState` reads back as the same selections. */
export function serializeFilterState(selections: readonly FilterSelection[]): string {
  const query: FilterQuery = { multi: {}, booleans: [] }
  for (const selection of selections) {
    if (selection.groupId === BOOLEAN_GROUP) {
      query.booleans = booleanFilters.filter((name) => query.booleans.includes(name) || selection.activeItemIDs.includes(name))
    } else {
      const values = canonicalValues(selection.groupId, [...(query.multi[selection.groupId] ?? []), ...selection.activeItemIDs])
      if (values.length) query.multi[selection.groupId] = values
    }
  }
  return filterQueryString(query)
}

/** The selection with one item switched on or off (a checkbox change); empty groups disappear. */
export function toggleFilterItem(
  selections: readonly FilterSelection[],
  productType: FilterProductType,
  groupId: FilterGroupId,
  itemId: string,
  on: boolean,
): FilterSelection[] {
  const current = selections.find((s) => s.groupId === groupId)?.activeItemIDs ?? []
  const activeItemIDs = on ? [...new Set([...current, itemId])] : current.filter((id) => id !== itemId)
  const others = selections.filter((s) => s.groupId !== groupId)
  const next: FilterSelection[] = activeItemIDs.length
    ? [...others, { groupId, productType, type: groupId === BOOLEAN_GROUP ? 'boolean' : 'multi', activeItemIDs }]
    : others
  // Back through the URL form, so order and validity are the canonical ones.
  return parseFilterState(new URLSearchParams(serializeFilterState(next)), productType)
}

/** What filtering reads of a product: its multi fields and yes/no properties. */
export type ProductFilterAttributes = Partial<Record<MultiGroupId, readonly string[] | null>> & Partial<Record<BooleanFilter, boolean | null>>

/** A product's filter attributes, every field present (null where the product has none). */
export function filterAttributesOf(product: ProductFilterAttributes): ProductFilterAttributes {
  return Object.fromEntries(productFilterFields.map((field) => [field, product[field] ?? null]))
}

/** Spec semantics: within a group any checked value, across groups every group; booleans must all hold. */
export function matchesFilters(product: ProductFilterAttributes, selections: readonly FilterSelection[]): boolean {
  return selections.every((selection) => {
    if (!selection.activeItemIDs.length) return true
    if (selection.groupId === BOOLEAN_GROUP) return selection.activeItemIDs.every((name) => product[name as BooleanFilter] === true)
    const values = product[selection.groupId] ?? []
    return selection.activeItemIDs.some((id) => values.includes(id))
  })
}

/** How many items are checked in all groups (the panel toggle's badge). */
export function activeFilterCount(selections: readonly FilterSelection[]): number {
  return selections.reduce((sum, s) => sum + s.activeItemIDs.length, 0)
}

/** Spec 1 §9: after a filter change the loader shows this long before the filtered list. */
export const FILTER_LOADER_MS = 1300
/** Spec 1 §2/§4: the panel is open by default above this width and closes at or below it. */
export const FILTER_PANEL_BREAKPOINT = 1180
