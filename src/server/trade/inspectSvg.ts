import { SaxesParser, type SaxesTagNS } from 'saxes'

/**
 * Whether an uploaded SVG may be kept. The house's staff open these files in the admin, where an
 * SVG runs with the site's origin, and the engraver's software fetches what it references; so an
 * SVG must be a self-contained drawing: well-formed XML (namespaces included) with an <svg> root,
 * without script, foreignObject or other embedding elements, event-handler attributes (on*),
 * javascript: URLs, a DOCTYPE (entities, external DTDs), processing instructions (xml-stylesheet),
 * or any reference outside the file: href/xlink:href/src not starting with '#', and in CSS
 * (style attributes, presentation attributes, <style>) @import or url()/image() not pointing at
 * '#'. Refusing rather than cleaning: a cleaned drawing may no longer be what the jeweller meant.
 */
export type SvgVerdict = { ok: true } | { ok: false; reason: 'malformed' | 'not-svg' | 'unsafe'; detail: string }

const SVG_NS = 'http://www.w3.org/2000/svg'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
/**
 * XHTML elements in an SVG file are HTML wherever they stand (a <h:meta http-equiv="refresh">, a
 * <h:form>), and Payload's own upload check refused such a file after ours let it through, which
 * answered 500 (issue 30). A drawing needs none: declaring or using the namespace is refused.
 */
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const BLOCKED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener'])
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform'])
const REFERENCE_ATTRIBUTES = new Set(['href', 'src'])

class Refused extends Error {
  constructor(readonly verdict: Exclude<SvgVerdict, { ok: true }>) {
    super(verdict.detail)
  }
}
const unsafe = (detail: string) => new Refused({ ok: false, reason: 'unsafe', detail })

/** CSS as a browser reads it: comments gone, escapes (\75 rl, \@import) decoded, lower case. */
function decodeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\\r\n|\\[\n\r\f]/g, '')
    .replace(/\\([\da-f]{1,6})\s?|\\(.)/gi, (_m, hex: string | undefined, char: string | undefined) => {
      if (!hex) return char ?? ''
      const code = Number.parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    })
    .toLowerCase()
}

/** What in a piece of CSS (or an attribute that may hold CSS functions) reaches outside the file. */
function cssProblem(value: string): string | null {
  const css = decodeCss(value)
  if (css.includes('@import')) return '@import'
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)/g)) {
    if (!match[2].trim().startsWith('#')) return `url(${match[2].trim()})`
  }
  // image(), image-set() and src() take plain strings as addresses.
  if (/(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image|image-set|src)\(/.test(css)) return 'image()'
  return null
}

/** javascript: and vbscript: however they are spelt: control characters and spaces are ignored by URL parsers. */
function hasScriptUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase()
  return compact.includes('javascript:') || compact.includes('vbscript:')
}

function checkElement(tag: SaxesTagNS): void {
  const element = tag.local.toLowerCase()
  if (BLOCKED_ELEMENTS.has(element)) throw unsafe(`<${tag.name}>`)
  if (tag.uri === XHTML_NS) throw unsafe(`XHTML <${tag.name}>`)
  for (const attribute of Object.values(tag.attributes)) {
    const name = attribute.local.toLowerCase()
    const value = attribute.value
    if (attribute.uri === XHTML_NS || value.trim() === XHTML_NS) throw unsafe(`XHTML namespace in ${attribute.name}`)
    if (name.startsWith('on')) throw unsafe(`${attribute.name} attribute`)
    if (attribute.uri === XML_NS && name === 'base') throw unsafe('xml:base')
    if (REFERENCE_ATTRIBUTES.has(name) && !value.trim().startsWith('#')) throw unsafe(`${attribute.name}="${value.slice(0, 80)}"`)
    if (hasScriptUrl(value)) throw unsafe(`javascript: in ${attribute.name}`)
    const css = cssProblem(value)
    if (css) throw unsafe(`${css} in ${attribute.name}`)
    // An animation could set a reference or handler that no attribute holds at rest.
    if (ANIMATIONS.has(element) && name === 'attributename') {
      const target = value.trim().toLowerCase().split(':').pop() ?? ''
      if (REFERENCE_ATTRIBUTES.has(target) || target.startsWith('on') || target === 'style') throw unsafe(`<${tag.name} attributeName="${value}">`)
    }
  }
}

export function inspectSvg(bytes: Uint8Array): SvgVerdict {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not UTF-8 text' }
  }
  const parser = new SaxesParser({ xmlns: true, position: true })
  let sawRoot = false
  // Text inside <style> is collected whole: a comment could split "@import" between two text events.
  let styleDepth = 0
  let styleText = ''
  parser.on('doctype', () => {
    throw unsafe('DOCTYPE')
  })
  parser.on('processinginstruction', ({ target }) => {
    throw unsafe(`<?${target}?>`)
  })
  parser.on('opentag', (tag) => {
    if (!sawRoot) {
      sawRoot = true
      if (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')) throw new Refused({ ok: false, reason: 'not-svg', detail: `root <${tag.name}>` })
    }
    checkElement(tag)
    if (styleDepth || tag.local.toLowerCase() === 'style') styleDepth++
  })
  const collect = (chunk: string) => {
    if (styleDepth) styleText += chunk
  }
  parser.on('text', collect)
  parser.on('cdata', collect)
  parser.on('closetag', () => {
    if (!styleDepth) return
    styleDepth--
    if (styleDepth) return
    const css = cssProblem(styleText) ?? (hasScriptUrl(styleText) ? 'javascript:' : null)
    if (css) throw unsafe(`${css} in <style>`)
    styleText = ''
  })
  try {
    parser.write(text).close()
  } catch (err) {
    if (err instanceof Refused) return err.verdict
    return { ok: false, reason: 'malformed', detail: (err as Error).message }
  }
  if (!sawRoot) return { ok: false, reason: 'not-svg', detail: 'no root element' }
  return { ok: true }
}
