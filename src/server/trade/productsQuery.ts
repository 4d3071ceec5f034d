import 'server-only'
import { z } from 'zod'
import { defaultLocale, urlLocales, type UrlLocale } from '@/i18n/locales'
import { drfText } from '@/server/http/drf'

/** Spec 2 §9: "Catalogue paging 100 per page, repeated until a short or empty page." */
export const PRODUCTS_PER_PAGE = 100

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

export const productsParams = z.object({
  language: z.preprocess(absentIfEmpty, z.enum(urlLocales, { error: choice }).default(defaultLocale)),
  currency: z.preprocess(absentIfEmpty, z.string().optional()),
  page: z.preprocess(
    absentIfEmpty,
    z.coerce.number({ error: drfText.invalidInteger }).int(drfText.invalidInteger).min(1, drfText.minValue(1)).max(100_000, drfText.invalidInteger).default(1),
  ),
})

export type ProductsQuery = { language: UrlLocale; currency?: string; page: number }
