// Who may ask for the yearly ring's waitlist: whoever may order (src/domain/trade/orderPermission.ts).

/** Spec 3 §2.5: where everyone else is sent. */
export const accessDeniedPath = (locale: string) => `/${locale}/error-access-denied/`
export const waitlistPath = (locale: string) => `/${locale}/yearly-ring/`
