/**
 * Double opt-in of spec 1 §4: a subscription is pending until the link in the e-mail is opened,
 * then confirmed; an unsubscribe ends it.
 */
export const newsletterStates = ['none', 'pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterState = (typeof newsletterStates)[number]

/** The forms whose sending asks for the newsletter in itself, whatever the checkbox says. */
export const subscribingActions = ['NEWSLETTER_SUBSCRIBE', 'REGISTRATION'] as const

export function wantsNewsletter(action: string, data: { newsletter_subscription?: boolean }): boolean {
  return (subscribingActions as readonly string[]).includes(action) || data.newsletter_subscription === true
}
