import { z } from 'zod'

/** `?locale=` of GET /api/v1/reference/: any value; one the site does not speak falls back to the browser's language, then German. */
export const referenceParams = z.object({ locale: z.string().optional().describe("The page's language (de, en, ja, zh-hans); else the browser's.") })

/** The edge reads `?locale=` as sent, absent as undefined (the schema takes any text, so it never refuses). */
export const readReferenceQuery = (search: URLSearchParams) => ({ locale: search.get('locale') ?? undefined })
