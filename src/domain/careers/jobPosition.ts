import type { UrlLocale } from '@/i18n/locales'
import { micrositeHref } from '@/domain/microsite'

/**
 * A job position as the job-board feed carries it (spec 3 §3; Personio's XML feed, one
 * `<position>` per job): the careers pages read nothing else, so any feed of this shape can
 * replace the house's own (src/server/careers/feedClient.ts).
 */
export type JobPosition = {
  id: string
  subcompany: string
  office: string
  department: string
  recruitingCategory: string
  name: string
  jobDescriptions: { name: string; value: string }[]
  employmentType: string
  seniority: string
  schedule: string
  yearsOfExperience: string
  keywords: string
  occupation: string
  occupationCategory: string
  createdAt: string
}

/** Personio's values of the coded fields (what its feed publishes). */
export const employmentTypes = ['permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student'] as const
export const seniorities = ['entry-level', 'experienced', 'executive', 'student'] as const
export const schedules = ['full-time', 'part-time', 'full-or-part-time'] as const
export const yearsOfExperience = ['lt-1', '1-2', '2-5', '5-7', '7-10', '10-15', 'ht15'] as const

/**
 * The feed language per site locale (spec 3 §7 "languages mapped per locale"): Personio names
 * Chinese `zh`; the house's own feed answers every one of these.
 */
export const feedLanguages: Record<UrlLocale, string> = { de: 'de', en: 'en', ja: 'ja', 'zh-hans': 'zh' }

/** The locale whose texts a feed language asks for, or null for a language the feed does not have. */
export function localeOfFeedLanguage(language: string | null): UrlLocale | null {
  const hit = Object.entries(feedLanguages).find(([, code]) => code === language)
  return hit ? (hit[0] as UrlLocale) : null
}

export const careerListPath = (locale: string) => `/${locale}/career/`
export const careerPath = (locale: string, id: string | number) => `/${locale}/career/${id}/`

/**
 * The careers links of a page, under a jeweller's microsite prefix when it renders there (spec 1 §2:
 * "prefix for all links in microsite mode"), so list, position and back link never leave the microsite.
 */
export const careerListHref = (locale: string, microsite?: string) => (microsite ? micrositeHref(careerListPath(locale), microsite) : careerListPath(locale))
export const careerHref = (locale: string, id: string | number, microsite?: string) =>
  microsite ? micrositeHref(careerPath(locale, id), microsite) : careerPath(locale, id)

/** Position ids are Personio's: positive integers. */
export const isPositionId = (value: unknown): value is string => typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value)
