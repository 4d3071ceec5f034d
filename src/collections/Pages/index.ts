import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrStaff } from '@/access/roles'
import { pageLayoutBlocks } from '@/blocks/pageBlocks'
import { localizedSlugField } from '@/fields/slug'
import { stampPublication, storyFields } from '@/fields/story'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'
import { withSearchIndexHooks } from '@/server/search/indexHooks'
import { previewUrl } from '@/server/preview/previewUrl'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    preview: (doc, { locale, req }) => previewUrl({ collection: 'pages', id: doc.id as number, locale, req }),
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  // Autosave keeps the draft current while an editor types, so live preview can re-render it.
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  hooks: withSearchIndexHooks({ ...revalidateCollection(cacheTags.pages), beforeChange: [stampPublication] }),
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
    { name: 'layout', type: 'blocks', blocks: pageLayoutBlocks },
    ...storyFields,
  ],
}
