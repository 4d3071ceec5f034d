import type { Field } from 'payload'
import { dataLocales } from '@/i18n/locales'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

/** A field with an editor's hint (link groups come from a factory without one). */
export function described(field: Field, description: string): Field {
  return { ...field, admin: { ...field.admin, description } } as Field
}

/**
 * What every form block carries (spec 1 §3 common fields, §4 success): its id for the submissions,
 * an optional language whose rules and `selected_language` apply instead of the page's, the texts
 * around it and where success leads. `agreement` adds the data-agreement label (all forms but the
 * unsubscribe form ask for it).
 */
export function formBlockFields({ agreement = true }: { agreement?: boolean } = {}): Field[] {
  return [
    { name: 'headline', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'formId', type: 'text', admin: { description: 'Sent as form_id: tells this form’s submissions apart.' } },
        {
          name: 'formLanguage',
          type: 'select',
          options: [...dataLocales],
          admin: { description: 'Empty: the page’s language. Otherwise its rules apply (e.g. ko: mobile phone required) and it is sent as selected_language.' },
        },
      ],
    },
    ...(agreement
      ? ([
          {
            name: 'dataAgreementLabel',
            type: 'textarea',
            localized: true,
            admin: { description: 'Text of the consent checkbox. Empty: the standard text.' },
          },
          linkField('privacyLink'),
        ] satisfies Field[])
      : []),
    { name: 'successText', type: 'textarea', localized: true, admin: { description: 'Shown after sending. Empty: the standard thank-you.' } },
    described(linkField('successRedirect'), 'When set, visitors go here after sending instead of seeing the success text.'),
    ...visibilityFields,
  ]
}
