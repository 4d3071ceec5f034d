import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

interface Face {
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

/** The faces a role tries, in order, for a document in `language`. */
export function faceChain(role: FontRole, language: DocumentLanguage): Face[] {
  const { latin, cjkWeight } = houseFaces[role]
  return [...latin, ...scriptOrder[language].map((script) => noto(script, cjkWeight))]
}

interface LoadedFace {
  buffer: Buffer
  font: Font
}

const loaded = new Map<string, LoadedFace>()

/** A face's file and its parsed font, read once per process. */
export function loadFace(face: Face): LoadedFace {
  let entry = loaded.get(face.name)
  if (!entry) {
    const buffer = readFileSync(face.file)
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
export function faceFor(chain: readonly Face[], codePoint: number): Face {
  for (const face of chain) if (loadFace(face).font.hasGlyphForCodePoint(codePoint)) return face
  return chain[0]
}
