import type { CollectionConfig, Field } from 'payload'
import { isEditor, publishedOrStaff } from '@/access/roles'
import { pageBlocks } from '@/blocks/pageBlocks'
import { stampPublication, storyFields } from '@/fields/story'
import { braceletClaspPattern, filterValues, productTypes } from '@/domain/productFilters'
import { localizedSlugField } from '@/fields/slug'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'
import { withSearchIndexHooks } from '@/server/search/indexHooks'
import { isArticleNumber } from '@/domain/articleNumber'
import { previewUrl } from '@/server/preview/previewUrl'

const multi = (name: keyof typeof filterValues): Field => ({
  name,
  type: 'select',
  hasMany: true,
  options: [...filterValues[name]],
})

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'name2', 'mpn', 'type', '_status'],
    preview: (doc, { locale, req }) => previewUrl({ collection: 'products', id: doc.id as number, locale, req }),
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  hooks: withSearchIndexHooks({ ...revalidateCollection(cacheTags.products), beforeChange: [stampPublication] }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', localized: true, required: true },
        { name: 'name2', type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mpn',
          type: 'text',
          required: true,
          unique: true,
          validate: (value: unknown) => (isArticleNumber(value) ? true : 'Article number as NN-NNNN-NN-N-XX'),
        },
        { name: 'type', type: 'select', required: true, options: [...productTypes] },
        { name: 'isLimited', type: 'checkbox', defaultValue: false },
      ],
    },
    localizedSlugField,
    { name: 'pageSummary', type: 'textarea', localized: true },
    { name: 'imageMain', type: 'upload', relationTo: 'media', required: true },
    { name: 'imageLandscape', type: 'upload', relationTo: 'media' },
    { name: 'imageSet', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'wizardTags', type: 'text', hasMany: true },
    {
      type: 'collapsible',
      label: 'Filters',
      fields: [
        multi('filterAlloy'),
        multi('filterRingWidth'),
        multi('filterRingDiamonds'),
        multi('filterRingDesign'),
        multi('filterRingEnamelColor'),
        multi('filterEarringsType'),
        multi('filterNecklaceGeneration'),
        {
          name: 'filterBraceletClasp',
          type: 'text',
          hasMany: true,
          validate: (value: unknown) =>
            value == null || (Array.isArray(value) && value.every((v) => braceletClaspPattern.test(String(v)))) ? true : 'flexible_gold or {product}_clasp',
        },
        {
          type: 'row',
          fields: [
            { name: 'hasEnamel', type: 'checkbox', defaultValue: false },
            { name: 'hasHeartSymbol', type: 'checkbox', defaultValue: false },
            { name: 'hasMultipleDiamonds', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
    ...storyFields,
  ],
}
