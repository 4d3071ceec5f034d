import 'server-only'

/** The path segment at an index of /api/v1/… (0 is "api"), for routes whose id sits in the path. */
export function pathSegment(request: Request, index: number): string {
  return new URL(request.url).pathname.split('/').filter(Boolean)[index] ?? ''
}

/** A database id from a path segment, or null when the segment is not one. */
export function pathId(request: Request, index: number): string | null {
  const segment = pathSegment(request, index)
  return /^\d{1,18}$/.test(segment) ? segment : null
}
