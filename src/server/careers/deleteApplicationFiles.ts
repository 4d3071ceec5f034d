import type { CollectionAfterDeleteHook } from 'payload'

/** An application's files go with it (their bytes too: Payload removes an upload's file on delete). */
export const deleteApplicationFiles: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true, req })
}
