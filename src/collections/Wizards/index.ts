import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { validateSteps } from '@/collections/Wizards/validateSteps'
import { productTypes } from '@/domain/productFilters'
import { linkField } from '@/fields/link'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

/**
 * Product finders (spec 3 §2.1, §3): questions with weighted answers whose wizard tags match the
 * products' tags. Placed on pages with the wizard block; a change re-renders the pages showing it.
 */
export const Wizards: CollectionConfig = {
  slug: 'wizards',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'formPosition', 'updatedAt'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection(cacheTags.pages),
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For editors: how the wizard is found when placing it.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'productTypes',
          type: 'select',
          hasMany: true,
          options: [...productTypes],
          admin: { description: 'Which products it recommends. Empty: every product with wizard tags.' },
        },
        {
          name: 'formPosition',
          type: 'select',
          required: true,
          defaultValue: 'lastStep',
          options: [
            { label: 'Before the questions (first step)', value: 'firstStep' },
            { label: 'After the result (last step)', value: 'lastStep' },
          ],
        },
      ],
    },
    {
      name: 'intro',
      type: 'group',
      admin: { description: 'The splash screen.' },
      fields: [
        { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'startLabel', type: 'text', localized: true, admin: { description: 'Empty: the standard “Start”.' } },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      required: true,
      validate: validateSteps,
      admin: { initCollapsed: true },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'weight',
              type: 'number',
              required: true,
              defaultValue: 1,
              min: 0,
              max: 100,
              admin: { description: 'Added to a product’s score for each of its tags the answer matches.' },
            },
            { name: 'isImportant', type: 'checkbox', defaultValue: false, admin: { description: 'Its answer is repeated on the result.' } },
          ],
        },
        {
          name: 'conditionalStepChoices',
          type: 'text',
          hasMany: true,
          admin: { description: 'Choice ids of earlier steps: the step shows only when one of them was chosen. Empty: always.' },
        },
        {
          name: 'choices',
          type: 'array',
          minRows: 2,
          required: true,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'choiceId', type: 'text', required: true, admin: { description: 'Its id (e.g. gift), unique in the wizard.' } },
                { name: 'name', type: 'text', localized: true, required: true },
                { name: 'slug', type: 'text', localized: true, admin: { description: 'Translated slug.' } },
              ],
            },
            { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'With an image on every choice the step shows image tiles.' } },
            { name: 'wizardTags', type: 'text', hasMany: true, admin: { description: 'Products carrying one of these tags score this step’s weight.' } },
          ],
        },
      ],
    },
    {
      name: 'contactForm',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { description: 'Offer the contact form.' } },
        { name: 'headline', type: 'text', localized: true },
        { name: 'intro', type: 'textarea', localized: true },
        { name: 'subject', type: 'text', localized: true, admin: { description: 'Sent as subject.' } },
        { name: 'customMessage', type: 'textarea', localized: true, admin: { description: 'Opens the message the house receives, before the answers.' } },
        {
          name: 'dataAgreementLabel',
          type: 'textarea',
          localized: true,
          admin: { description: 'With a label the visitor must tick the agreement to send. Empty: no agreement asked.' },
        },
        linkField('privacyLink'),
      ],
    },
    {
      name: 'success',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', localized: true },
        { name: 'subheadline', type: 'text', localized: true },
      ],
    },
  ],
}
