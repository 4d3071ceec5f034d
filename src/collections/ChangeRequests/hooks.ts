import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import type { ChangeRequest } from '@/payload-types'
import { isAnswering, mayMoveTo } from '@/domain/portal/changeRequests'
import { tellAnswer } from '@/server/portal/changeRequestAnswer'

/** What the store sent and the house's own stamps: never changed by a save, whatever it carries. */
const asSent = ['kind', 'subject', 'item', 'orderLine', 'location', 'user', 'information'] as const

/**
 * On each save in the admin (or /cms-api): the request stays as the store sent it; the status never
 * returns to "open" once answered or done; the save that answers it stamps who answered and when.
 */
export const keepRequestAsSent: CollectionBeforeChangeHook<ChangeRequest> = ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || !originalDoc) return data
  for (const field of asSent) (data as Record<string, unknown>)[field] = originalDoc[field]
  if (!mayMoveTo(originalDoc.status, data.status ?? originalDoc.status)) {
    const message =
      req.i18n?.language === 'de'
        ? 'Eine beantwortete oder erledigte Anfrage wird nicht wieder offen.'
        : 'An answered or done request does not become open again.'
    throw new ValidationError({ collection: collection.slug, errors: [{ message, path: 'status' }] })
  }
  if (isAnswering(originalDoc.status, data.status)) {
    data.answeredAt = new Date().toISOString()
    data.answeredBy = req.user?.collection === 'admins' ? Number(req.user.id) : null
  } else {
    data.answeredAt = originalDoc.answeredAt ?? null
    const by = originalDoc.answeredBy
    data.answeredBy = by && typeof by === 'object' ? by.id : (by ?? null)
  }
  return data
}

/** The save that answers a request tells the store: its history and a mail to the requesting user (tellAnswer). */
export const answerChangeRequest: CollectionAfterChangeHook<ChangeRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && isAnswering(previousDoc?.status, doc.status)) await tellAnswer(req, doc)
  return doc
}
