import { buildArticleNumber } from '@/domain/trade/buildArticleNumber'
import { InvalidArticleNumberError, type InvalidArticleNumberReason } from '@/domain/trade/invalidArticleNumberError'
import type { LineRefusal } from '@/domain/trade/lineRefusals'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'

/** What one quick order may hold: enough for a season's restocking, few enough to add line by line in one request. */
export const QUICK_ORDER_MAX_LINES = 200
/** The pasted text's limit in characters (200 lines of an article number, a quantity and a long description). */
export const QUICK_ORDER_MAX_CHARS = 20_000
/** No line names more pieces than a cart line holds (the line items body's own limit); the group's maximum comes later. */
export const QUICK_ORDER_MAX_QUANTITY = 10_000

/**
 * One line of a quick order as typed or pasted: its line number in the text (1 for the first line,
 * blank lines and the header counted, so the jeweller finds it), the article number as written (upper
 * case, trimmed), the quantity it names (null: none given) and why it cannot be read, if it cannot.
 */
export type QuickOrderEntry = { line: number; articleNumber: string; quantity: number | null; error: LineRefusal | null }

const parseReasons: Record<InvalidArticleNumberReason, LineRefusal> = {
  'not-a-string': 'article-format',
  format: 'article-format',
  suffix: 'article-format',
  product: 'article-product',
  model: 'article-model',
  length: 'article-length',
  variant: 'article-variant',
  finish: 'article-finish',
  'special-color': 'article-special-color',
  'special-length': 'article-special-length',
}

/** A spreadsheet's cell as text: its quotes ("10-1101-00-1-WG") and the spaces around it dropped. */
const cell = (value: string) =>
  value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()

/**
 * The cells of one line: separated by a tab (Excel), a semicolon (German CSV) or a comma (CSV), or,
 * when none of these is there, by spaces ("10-1101-00-1-WG 2" typed by hand). Article numbers hold
 * none of these characters, so no separator can cut one. Empty cells at the end (Excel's trailing
 * tabs) are dropped.
 */
function cellsOf(text: string): string[] {
  const bySpaces = text.split(/\s+/)
  // More than "ARTICLE QTY" between spaces is no pair of cells but one text (a description typed in).
  const cells = (/[\t;,]/.test(text) ? text.split(/[\t;,]/) : bySpaces.length > 2 ? [text] : bySpaces).map(cell)
  while (cells.length && cells[cells.length - 1] === '') cells.pop()
  return cells
}

/** A header row names its columns in words: no cell holds a digit ("Artikelnummer;Menge", "SKU, Qty", "品番"). */
const isHeader = (cells: string[]) => cells.every((c) => !/\d/.test(c))

function quantityOf(text: string | undefined): { quantity: number | null; error: LineRefusal | null } {
  if (text === undefined || text === '') return { quantity: null, error: null }
  if (!/^\d{1,6}$/.test(text)) return { quantity: null, error: 'quantity-invalid' }
  const quantity = Number(text)
  if (quantity < 1) return { quantity, error: 'quantity-invalid' }
  if (quantity > QUICK_ORDER_MAX_QUANTITY) return { quantity, error: 'quantity-too-large' }
  return { quantity, error: null }
}

function articleError(code: string): LineRefusal | null {
  try {
    // Read and written back: only the one spelling the house writes is an article number.
    return buildArticleNumber(parseArticleNumber(code)) === code ? null : 'article-format'
  } catch (err) {
    if (err instanceof InvalidArticleNumberError) return parseReasons[err.reason]
    throw err
  }
}

/**
 * Reads a quick order (issue 33): one article per line, `ARTICLE`, or with its quantity
 * `ARTICLE;QTY`, `ARTICLE,QTY` or `ARTICLE<tab>QTY` (a CSV file's lines, or cells copied from Excel).
 * Blank lines are skipped, and so is the first line when it is a header (no digit in any cell)
 * above further lines. The
 * article number is read with the house's article-number rules (parseArticleNumber), in upper case
 * because every letter in a code is a capital; anything else is named with its reason. Whether the
 * shop sells the article, and how many pieces its line may hold, is `quickOrderLine`'s to say.
 */
export function parseQuickOrder(text: string): QuickOrderEntry[] {
  const rows = text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((raw, index) => (raw.trim() ? [{ line: index + 1, cells: cellsOf(raw.trim()) }] : []))
  // A header only above other lines: a lone line of words is a mistyped article, named as such.
  if (rows.length > 1 && isHeader(rows[0]!.cells)) rows.shift()
  return rows.map(({ line, cells }) => {
    const articleNumber = (cells[0] ?? '').toUpperCase()
    if (cells.length > 2) return { line, articleNumber, quantity: null, error: 'columns' }
    const { quantity, error } = quantityOf(cells[1])
    return { line, articleNumber, quantity, error: articleError(articleNumber) ?? error }
  })
}
