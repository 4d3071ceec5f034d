/**
 * The HTML of a job description as the site shows it. A feed is the house's own or a job board the
 * operator configured, yet its HTML still goes through this allow-list: the text stays, a handful
 * of structural tags stay without any attribute, everything else (scripts, styles, links, images,
 * event handlers) goes. No tag can be smuggled: every `<` of the input is consumed by the tag pattern
 * (a stray one too), so each `<` of the output starts a tag written here.
 */
const KEPT = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4'])
const DROPPED_WITH_CONTENT = /<(script|style|template|iframe|object|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|<[^>]*>?/g

export function safeDescriptionHtml(html: string): string {
  const withoutCode = html.replace(DROPPED_WITH_CONTENT, '')
  return withoutCode.replace(TAG, (tag, name: string | undefined) => {
    const lower = name?.toLowerCase()
    if (!lower || !KEPT.has(lower)) return ''
    if (lower === 'br') return '<br>'
    return tag.startsWith('</') ? `</${lower}>` : `<${lower}>`
  })
}
