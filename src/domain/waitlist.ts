import type { PortalPermission } from '@/domain/portal/permissions'

/**
 * Who may ask for the yearly ring's waitlist (spec 3 §2.4, §6 leaves the rule open;
 * docs/decisions.md, "Yearly-ring waitlist"): a trade account holding `orders:create_article_order`
 * at one of its stores — the waitlist is an article order in waiting.
 */
export const WAITLIST_PERMISSION: PortalPermission = 'orders:create_article_order'

/** Spec 3 §2.5: where everyone else is sent. */
export const accessDeniedPath = (locale: string) => `/${locale}/error-access-denied/`
export const waitlistPath = (locale: string) => `/${locale}/yearly-ring/`
