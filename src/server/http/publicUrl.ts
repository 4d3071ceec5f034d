/**
 * The origin people reach the site at; canonical and hreflang links are absolute on it. An empty
 * PUBLIC_URL (`PUBLIC_URL= npm start`, an orchestrator's blank variable) counts as unset: taken as
 * is, every page's metadata failed on `new URL('')` and answered 500.
 */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
}
