import 'server-only'

/** The id of a relationship value, whether Payload returned it populated or as the bare id. */
export function relationId(value: unknown): number | string | null {
  if (value && typeof value === 'object') return relationId((value as { id?: unknown }).id)
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

/** Ids compare as strings: SQLite and PostgreSQL both give numbers, tokens carry strings. */
export function sameId(a: unknown, b: unknown): boolean {
  const x = relationId(a)
  const y = relationId(b)
  return x !== null && y !== null && String(x) === String(y)
}
