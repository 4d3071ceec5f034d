import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access/roles'
import { pageBlocks } from '@/blocks/pageBlocks'
import { localizedSlugField } from '@/fields/slug'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateCollection(cacheTags.pages),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    localizedSlugField,
    { name: 'isHome', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'meta',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    // One layout per document with localized text inside the blocks (see ARCHITECTURE: pitfalls).
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
  ],
}
