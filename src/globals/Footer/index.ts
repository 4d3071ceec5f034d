import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { linkField } from '@/fields/link'
import { revalidateGlobal } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Layout' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.layout)] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true },
        {
          name: 'links',
          type: 'array',
          fields: [{ name: 'label', type: 'text', localized: true, required: true }, linkField('link', { required: true })],
        },
      ],
    },
    { name: 'address', type: 'textarea', localized: true },
    { name: 'legal', type: 'text', localized: true },
  ],
}
