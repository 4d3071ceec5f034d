/**
 * The footer's legal line with this year (issue 31): the editors write the holder ("Aurelle
 * Goldschmiede GmbH. …"); a year they typed at its start ("© 2025 …") is replaced, so the line never
 * goes stale on a new year's site.
 */
export function legalLine(legal: string, now: Date = new Date()): string {
  const text = legal.replace(/^\s*(©|\(c\)|copyright)?\s*\d{4}(\s*[–-]\s*\d{4})?\s*/i, '').trim()
  return `© ${now.getFullYear()} ${text}`
}
