import type { Payload } from 'payload'
import { json } from '@/server/http/drf'

/** A confirmation link stays valid this long; an older pending subscription needs a new form. */
export const CONFIRM_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/**
 * POST /api/v1/forms/{uuid}/newsletter-subscribe-confirm/: the uuid is the token of the mail's
 * link (never the submission's own uuid, which a contact form's answer reveals). A pending
 * subscription becomes confirmed: 200. Unknown, used or expired: 404.
 */
export async function confirmNewsletter(payload: Payload, token: string): Promise<Response> {
  const found = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ 'newsletter.token': { equals: token.toLowerCase() } }, { 'newsletter.status': { equals: 'pending' } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const submission = found.docs[0]
  if (!submission || Date.now() - new Date(submission.createdAt).getTime() > CONFIRM_WINDOW_MS) return json({ detail: 'Not found.' }, 404)
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    overrideAccess: true,
    depth: 0,
    data: { newsletter: { status: 'confirmed', token: null, confirmedAt: new Date().toISOString() } },
  })
  return json({ detail: 'confirmed' }, 200)
}
