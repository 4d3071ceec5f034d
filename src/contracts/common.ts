import { z } from 'zod'
import { productTypes } from '@/domain/productFilters'
import { currencies, type Currency } from '@/domain/trade/currencies'

/**
 * Small shapes several answers share. Answers are described with strict objects (`z.strictObject`;
 * a plain `z.object` parse drops unknown keys without a word), so the OpenAPI document says
 * `additionalProperties: false` and tests/int/openapi.test.ts fails on a field a handler adds or
 * drops without the description following.
 */
export const dbId = z.int().describe('A database id.')
export const currency = z.enum(Object.keys(currencies) as [Currency, ...Currency[]])
export const productType = z.enum(productTypes)
/** An ISO 8601 instant as the database gives it (`2026-11-20T10:00:00.000Z`). */
export const instant = z.string().describe('An ISO 8601 date and time.')
export const calendarDay = z.string().describe('A calendar day, YYYY-MM-DD.')
export const named = z.strictObject({ id: dbId, name: z.string() })
/** Minor units of the currency beside it (cents; yen and won have none). */
export const minor = z.int().describe('An amount in minor units of the currency.')

/** A DRF-style page of rows: the next page's path and query, or null on the last page. */
export const page = <T extends z.ZodType>(row: T) =>
  z.strictObject({ results: z.array(row), count: z.int(), next: z.string().nullable().describe('The next page (path and query), null on the last.') })
export type Page<R> = Omit<z.infer<ReturnType<typeof page>>, 'results'> & { results: R[] }
