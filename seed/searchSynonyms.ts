import type { Payload } from 'payload'
import { seedSynonyms, synonymSummary } from '@/domain/searchSynonyms'
import { context } from './assets'

/** The trade's synonyms per language (issue 21); a rule is found again by its language and terms. */
export async function seedSearchSynonyms(payload: Payload): Promise<void> {
  for (const rule of seedSynonyms) {
    const data = { locale: rule.locale, type: rule.type, input: rule.input ?? null, synonyms: [...rule.synonyms] }
    const where = { locale: { equals: rule.locale }, summary: { equals: synonymSummary(rule) } }
    const existing = (await payload.find({ collection: 'search-synonyms', where, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id
    if (existing) await payload.update({ collection: 'search-synonyms', id: existing, data, overrideAccess: true, context, depth: 0 })
    else await payload.create({ collection: 'search-synonyms', data, overrideAccess: true, context, depth: 0 })
  }
}
