import type { CollectionConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

let generation = 0

/** Counts the stores' changes in this process; the store index rebuilds when it moves. */
export function storeIndexGeneration(): number {
  return generation
}

export function invalidateStoreIndex(): void {
  generation++
}

/**
 * Adds the store locator's index to the jewelers' hooks: a save or delete makes this process's
 * nearest-store index rebuild on the next search (issue 18). Other processes rebuild within a minute.
 */
export function withStoreIndexHooks(hooks: Hooks): Hooks {
  return {
    ...hooks,
    afterChange: [
      ...(hooks.afterChange ?? []),
      ({ doc }) => {
        invalidateStoreIndex()
        return doc
      },
    ],
    afterDelete: [
      ...(hooks.afterDelete ?? []),
      ({ doc }) => {
        invalidateStoreIndex()
        return doc
      },
    ],
  }
}
