/**
 * `filter_query[field][operation]=a,b` as Storyblok reads it: conditions are ANDed, and
 * `filter_query[__or][][field][operation]=…` adds groups of which at least one must hold.
 */
export const filterOperations = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'in_array',
  'all_in_array',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
  'gt_date',
  'lt_date',
] as const
export type FilterOperation = (typeof filterOperations)[number]

export type FilterCondition = { field: string; operation: FilterOperation; values: string[] }
/** all: every condition holds; any: when not empty, at least one group (all of its conditions) holds. */
export type FilterTree = { all: FilterCondition[]; any: FilterCondition[][] }

const isOperation = (value: string): value is FilterOperation => (filterOperations as readonly string[]).includes(value)

export function parseFilterQuery(params: URLSearchParams): { tree: FilterTree } | { error: string } {
  const tree: FilterTree = { all: [], any: [] }
  const indexedGroups = new Map<string, FilterCondition[]>()
  for (const [key, raw] of params) {
    if (!key.startsWith('filter_query[')) continue
    const segments = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    const orGroup = segments[0] === '__or'
    const [field, operation, ...extra] = orGroup ? segments.slice(2) : segments
    if (!field || !operation || extra.length > 0 || (orGroup && segments.length !== 4)) return { error: `Malformed filter_query parameter "${key}".` }
    if (!isOperation(operation)) return { error: `Unknown filter_query operation "${operation}".` }
    const condition = { field, operation, values: raw.split(',') }
    if (!orGroup) tree.all.push(condition)
    // `[__or][]` opens a new group each time; `[__or][0]` names one, so its conditions join.
    else if (segments[1] === '') tree.any.push([condition])
    else {
      const group = indexedGroups.get(segments[1]) ?? []
      if (group.length === 0) {
        indexedGroups.set(segments[1], group)
        tree.any.push(group)
      }
      group.push(condition)
    }
  }
  return { tree }
}
