import type { Messages } from '@/i18n/messages'

type Namespace = keyof Messages

/**
 * The catalogue namespaces client components read. Server components read the catalogues on the
 * server, so only these travel to the browser with every page (the whole catalogue is ~4× larger).
 */
export const siteClientNamespaces = [
  'blocks',
  'consent',
  'ui',
  'product',
  'error',
  'search',
  'form-general',
  'wishlist',
] as const satisfies readonly Namespace[]

/** Account forms also show validation and server messages from these. */
export const accountClientNamespaces = [
  ...siteClientNamespaces,
  'account',
  'form-general',
  'register',
  'loginForm',
  'password-forgot',
  'api',
] as const satisfies readonly Namespace[]

/** The public forms (issue 7): their labels, and the e-mail message some forms' rules name. */
export const formClientNamespaces = [...siteClientNamespaces, 'forms', 'password-forgot'] as const satisfies readonly Namespace[]

/** The trade shop (issue 14): its own texts, the catalogue's filter labels and the form rules' messages. */
export const shopClientNamespaces = [...siteClientNamespaces, 'shop', 'filter', 'cart', 'orders'] as const satisfies readonly Namespace[]

/** A placed order's page (issue 33): the shop's texts and its own. */
export const orderClientNamespaces = [...shopClientNamespaces, 'order'] as const satisfies readonly Namespace[]

/** The retailer portal (issue 16): its own texts; the toasts and modals use 'ui'. */
export const portalClientNamespaces = [...siteClientNamespaces, 'portal'] as const satisfies readonly Namespace[]

export function pickMessages(messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))
}
