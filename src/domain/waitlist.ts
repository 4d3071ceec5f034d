// Who may ask for the yearly ring's waitlist: whoever holds orders:create_article_order at a store
// (LINE_PERMISSION.jewelry in src/domain/trade/orderPermission.ts); a request bills no store, so the
// billing right the shop asks for is not needed here.

/** Spec 3 §2.5: where everyone else is sent. */
export const accessDeniedPath = (locale: string) => `/${locale}/error-access-denied/`
export const waitlistPath = (locale: string) => `/${locale}/yearly-ring/`
