import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { notFound } from '@/server/http/errors'

/** A confirmation link stays valid this long; an older pending subscription needs a new form. */
export const CONFIRM_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/** The answer's `detail`: confirmed now, or by an earlier click of the same link. */
export const confirmDetails = ['confirmed', 'already-confirmed'] as const

/**
 * POST /api/v1/forms/{uuid}/newsletter-subscribe-confirm/: the uuid is the token of the mail's
 * link (never the submission's own uuid, which a contact form's answer reveals). A pending
 * subscription becomes confirmed: 200. The link opened again (on the phone, then at the desk) is
 * 200 too, `already-confirmed`, so nobody is told to subscribe again while subscribed. Unknown,
 * unsubscribed since, or pending past the window: 404.
 */
export async function confirmNewsletter(payload: Payload, { token }: { token: string }): Promise<Response> {
  const found = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ 'newsletter.token': { equals: token.toLowerCase() } }, { 'newsletter.status': { in: ['pending', 'confirmed'] } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const submission = found.docs[0]
  if (submission?.newsletter?.status === 'confirmed') return json({ detail: 'already-confirmed' satisfies (typeof confirmDetails)[number] }, 200)
  if (!submission || Date.now() - new Date(submission.createdAt).getTime() > CONFIRM_WINDOW_MS) throw notFound()
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    overrideAccess: true,
    depth: 0,
    // The token stays until an unsubscribe clears it: the same link answers again.
    data: { newsletter: { status: 'confirmed', confirmedAt: new Date().toISOString() } },
  })
  return json({ detail: 'confirmed' satisfies (typeof confirmDetails)[number] }, 200)
}
