import type { Field } from 'payload'

/**
 * A link as the spec's content has it: an internal story (page or product), an url,
 * an e-mail address (rendered as mailto) or an anchor on the same page.
 */
export function linkField(name = 'link', { required = false } = {}): Field {
  return {
    name,
    type: 'group',
    fields: [
      {
        name: 'type',
        type: 'select',
        defaultValue: 'story',
        required,
        options: ['story', 'url', 'email', 'anchor'],
      },
      {
        name: 'story',
        type: 'relationship',
        relationTo: ['pages', 'products'],
        admin: { condition: (_, sibling) => sibling?.type === 'story' },
      },
      {
        name: 'url',
        type: 'text',
        admin: {
          condition: (_, sibling) => sibling?.type === 'url',
          description: 'Absolute (https://…) or a site path such as /wishlist',
        },
      },
      { name: 'email', type: 'email', admin: { condition: (_, sibling) => sibling?.type === 'email' } },
      { name: 'anchor', type: 'text', admin: { condition: (_, sibling) => sibling?.type === 'anchor' } },
    ],
  }
}
