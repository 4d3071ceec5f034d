import { z } from 'zod'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The {uuid} of /api/v1/forms/{uuid}/…, lower-cased; a segment that is not a uuid is the edge's 404. */
export const formUuidParams = z.object({
  uuid: z
    .string()
    .regex(UUID)
    .transform((uuid) => uuid.toLowerCase()),
})
