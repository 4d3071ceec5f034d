/**
 * Rules for embedded content. Frames may show a path of this site or an https page on a host an
 * operator allowed in FRAME_ORIGINS (comma-separated origins); the same list feeds the CSP's
 * frame-src, so an editor cannot embed what the browser would refuse anyway.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

export function isYoutubeId(value: string): boolean {
  return /^[A-Za-z0-9_-]{11}$/.test(value)
}

export function allowedFrameOrigins(env: string | undefined): string[] {
  return (env ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .flatMap((o) => {
      try {
        const url = new URL(o)
        return url.protocol === 'https:' ? [url.origin] : []
      } catch {
        return []
      }
    })
}

/** Undefined when the frame source is acceptable, else the editor-facing reason. */
export function frameSourceError(value: unknown, originsEnv: string | undefined): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return 'Enter a site path or an https address.'
  const src = value.trim()
  if (src.startsWith('/') && !src.startsWith('//')) return undefined
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return 'Enter a site path or an https address.'
  }
  if (url.protocol !== 'https:') return 'Only https addresses can be embedded.'
  if (!allowedFrameOrigins(originsEnv).includes(url.origin)) return `${url.origin} is not in FRAME_ORIGINS.`
  return undefined
}
