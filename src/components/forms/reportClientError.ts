/** The window event other parts of the site raise for failures (see app/(site)/[locale]/error.tsx). */
export const CLIENT_ERROR_EVENT = 'maison:error'

/**
 * Reports a failure seen in the browser with its context. There is no external error service:
 * the console keeps it for whoever looks, and the window event lets one be attached later
 * without touching the callers. Nothing leaves the browser.
 */
export function reportClientError(message: string, context: Record<string, unknown>): void {
  console.error(`[maison] ${message}`, context)
  try {
    window.dispatchEvent(new CustomEvent(CLIENT_ERROR_EVENT, { detail: { message, ...context } }))
  } catch {
    // An old browser without CustomEvent: the console line is enough.
  }
}
