import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { create, type Font, type FontCollection } from 'fontkit'
import type { DocumentLanguage } from '@/domain/trade/orderDocuments'

/**
 * The faces of the order documents (docs/decisions.md, "Order documents as PDF"). The house's own
 * faces are the site's: Cormorant Garamond for display, Jost for text, from the same Fontsource
 * packages the site serves (latin and latin-ext subsets, as WOFF, which fontkit reads). They carry
 * no CJK glyphs; the site leaves those to the reader's system fonts, but a PDF must embed what it
 * shows, so CJK comes from Noto Sans JP, SC and KR (npm packages of the Google Fonts TTFs, OFL).
 * Each character takes the first face of its role's chain that has a glyph for it; the chain puts
 * the document language's CJK face first, so a kanji in a Japanese document has its Japanese form
 * and the same character in a Chinese one its simplified Chinese form (Han unification).
 * Files are read from node_modules at the project root, where the server runs (as the MapLibre
 * worker route does), once per process and only when a document needs them.
 */

export type FontRole = 'display' | 'text' | 'light' | 'strong'

type Weight = 300 | 400 | 500

export interface Face {
  /** The name the face is registered under in a PDF document. */
  name: string
  file: string
}

const modules = path.join(process.cwd(), 'node_modules')

function fontsource(family: 'jost' | 'cormorant-garamond', subset: 'latin' | 'latin-ext', weight: Weight): Face {
  return { name: `${family}-${subset}-${weight}`, file: path.join(modules, '@fontsource', family, 'files', `${family}-${subset}-${weight}-normal.woff`) }
}

const notoWeights = { 400: '400Regular', 500: '500Medium' } as const
type Script = 'JP' | 'SC' | 'KR'

function noto(script: Script, weight: keyof typeof notoWeights): Face {
  const folder = notoWeights[weight]
  return {
    name: `noto-sans-${script.toLowerCase()}-${weight}`,
    file: path.join(modules, '@expo-google-fonts', `noto-sans-${script.toLowerCase()}`, folder, `NotoSans${script}_${folder}.ttf`),
  }
}

/** The house's faces per role, Latin first; CJK faces follow in the language's order. */
const houseFaces: Record<FontRole, { latin: Face[]; cjkWeight: keyof typeof notoWeights }> = {
  display: { latin: [fontsource('cormorant-garamond', 'latin', 500), fontsource('cormorant-garamond', 'latin-ext', 500)], cjkWeight: 500 },
  text: { latin: [fontsource('jost', 'latin', 400), fontsource('jost', 'latin-ext', 400)], cjkWeight: 400 },
  light: { latin: [fontsource('jost', 'latin', 300), fontsource('jost', 'latin-ext', 300)], cjkWeight: 400 },
  strong: { latin: [fontsource('jost', 'latin', 500), fontsource('jost', 'latin-ext', 500)], cjkWeight: 500 },
}

/** Whose glyph forms a language's Han characters take, and who comes next. */
const scriptOrder: Record<DocumentLanguage, Script[]> = {
  de: ['JP', 'SC', 'KR'],
  en: ['JP', 'SC', 'KR'],
  ja: ['JP', 'SC', 'KR'],
  'zh-hans': ['SC', 'JP', 'KR'],
  ko: ['KR', 'SC', 'JP'],
}

export interface FaceChain {
  faces: readonly Face[]
  /** Which face draws a code point, remembered: a document asks for the same characters again and again. */
  chosen: Map<number, Face>
}

const chains = new Map<string, FaceChain>()

/** The faces a role tries, in order, for a document in `language`. */
export function faceChain(role: FontRole, language: DocumentLanguage): FaceChain {
  const key = `${role}:${language}`
  let chain = chains.get(key)
  if (!chain) {
    const { latin, cjkWeight } = houseFaces[role]
    chain = { faces: [...latin, ...scriptOrder[language].map((script) => noto(script, cjkWeight))], chosen: new Map() }
    chains.set(key, chain)
  }
  return chain
}

interface LoadedFace {
  buffer: Buffer
  font: Font
}

const loaded = new Map<string, LoadedFace>()

/**
 * A WOFF 1.0 file as the plain TrueType (sfnt) it wraps. pdfkit hands each document's fonts to
 * fontkit anew, and fontkit inflates a WOFF's tables in pure JavaScript every time: that took
 * three quarters of an invoice's rendering. Inflated once here with zlib, the faces load at once.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressedLength = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressedLength)
    const data = compressedLength < length ? inflateSync(stored) : stored
    if (data.length !== length) throw new Error(`WOFF table ${woff.toString('latin1', entry, entry + 4)} inflates to ${data.length} bytes, not ${length}`)
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data }
  })
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  woff.copy(header, 0, 4, 8) // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padding = (4 - (table.data.length % 4)) % 4
    parts.push(table.data, Buffer.alloc(padding))
    offset += table.data.length + padding
  })
  return Buffer.concat(parts)
}

/** A face's file (a WOFF unwrapped) and its parsed font, read once per process. */
export function loadFace(face: Face): LoadedFace {
  let entry = loaded.get(face.name)
  if (!entry) {
    const file = readFileSync(face.file)
    const buffer = file.toString('latin1', 0, 4) === 'wOFF' ? woffToSfnt(file) : file
    const parsed: Font | FontCollection = create(buffer)
    if (parsed.type === 'TTC' || parsed.type === 'DFont') throw new Error(`${face.file} is a font collection, not one face`)
    entry = { buffer, font: parsed as Font }
    loaded.set(face.name, entry)
  }
  return entry
}

/**
 * The face of `chain` that draws `codePoint`: the first that has a glyph, else the chain's first
 * (whose missing-glyph box then marks the character rather than silently dropping it). Line breaks
 * and spaces stay in the face before them, so runs do not split at every space.
 */
export function faceFor(chain: FaceChain, codePoint: number): Face {
  let face = chain.chosen.get(codePoint)
  if (!face) {
    face = chain.faces.find((candidate) => loadFace(candidate).font.hasGlyphForCodePoint(codePoint)) ?? chain.faces[0]
    chain.chosen.set(codePoint, face)
  }
  return face
}
