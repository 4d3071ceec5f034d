import type { Block } from 'payload'
import { formBlockFields } from '@/fields/formBlock'

/** The jewellery museum's event registration; its bookable days live in the form settings. */
export const MuseumFormBlock: Block = {
  slug: 'museumForm',
  interfaceName: 'MuseumFormBlock',
  fields: formBlockFields(),
}
