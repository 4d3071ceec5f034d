import type { Block } from 'payload'
import { formBlockFields } from '@/fields/formBlock'

/** Spec 1 §2: the newsletter subscription, full (names asked for) or short (address and consent). */
export const NewsletterFormBlock: Block = {
  slug: 'newsletterForm',
  interfaceName: 'NewsletterFormBlock',
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'full',
      required: true,
      options: [
        { label: 'Full (salutation and names)', value: 'full' },
        { label: 'Short (e-mail only)', value: 'short' },
      ],
    },
    ...formBlockFields(),
  ],
}
