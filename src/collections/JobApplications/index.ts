import type { CollectionConfig } from 'payload'
import { isHrStaff } from '@/access/roles'
import { deleteApplicationFiles } from '@/server/careers/deleteApplicationFiles'

const nobody = () => false
const hrOnly = ({ user }: { user: unknown }) => !['hr', 'admin'].includes(String((user as { role?: string } | null)?.role))

/**
 * Applications sent through the careers pages (spec 3 §3 "Job application"): only the application
 * API writes them; HR staff and admins read them with their files. Deleting one deletes its files;
 * the scheduled purge deletes them after the retention period (docs/decisions.md, "Careers").
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: { group: 'Careers', useAsTitle: 'email', defaultColumns: ['createdAt', 'positionName', 'last_name', 'email'], hidden: hrOnly },
  access: { read: isHrStaff, delete: isHrStaff, create: nobody, update: nobody },
  hooks: { afterDelete: [deleteApplicationFiles] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'positionId', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'positionName', type: 'text', admin: { readOnly: true } },
        { name: 'language', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'last_name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'email', type: 'text', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: { readOnly: true } },
        { name: 'salary_expectations', type: 'text', admin: { readOnly: true } },
        { name: 'available_from', type: 'text', admin: { readOnly: true, description: 'YYYY-MM-DD' } },
      ],
    },
    { name: 'files', type: 'join', collection: 'application-files', on: 'application', admin: { defaultColumns: ['originalFilename', 'category'] } },
  ],
  timestamps: true,
}
