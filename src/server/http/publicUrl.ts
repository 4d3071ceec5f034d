/** The origin people reach the site at; canonical and hreflang links are absolute on it. */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}
