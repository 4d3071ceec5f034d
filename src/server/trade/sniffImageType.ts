/**
 * What the bytes of an upload are, by their first bytes only: the sender's content type and file
 * name say nothing reliable. 'svg' means "looks like XML text": only inspectSvg can tell whether it
 * is an SVG that may be kept. Null for everything else.
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'svg'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const UTF8_BOM = [0xef, 0xbb, 0xbf]

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  // XML text: an optional UTF-8 byte order mark and white space, then '<'. UTF-16 files are not taken.
  let i = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++
  return bytes[i] === 0x3c ? 'svg' : null
}
