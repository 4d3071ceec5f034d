import type { CollectionConfig } from 'payload'
import { isEditor, isStaffField, publicStoreOrStaff } from '@/access/roles'
import { pageBlocks } from '@/blocks/pageBlocks'
import { currencies } from '@/domain/profile'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'
import { withSearchIndexHooks } from '@/server/search/indexHooks'
import { withStoreIndexHooks } from '@/server/geo/storeIndexHooks'
import { stampPublication, storyFields } from '@/fields/story'
import { previewUrl } from '@/server/preview/previewUrl'

export const jewelerTypes = ['boutique', 'lounge', 'jeweler'] as const
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * Trade fields: what a store's orders carry (second address line, currency, payment terms). The
 * public REST API gave every visitor each partner's payment terms (issue 30); visitors read what
 * the store locator shows, the shop reads these with overrideAccess for the store it serves.
 */
const tradeField = { read: isStaffField }

/** The stores that sell the house's jewellery: own boutiques, lounges and partner jewellers. */
export const Jewelers: CollectionConfig = {
  slug: 'jewelers',
  admin: {
    useAsTitle: 'name',
    group: 'Stores',
    defaultColumns: ['name', 'city', 'country', 'type'],
    preview: (doc, { locale, req }) => previewUrl({ collection: 'jewelers', id: doc.id as number, locale, req }),
  },
  access: { read: publicStoreOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  // Drafts and autosave: the jeweller's microsite content is previewed before it goes live.
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  hooks: withStoreIndexHooks(withSearchIndexHooks({ ...revalidateCollection(cacheTags.jewelers), beforeChange: [stampPublication] })),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'jeweler', options: [...jewelerTypes] },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text' },
        { name: 'zip', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'country', type: 'text', admin: { description: 'ISO alpha-2, upper case' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'fax', type: 'text' },
        { name: 'whatsapp', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'websites', type: 'text', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'address2', type: 'text', access: tradeField, admin: { description: 'Second address line, for orders (c/o, floor…)' } },
    { name: 'currency', type: 'select', access: tradeField, options: [...currencies], defaultValue: 'EUR' },
    {
      type: 'collapsible',
      label: 'Trade shop',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'paymentTermsDe', type: 'textarea', access: tradeField, admin: { description: "Payment terms of this store's orders, German" } },
            { name: 'paymentTermsEn', type: 'textarea', access: tradeField, admin: { description: 'The same in English' } },
          ],
        },
      ],
    },
    { name: 'logos', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'openingTimes',
      type: 'array',
      fields: [
        { name: 'weekday', type: 'select', required: true, options: [...weekdays] },
        { name: 'open', type: 'text', required: true },
        { name: 'close', type: 'text', required: true },
      ],
    },
    {
      name: 'openingExceptions',
      type: 'array',
      fields: [
        { name: 'date', type: 'date', required: true },
        { name: 'closed', type: 'checkbox', defaultValue: true },
        { name: 'open', type: 'text' },
        { name: 'close', type: 'text' },
      ],
    },
    // The jeweller's own microsite content, shown where a microsite page has the placeholder block.
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
    // Stores the benchmark and `npm run seed:portal` make for trying the portal: never on the public site
    // (publicStores.ts is the one place the public reads filter them out).
    {
      name: 'benchData',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Test data of the portal benchmark: never shown on the public site, whatever its status.' },
    },
    ...storyFields,
  ],
}
