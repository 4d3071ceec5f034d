import type { Block } from 'payload'
import { described, formBlockFields } from '@/fields/formBlock'
import { linkField } from '@/fields/link'

/** Spec 1 §2: the contact form in steps (message, personal details; one variant adds a products step). */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'default',
      required: true,
      options: [
        { label: 'Message, details', value: 'default' },
        { label: 'Message, products, details', value: 'withProducts' },
      ],
    },
    ...formBlockFields(),
    described(linkField('backLink'), 'The success step’s way back. Empty: the home page.'),
  ],
}
