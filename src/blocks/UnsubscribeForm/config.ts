import type { Block } from 'payload'
import { formBlockFields } from '@/fields/formBlock'

export const UnsubscribeFormBlock: Block = {
  slug: 'unsubscribeForm',
  interfaceName: 'UnsubscribeFormBlock',
  fields: formBlockFields({ agreement: false }),
}
