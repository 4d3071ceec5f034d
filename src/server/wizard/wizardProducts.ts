import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import { cacheTags } from '@/server/cache/tags'
import { mapProductCard } from '@/server/content/mapProduct'
import type { WizardProductView, WizardView } from '@/server/content/types'
import { payloadClient } from '@/server/payload/client'

/** Spec 3 §9: products are read in pages of 100. */
const PAGE = 100

/** Every tag an answer of the wizard can match. */
export const wizardTagsOf = (wizard: Pick<WizardView, 'steps'>) => [...new Set(wizard.steps.flatMap((s) => s.choices.flatMap((c) => c.wizardTags)))].sort()

/**
 * The published products a wizard can recommend: of its product types, sharing a tag with one of its
 * answers, in article-number order (the order equal scores keep). Scoring happens in the browser,
 * where the answers are; this list is all it needs.
 */
export async function loadWizardProducts(payload: Payload, locale: UrlLocale, tags: string[], types: string[]): Promise<WizardProductView[]> {
  if (tags.length === 0) return []
  const where: Where = { and: [{ wizardTags: { in: tags } }, ...(types.length ? [{ type: { in: types } }] : [])] }
  const products: WizardProductView[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection: 'products', locale, where, sort: 'mpn', limit: PAGE, page, depth: 1, overrideAccess: false })
    for (const doc of result.docs as Product[]) products.push({ ...mapProductCard(doc, locale), wizardTags: doc.wizardTags ?? [] })
    if (!result.hasNextPage) return products
  }
}

export const wizardProducts = unstable_cache(
  async (locale: UrlLocale, tags: string[], types: string[]) => loadWizardProducts(await payloadClient(), locale, tags, types),
  ['wizard-products'],
  { tags: [cacheTags.products, cacheTags.media] },
)
