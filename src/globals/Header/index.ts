import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { linkField } from '@/fields/link'
import { revalidateGlobal } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Layout' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.layout)] },
  fields: [
    { name: 'brand', type: 'text', required: true, defaultValue: 'Aurelle' },
    {
      name: 'nav',
      type: 'array',
      maxRows: 8,
      fields: [{ name: 'label', type: 'text', localized: true, required: true }, linkField('link', { required: true })],
    },
  ],
}
