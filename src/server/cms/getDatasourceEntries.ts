import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { dataLocales, type DataLocale } from '@/i18n/locales'
import { json } from '@/server/http/drf'
import { refused } from '@/server/http/errors'
import { countries, countryName } from '@/domain/countries/countries'
import { cacheVersion } from '@/server/cms/cacheVersion'
import { clampedInt, pagingError } from '@/server/cms/query'

export const datasourceParams = z.object({
  datasource: z.string().optional().catch(undefined),
  dimension: z.string().optional().catch(undefined),
  page: clampedInt(1, 1, 1_000_000),
  // Storyblok: 25 by default, at most 1000 for datasource entries.
  per_page: clampedInt(25, 1, 1000),
})

/** Storyblok's misfit of the paging: 400 `{error}`. */
export const datasourceMisfit = (error: z.ZodError) => refused(400, { error: pagingError(error) })

/** The search parameters as datasourceParams reads them: the last value of a repeated key, as Object.fromEntries keeps it. */
export const readDatasourceQuery = (search: URLSearchParams) => Object.fromEntries(search)

export type DatasourceEntry = { id: number; name: string; value: string; dimension_value: string | null }

/**
 * The `countries` datasource (spec 1 §3: "a second source of countries is a content datasource"):
 * id the ISO numeric code, value the upper-case alpha-2 code, name the English name, and in a
 * dimension (de, en, ja, zh-hans, ko) dimension_value the name in that language.
 */
export function countryEntries(dimension: string | undefined): DatasourceEntry[] {
  const locale = dataLocales.find((l) => l === dimension?.toLowerCase()) as DataLocale | undefined
  // The frozen lists of the country select, in English order.
  return countries('en').map(({ id, alpha2, name }) => ({
    id,
    name,
    value: alpha2.toUpperCase(),
    dimension_value: locale ? (countryName(locale, alpha2) ?? null) : null,
  }))
}

/**
 * GET cdn/datasource_entries/. The space has one datasource; without `datasource` Storyblok lists
 * the entries of all of them, which is the same list. An unknown datasource has no entries.
 */
export async function getDatasourceEntries(payload: Payload, p: z.output<typeof datasourceParams>): Promise<Response> {
  const all = p.datasource === undefined || p.datasource === '' || p.datasource === 'countries' ? countryEntries(p.dimension) : []
  const start = (p.page - 1) * p.per_page
  return json({ datasource_entries: all.slice(start, start + p.per_page), cv: await cacheVersion(payload) }, 200, {
    total: String(all.length),
    'per-page': String(p.per_page),
  })
}
