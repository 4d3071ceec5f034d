import type { CollectionConfig } from 'payload'
import { isEditor, isStaff } from '@/access/roles'
import { MAX_SYNONYM_LENGTH, synonymRuleError, synonymSummary, synonymTypes } from '@/domain/searchSynonyms'
import { urlLocales } from '@/i18n/locales'
import { withSearchIndexHooks } from '@/server/search/indexHooks'

/**
 * The site search's synonyms per language (issue 21), kept by editors like a hosted search's synonym
 * lists. The search applies them to the query, so a change needs no re-indexing; every process reads
 * the list again within about a second of a change (see the search service).
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Search synonym', plural: 'Search synonyms' },
  admin: {
    useAsTitle: 'summary',
    group: 'Content',
    defaultColumns: ['summary', 'locale', 'type', 'updatedAt'],
    listSearchableFields: ['summary'],
    description: 'Words customers type that should find what other words find. Live on the site within seconds.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withSearchIndexHooks({
    beforeValidate: [({ data, originalDoc }) => (data ? { ...data, summary: synonymSummary({ ...originalDoc, ...data }) } : data)],
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'locale', label: 'Language', type: 'select', required: true, index: true, options: [...urlLocales], defaultValue: 'de' },
        {
          name: 'type',
          label: 'Kind',
          type: 'select',
          required: true,
          defaultValue: 'twoWay',
          options: [
            { value: synonymTypes[0], label: 'Two-way: every term finds what the others find' },
            { value: synonymTypes[1], label: 'One-way: the term typed finds what its synonyms find' },
          ],
        },
      ],
    },
    {
      name: 'input',
      label: 'Term customers type',
      type: 'text',
      maxLength: MAX_SYNONYM_LENGTH,
      admin: { condition: (_, sibling) => sibling?.type === 'oneWay', description: 'One-way only' },
    },
    {
      name: 'synonyms',
      label: 'Terms',
      type: 'text',
      hasMany: true,
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        synonymRuleError({ ...siblingData, synonyms: Array.isArray(value) ? value : [] }) ?? true,
      admin: { description: 'A word or short phrase each; Enter after each term' },
    },
    { name: 'summary', type: 'text', admin: { readOnly: true, hidden: true } },
  ],
}
