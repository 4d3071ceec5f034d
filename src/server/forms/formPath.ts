const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The {uuid} of /api/v1/forms/{uuid}/…, or null when that segment is not a uuid (→ 404). */
export function formUuidFrom(request: Request): string | null {
  const segment = new URL(request.url).pathname.split('/').filter(Boolean)[3] ?? ''
  return UUID.test(segment) ? segment.toLowerCase() : null
}
