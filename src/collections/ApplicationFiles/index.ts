import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isHrStaff } from '@/access/roles'
import { uploadDir } from '@/collections/Media'
import { applicationFileTypes, fileCategories } from '@/domain/careers/application'

const nobody = () => false
const hrOnly = ({ user }: { user: unknown }) => !['hr', 'admin'].includes(String((user as { role?: string } | null)?.role))

/**
 * Applicants' files (CVs, references, cover letters), uploaded through POST
 * /api/next/personio-form-file/ only: the server judges the bytes and names the file. They live in
 * a folder of their own under the private upload folder (outside public/); Payload serves a file
 * only to whom may read this collection, HR staff and admins. Deleted with their application
 * (src/server/careers/purgeApplications.ts).
 */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: { singular: 'Application file', plural: 'Application files' },
  admin: { group: 'Careers', useAsTitle: 'originalFilename', defaultColumns: ['originalFilename', 'category', 'application', 'createdAt'], hidden: hrOnly },
  access: { read: isHrStaff, delete: isHrStaff, create: nobody, update: nobody },
  upload: {
    staticDir: path.join(uploadDir, 'application-files'),
    mimeTypes: Object.keys(applicationFileTypes),
  },
  fields: [
    { name: 'uuid', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'originalFilename', type: 'text', admin: { readOnly: true, description: 'The applicant’s name for the file, sanitised.' } },
    { name: 'category', type: 'select', options: [...fileCategories], admin: { readOnly: true } },
    { name: 'application', type: 'relationship', relationTo: 'job-applications', index: true, admin: { readOnly: true } },
  ],
  timestamps: true,
}
