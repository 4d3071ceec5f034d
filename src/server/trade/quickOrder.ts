import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { quickOrderLine } from '@/domain/trade/articleSelection'
import { parseQuickOrder, QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from '@/domain/trade/quickOrder'
import type { UrlLocale } from '@/i18n/locales'
import type { QuickOrderAnswer } from '@/contracts/addedLines'
import { drfText } from '@/server/http/drf'
import { invalidField } from '@/server/http/errors'
import { addLineOrRefusal } from '@/server/trade/addLines'
import { shopCatalogue } from '@/server/trade/catalogue'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { maxJewelleryPieces } from '@/server/trade/tradeSettings'

/** POST commerce/quick-order/: the pasted or typed text, read on the server with the domain's rules. */
export const quickOrderBody = z.object({
  text: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? drfText.required : drfText.notString) })
    .min(1, drfText.blank)
    .max(QUICK_ORDER_MAX_CHARS, `Ensure this field has no more than ${QUICK_ORDER_MAX_CHARS} characters.`)
    .meta({
      description: `One article per line: \`ARTICLE\`, \`ARTICLE;QTY\`, \`ARTICLE,QTY\` or tab-separated (cells copied from Excel); blank lines and a header line are skipped. At most ${QUICK_ORDER_MAX_LINES} articles.`,
    }),
})

/**
 * POST /api/v1/commerce/quick-order/ (commerce token) `{text}` → 200 `{results}` (issue 33, quick
 * order): each line of the text read with the article-number rules (parseQuickOrder), found in
 * today's catalogue of the store's currency (quickOrderLine: the configuration the code stands for,
 * ordered as stock) and added to the cart as POST line_items/ adds a line, one by one. Per line, not
 * all or nothing: a jeweller pasting forty articles wants the thirty-nine that exist in the cart and
 * the one that does not named, with its line number and reason, to correct and send again. One
 * result per article line of the text, in its order.
 */
export async function quickOrder(
  payload: Payload,
  { session, locale, text }: { session: CommerceSession; locale: UrlLocale; text: string },
): Promise<QuickOrderAnswer> {
  const entries = parseQuickOrder(text)
  if (entries.length > QUICK_ORDER_MAX_LINES) throw invalidField('text', `Ensure the text has no more than ${QUICK_ORDER_MAX_LINES} articles.`)
  const [groups, maxPieces] = await Promise.all([shopCatalogue(payload, session.store.currency, locale), maxJewelleryPieces(payload)])
  const results: QuickOrderAnswer['results'] = []
  for (const entry of entries) {
    const base = { line: entry.line, article_number: entry.articleNumber }
    const found = quickOrderLine(groups, entry, maxPieces)
    if (typeof found === 'string') {
      results.push({ ...base, quantity: entry.quantity, ok: false, error_key: found, line_item_id: null, name: null })
      continue
    }
    const { group, quantity, selection } = found
    // One after the other: a ring of the year's numbers and a service item's maximum count the lines before.
    const added = await addLineOrRefusal(payload, {
      session,
      line: { article_group_id: group.uuid, quantity, selection: { ...selection } },
      service: group.metaType === 'service_item',
    })
    results.push(
      'id' in added
        ? { ...base, quantity, ok: true, error_key: null, line_item_id: added.id, name: group.name }
        : { ...base, quantity, ok: false, error_key: added.refused, line_item_id: null, name: group.name },
    )
  }
  return { results }
}
