import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted line's reserved limitation number is free again. Before the delete, not after: the
 * foreign key clears the number's line as soon as the row is gone. Only the line's owner releases
 * a reserved number (nothing else changes one), so a bulk update's select-then-write is safe here.
 */
export const releaseLineNumbers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'limitation-numbers',
    where: { and: [{ line: { equals: id } }, { status: { equals: 'reserved' } }] },
    data: { status: 'free', order: null, line: null, reservedAt: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
