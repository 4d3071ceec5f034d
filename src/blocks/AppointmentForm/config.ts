import type { Block } from 'payload'
import { formBlockFields } from '@/fields/formBlock'

export const AppointmentFormBlock: Block = {
  slug: 'appointmentForm',
  interfaceName: 'AppointmentFormBlock',
  fields: formBlockFields(),
}
