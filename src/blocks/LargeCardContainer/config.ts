import type { Block } from 'payload'
import { cardFields } from '@/fields/card'
import { visibilityFields } from '@/fields/visibility'

export const LargeCardContainerBlock: Block = {
  slug: 'largeCardContainer',
  interfaceName: 'LargeCardContainerBlock',
  fields: [{ name: 'headline', type: 'text', localized: true }, { name: 'cards', type: 'array', minRows: 1, fields: cardFields }, ...visibilityFields],
}
