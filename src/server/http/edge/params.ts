import { z } from 'zod'

/** A database id in a path: 1 to 18 digits; anything else is the 404 of an unknown id. */
export const dbId = z.string().regex(/^\d{1,18}$/)

/** Whether a raw path value is a database id (for routes that refuse a misfit with their own status). */
export const isDbId = (value: unknown): value is string => dbId.safeParse(value).success

/** `{id}` of a route such as /commerce/orders/{id}/. */
export const idParams = z.object({ id: dbId })
