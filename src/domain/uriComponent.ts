/**
 * A percent-encoded part of an address, decoded; null when an escape is malformed (`%ff`, `%E0%A4%A`).
 * decodeURIComponent throws on those, and a throw inside a route was a 500 for a mistyped address.
 */
export function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
