import type { CollectionConfig } from 'payload'
import { isBrandStaff } from '@/access/roles'
import { formActions } from '@/domain/forms/schemas'
import { newsletterStates } from '@/domain/forms/newsletter'
import { jsonViewComponent } from '@/fields/jsonView'
import { exportSubmissionsCsv } from '@/server/forms/exportCsv'

const nobody = () => false

/**
 * What visitors send through the public forms, stored before they get their answer. Brand staff
 * and admins browse, filter and export them; editors never see them. Only the forms API writes.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'email',
    group: 'Forms',
    defaultColumns: ['createdAt', 'action', 'email', 'language', 'newsletter.status'],
    listSearchableFields: ['email', 'uuid'],
    hidden: ({ user }) => !['brand', 'admin'].includes(String((user as { role?: string } | null)?.role)),
    components: { beforeListTable: ['@/components/admin/ExportSubmissionsButton#ExportSubmissionsButton'] },
  },
  access: { read: isBrandStaff, delete: isBrandStaff, create: nobody, update: nobody },
  endpoints: [{ path: '/export', method: 'get', handler: exportSubmissionsCsv }],
  fields: [
    { name: 'uuid', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'action', type: 'select', required: true, index: true, options: [...formActions], admin: { readOnly: true } },
    { name: 'email', type: 'text', index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'language', type: 'text', admin: { readOnly: true, description: 'used_website_language' } },
        { name: 'selectedLanguage', type: 'text', admin: { readOnly: true } },
        { name: 'context', type: 'select', options: ['website', 'microsite'], defaultValue: 'website', admin: { readOnly: true } },
      ],
    },
    { name: 'store', type: 'relationship', relationTo: 'jewelers', admin: { readOnly: true } },
    {
      name: 'data',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'The form fields as sent and checked.', components: { Field: jsonViewComponent } },
    },
    { name: 'detailsAddedAt', type: 'date', admin: { readOnly: true, description: 'When step 2 (PATCH) added details.' } },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        { name: 'status', type: 'select', options: [...newsletterStates], defaultValue: 'none', index: true, admin: { readOnly: true } },
        { name: 'token', type: 'text', index: true, hidden: true },
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      name: 'source',
      type: 'group',
      admin: { description: 'Where the form was sent from.' },
      fields: [
        { name: 'formId', type: 'text', admin: { readOnly: true } },
        { name: 'storyUuid', type: 'text', admin: { readOnly: true } },
        { name: 'componentUid', type: 'text', admin: { readOnly: true } },
        { name: 'jewelerSlug', type: 'text', admin: { readOnly: true } },
        { name: 'jewelerStoryUuid', type: 'text', admin: { readOnly: true } },
        { name: 'googleClickId', type: 'text', admin: { readOnly: true } },
        { name: 'metaClickId', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
}
