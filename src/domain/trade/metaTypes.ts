/** What a product group is (spec 2 §3): configurable jewellery or a service item sold by quantity. */
export const metaTypes = ['jewelry', 'service_item'] as const
export type MetaType = (typeof metaTypes)[number]

export function isMetaType(value: unknown): value is MetaType {
  return typeof value === 'string' && (metaTypes as readonly string[]).includes(value)
}
