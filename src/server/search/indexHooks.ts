import type { CollectionConfig } from 'payload'
import { nudgeSearchIndex } from '@/server/search/searchService'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * Adds the site search to a collection's hooks: a save or delete makes this process's index look at
 * the database at once (issue 6: "a published change is searchable within 2 s"). Other processes
 * notice the change by polling.
 */
export function withSearchIndexHooks(hooks: Hooks): Hooks {
  return {
    ...hooks,
    afterChange: [
      ...(hooks.afterChange ?? []),
      ({ doc }) => {
        nudgeSearchIndex()
        return doc
      },
    ],
    afterDelete: [
      ...(hooks.afterDelete ?? []),
      ({ doc }) => {
        nudgeSearchIndex()
        return doc
      },
    ],
  }
}
