import 'server-only'
import { productFilterFields, type BooleanFilter, type MultiGroupId } from '@/domain/productFilters'

/** Payload's `select` for the product fields the filters read (the domain's one list of them). */
export const filterFieldSelect = Object.fromEntries(productFilterFields.map((field) => [field, true])) as Record<MultiGroupId | BooleanFilter, true>
