import type { Block } from 'payload'
import { formBlockFields } from '@/fields/formBlock'

export const AddressFormBlock: Block = {
  slug: 'addressForm',
  interfaceName: 'AddressFormBlock',
  fields: formBlockFields(),
}
