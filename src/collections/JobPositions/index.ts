import type { CollectionConfig } from 'payload'
import { isHrStaff } from '@/access/roles'
import { employmentTypes, schedules, seniorities, yearsOfExperience } from '@/domain/careers/jobPosition'

const hrOnly = ({ user }: { user: unknown }) => !['hr', 'admin'].includes(String((user as { role?: string } | null)?.role))

/**
 * Open positions (spec 3 §3 "Job position"), kept by HR staff with Personio's fields and values.
 * The site never reads this collection: it reads the XML feed built from it
 * (/api/v1/careers/feed.xml), so a Personio feed can stand in by configuration. Unpublished
 * positions (active off) leave the feed.
 */
export const JobPositions: CollectionConfig = {
  slug: 'job-positions',
  labels: { singular: 'Job position', plural: 'Job positions' },
  admin: { useAsTitle: 'name', group: 'Careers', defaultColumns: ['name', 'office', 'department', 'active', 'updatedAt'], hidden: hrOnly },
  access: { read: isHrStaff, create: isHrStaff, update: isHrStaff, delete: isHrStaff },
  fields: [
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Only active positions are in the feed.' },
    },
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'subcompany', type: 'text' },
        { name: 'office', type: 'text', required: true },
        { name: 'department', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'recruitingCategory', type: 'text' },
        { name: 'occupation', type: 'text' },
        { name: 'occupationCategory', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'employmentType', type: 'select', required: true, defaultValue: 'permanent', options: [...employmentTypes] },
        { name: 'seniority', type: 'select', required: true, defaultValue: 'experienced', options: [...seniorities] },
        { name: 'schedule', type: 'select', required: true, defaultValue: 'full-time', options: [...schedules] },
        { name: 'yearsOfExperience', type: 'select', options: [...yearsOfExperience] },
      ],
    },
    { name: 'keywords', type: 'text', localized: true, admin: { description: 'Comma separated, as Personio publishes them.' } },
    {
      name: 'jobDescriptions',
      type: 'array',
      localized: true,
      admin: { description: 'The sections of the advertisement (e.g. "Your tasks", "Your profile").' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'value', type: 'richText', required: true },
      ],
    },
  ],
  timestamps: true,
}
