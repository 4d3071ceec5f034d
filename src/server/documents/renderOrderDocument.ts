import 'server-only'
import PDFDocument from 'pdfkit'
import { createTranslator, type Locale } from 'next-intl'
import { orderDocumentView, type DocumentAddress, type DocumentLine, type DocumentTotals, type OrderDocumentView } from '@/contracts/orderDocuments'
import { countryName } from '@/domain/countries/countries'
import { formatAmount } from '@/domain/trade/formatAmount'
import { documentFigureErrors, documentNumberOf, postalAddressLines, serialNumberMismatches, type DocumentLanguage } from '@/domain/trade/orderDocuments'
import { htmlLang } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { TextSetter, type Line, type TextStyle } from '@/server/documents/textLayout'

/**
 * An order document of issue 33 as a PDF: the order confirmation, a shipment's delivery note or
 * the invoice, on A4 in the house's faces (fonts.ts), every label from the `documents` catalogue
 * of the view's language, amounts as formatAmount writes them, dates as the language writes them.
 * The view is checked before anything is drawn: a malformed view, figures that do not add up or a
 * delivery note whose serial numbers do not match its pieces throw instead of printing a document
 * the house would be held to. Long orders continue on further pages, each with a short header and
 * the table's head again; every page carries the house's legal lines and "page n of m".
 */
export async function renderOrderDocument(input: OrderDocumentView): Promise<Buffer> {
  const view = orderDocumentView.parse(input)
  checkFigures(view)
  const messages = await loadMessages(view.language)
  // Korean is a data locale without pages, so next-intl's routing type leaves it out; its
  // formatter takes any BCP 47 tag, and the ko catalogue is loaded like the others.
  const t = createTranslator({ locale: view.language as Locale, messages, namespace: 'documents' })
  return new DocumentLayout(view, t).render()
}

function checkFigures(view: OrderDocumentView): void {
  const errors = view.kind === 'delivery-note' ? [] : documentFigureErrors({ lines: view.lines, totals: view.totals })
  if (view.kind !== 'delivery-note') {
    const foreign = view.lines.filter((line) => line.currency !== view.totals.currency).map((line) => line.position)
    if (foreign.length > 0) errors.push(`lines in another currency than the totals: ${foreign.join(', ')}`)
  }
  if (view.kind === 'delivery-note') {
    const mismatched = serialNumberMismatches(view.lines)
    if (mismatched.length > 0) errors.push(`serial numbers do not match the quantity on lines ${mismatched.join(', ')}`)
  }
  if (errors.length > 0) throw new Error(`Order document ${view.kind} of ${view.order_number} does not add up: ${errors.join('; ')}`)
}

type Translate = ReturnType<typeof createTranslator<IntlMessages, 'documents'>>
type IntlMessages = Awaited<ReturnType<typeof loadMessages>>

// A4 in points, and the page's frame: 22 mm side margins, a footer band for the legal lines.
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN_X = 62
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
const FOOTER_TOP = PAGE_HEIGHT - 84
const BODY_BOTTOM = FOOTER_TOP - 16

// The site's palette (src/styles/tokens.css): charcoal ink, warm greys, the house's gold for rules.
const INK = '#1f1d1b'
const GREY = '#5e5955'
const SOFT = '#8c8680'
const GOLD = '#a8823a'
const RULE = '#cfc9c1'
const HAIRLINE = '#ebe6df'

const styles = {
  wordmark: { role: 'display', size: 21, color: INK, tracking: 5 },
  wordmarkSmall: { role: 'display', size: 12, color: INK, tracking: 3 },
  houseLine: { role: 'light', size: 7.5, color: GREY, tracking: 0.35 },
  returnLine: { role: 'light', size: 6.5, color: SOFT },
  address: { role: 'text', size: 10, color: INK },
  label: { role: 'light', size: 7.5, color: GREY, tracking: 0.3 },
  value: { role: 'text', size: 8.5, color: INK },
  title: { role: 'display', size: 25, color: INK, tracking: 0.5 },
  body: { role: 'text', size: 9, color: INK },
  head: { role: 'light', size: 7.5, color: GREY, tracking: 0.35 },
  cell: { role: 'text', size: 8.5, color: INK },
  cellStrong: { role: 'strong', size: 8.5, color: INK },
  cellSoft: { role: 'light', size: 7.5, color: GREY },
  total: { role: 'text', size: 9, color: INK },
  grandTotal: { role: 'strong', size: 10.5, color: INK },
  footer: { role: 'light', size: 6.8, color: GREY, tracking: 0.2 },
  page: { role: 'text', size: 7, color: INK, tracking: 0.3 },
} satisfies Record<string, TextStyle>
// Tracking stays at or under 0.05 em below 12 pt: wider, PDF.js and the viewers built on it read
// the gaps as spaces, and a copied "Pforzheim" came out as "Pfor zheim". The wordmark is the
// exception, set wide on purpose (its name is in every footer as plain text).

/** Lines of text in one style, `leading` apart: the unit cells and blocks are made of. */
interface Block {
  lines: Line[]
  style: TextStyle
  leading: number
}

interface Column {
  key: 'position' | 'article' | 'quantity' | 'unit' | 'amount' | 'serials'
  width: number
  align: 'left' | 'right'
}

const GUTTER = 10

function columnsOf(kind: OrderDocumentView['kind']): Column[] {
  const fixed: Column[] =
    kind === 'delivery-note'
      ? [
          { key: 'position', width: 24, align: 'left' },
          { key: 'quantity', width: 34, align: 'right' },
          { key: 'serials', width: 150, align: 'left' },
        ]
      : [
          { key: 'position', width: 24, align: 'left' },
          { key: 'quantity', width: 34, align: 'right' },
          { key: 'unit', width: 84, align: 'right' },
          { key: 'amount', width: 88, align: 'right' },
        ]
  const used = fixed.reduce((sum, column) => sum + column.width, 0) + GUTTER * fixed.length
  const article: Column = { key: 'article', width: CONTENT_WIDTH - used, align: 'left' }
  return [fixed[0], article, ...fixed.slice(1)]
}

class DocumentLayout {
  private readonly doc: PDFKit.PDFDocument
  private readonly set: TextSetter
  private readonly chunks: Buffer[] = []
  private readonly columns: Column[]
  private readonly cjk: boolean
  private y = 0

  constructor(
    private readonly view: OrderDocumentView,
    private readonly t: Translate,
  ) {
    const lang = view.language
    this.cjk = lang === 'ja' || lang === 'zh-hans' || lang === 'ko'
    const title = `${t(`kind.${view.kind}`)} ${this.documentNumber()}`
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      lang: htmlLang[lang],
      displayTitle: true,
      // The document's date, not the moment of rendering: the same view gives the same paper.
      info: { Title: title, Author: view.letterhead.name, Subject: title, CreationDate: dayDate(view.document_date) },
    })
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
    this.set = new TextSetter(this.doc, lang)
    this.columns = columnsOf(view.kind)
  }

  render(): Promise<Buffer> {
    const ended = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
    this.letterhead()
    this.addressAndFacts()
    this.titleAndIntro()
    this.table()
    if (this.view.kind === 'delivery-note') this.receipt()
    else {
      this.totals(this.view.totals, this.view.kind === 'invoice' ? this.view.invoice.vat_note : '')
      this.paymentTerms(this.view.payment_terms)
    }
    this.footers()
    this.doc.end()
    return ended
  }

  // ——— text helpers ———

  private lang(): DocumentLanguage {
    return this.view.language
  }

  private block(text: string, style: TextStyle, width: number, leading = style.size * (this.cjk ? 1.55 : 1.4)): Block {
    return { lines: text === '' ? [] : this.set.wrap(text, style, width), style, leading }
  }

  private blockHeight(block: Block): number {
    return block.lines.length * block.leading
  }

  /** Draws a block with its top at `top`; answers its bottom. */
  private drawBlock(block: Block, x: number, top: number, width: number, align: 'left' | 'right' | 'center' = 'left'): number {
    const firstBaseline = top + block.style.size
    this.set.drawLines(block.lines, x, firstBaseline, block.style, block.leading, align, width)
    return top + this.blockHeight(block)
  }

  private rule(x1: number, x2: number, y: number, color: string, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke()
  }

  private caps(text: string): string {
    // Latin labels in tracked small capitals, as the site's; CJK has no case.
    return this.cjk ? text : text.toLocaleUpperCase(htmlLang[this.lang()])
  }

  private day(day: string): string {
    return new Intl.DateTimeFormat(htmlLang[this.lang()], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(dayDate(day))
  }

  private percent(basisPoints: number): string {
    return new Intl.NumberFormat(htmlLang[this.lang()], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10000)
  }

  private country(code: string): string {
    return countryName(this.lang(), code) ?? code
  }

  private addressLines(address: DocumentAddress): string[] {
    return postalAddressLines(address, this.country(address.country_code))
  }

  private documentNumber(): string {
    return documentNumberOf(this.view)
  }

  // ——— first page ———

  private letterhead(): void {
    const house = this.view.letterhead
    let top = 46
    top = this.drawBlock(
      this.block(house.name.toLocaleUpperCase(htmlLang[this.lang()]), styles.wordmark, CONTENT_WIDTH),
      MARGIN_X,
      top,
      CONTENT_WIDTH,
      'center',
    )
    const seat = [house.address.line_1, house.address.line_2, `${house.address.zip_code} ${house.address.city}`, this.country(house.address.country_code)]
    top = this.drawBlock(this.block(seat.filter(Boolean).join(' · '), styles.houseLine, CONTENT_WIDTH), MARGIN_X, top + 4, CONTENT_WIDTH, 'center')
    this.rule(PAGE_WIDTH / 2 - 22, PAGE_WIDTH / 2 + 22, top + 8, GOLD, 0.7)
  }

  private addressAndFacts(): void {
    const view = this.view
    const house = view.letterhead
    // The recipient sits where a DIN 5008 window envelope shows it (45 mm from the top).
    const windowTop = 128
    const addressWidth = 236
    // The sender by its legal name (an invoice must state it), the brand when none is given.
    const returnLine = [house.address.company || house.name, house.address.line_1, `${house.address.zip_code} ${house.address.city}`].join(' · ')
    const returnBottom = this.drawBlock(this.block(returnLine, styles.returnLine, addressWidth), MARGIN_X, windowTop, addressWidth)
    this.rule(MARGIN_X, MARGIN_X + addressWidth, returnBottom + 1, HAIRLINE)
    const recipient = view.kind === 'delivery-note' ? view.shipping_address : view.billing_address
    let addressBottom = this.drawBlock(
      this.block(this.addressLines(recipient).join('\n'), styles.address, addressWidth),
      MARGIN_X,
      returnBottom + 8,
      addressWidth,
    )

    // The other address, when it differs: where an order goes, or whom a delivery is billed to.
    const other = view.kind === 'delivery-note' ? view.billing_address : view.shipping_address
    if (!sameAddress(other, recipient)) {
      const label = this.t(view.kind === 'delivery-note' ? 'address.billing' : 'address.shipping')
      addressBottom = this.drawBlock(this.block(this.caps(label), styles.label, addressWidth), MARGIN_X, addressBottom + 12, addressWidth)
      addressBottom = this.drawBlock(
        this.block(this.addressLines(other).join('\n'), styles.value, addressWidth, 11.5),
        MARGIN_X,
        addressBottom + 2,
        addressWidth,
      )
    }

    const factsX = MARGIN_X + 258
    const labelWidth = 84
    const valueX = factsX + labelWidth + 6
    const valueWidth = MARGIN_X + CONTENT_WIDTH - valueX
    let factsBottom = windowTop
    for (const [label, value] of this.facts()) {
      const labelBlock = this.block(label, styles.label, labelWidth, 12.5)
      const valueBlock = this.block(value, styles.value, valueWidth, 12.5)
      // Both start on one baseline; the label's smaller size sits on the value's.
      this.set.drawLines(labelBlock.lines, factsX, factsBottom + styles.value.size, labelBlock.style, labelBlock.leading)
      this.drawBlock(valueBlock, valueX, factsBottom, valueWidth)
      factsBottom += Math.max(this.blockHeight(labelBlock), this.blockHeight(valueBlock)) + 2
    }
    this.y = Math.max(addressBottom, factsBottom) + 34
  }

  /** The facts beside the address, per kind: the document's own number first. */
  private facts(): [string, string][] {
    const view = this.view
    const t = this.t
    const optional = (label: string, value: string | null | undefined): [string, string][] => (value ? [[label, value]] : [])
    const orderFacts: [string, string][] = [
      [t('meta.order-number'), view.order_number],
      [t('meta.order-date'), this.day(view.order_date)],
    ]
    const customer = [...optional(t('meta.customer-number'), view.customer_number), ...optional(t('meta.customer-reference'), view.customer_reference)]
    if (view.kind === 'invoice') {
      return [
        [t('meta.invoice-number'), view.invoice.number],
        [t('meta.document-date'), this.day(view.document_date)],
        [t('meta.delivery-date'), this.day(view.invoice.delivery_date ?? view.document_date)],
        ...optional(t('meta.due-date'), view.invoice.due_date && this.day(view.invoice.due_date)),
        ...orderFacts,
        ...customer,
        ...optional(t('meta.customer-vat-id'), view.invoice.customer_vat_id),
      ]
    }
    if (view.kind === 'delivery-note') {
      return [
        [t('meta.shipment-number'), view.shipment.number],
        [t('meta.shipped-on'), this.day(view.shipment.shipped_on)],
        ...orderFacts,
        ...customer,
        ...optional(t('meta.carrier'), view.shipment.carrier),
        ...optional(t('meta.tracking-number'), view.shipment.tracking_number),
      ]
    }
    return [...orderFacts.slice(0, 1), [t('meta.document-date'), this.day(view.document_date)], ...orderFacts.slice(1), ...customer]
  }

  private titleAndIntro(): void {
    this.y = this.drawBlock(this.block(this.t(`kind.${this.view.kind}`), styles.title, CONTENT_WIDTH), MARGIN_X, this.y, CONTENT_WIDTH) + 6
    const intro = this.block(this.t(`intro.${this.view.kind}`), { ...styles.body, color: GREY }, CONTENT_WIDTH)
    this.y = this.drawBlock(intro, MARGIN_X, this.y, CONTENT_WIDTH) + 16
  }

  // ——— the lines ———

  private table(): void {
    this.tableHead()
    for (const line of this.view.lines) {
      const cells = this.cells(line)
      const height = Math.max(...cells.map((cell) => cell.reduce((sum, block) => sum + this.blockHeight(block), 0))) + 14
      if (this.y + height > BODY_BOTTOM) {
        this.continuationPage()
        this.tableHead()
      }
      let x = MARGIN_X
      cells.forEach((cell, index) => {
        const column = this.columns[index]
        let top = this.y + 7
        for (const block of cell) top = this.drawBlock(block, x, top, column.width, column.align)
        x += column.width + GUTTER
      })
      this.y += height
      this.rule(MARGIN_X, MARGIN_X + CONTENT_WIDTH, this.y, HAIRLINE)
    }
    this.y += 18
  }

  private tableHead(): void {
    const t = this.t
    const labels: Record<Column['key'], string> = {
      position: t('table.position'),
      article: t('table.article'),
      quantity: t('table.quantity'),
      unit: t('table.unit-net'),
      amount: t('table.line-net'),
      serials: t('table.serial-numbers'),
    }
    const blocks = this.columns.map((column) => this.block(this.caps(labels[column.key]), styles.head, column.width, 10))
    const height = Math.max(...blocks.map((block) => this.blockHeight(block)))
    let x = MARGIN_X
    blocks.forEach((block, index) => {
      const column = this.columns[index]
      // Labels sit on the row's bottom, so a two-line label grows upwards, not into the rows.
      this.drawBlock(block, x, this.y + height - this.blockHeight(block), column.width, column.align)
      x += column.width + GUTTER
    })
    this.y += height + 5
    this.rule(MARGIN_X, MARGIN_X + CONTENT_WIDTH, this.y, INK, 0.6)
  }

  private cells(line: DocumentLine): Block[][] {
    return this.columns.map((column) => {
      switch (column.key) {
        case 'position':
          return [this.block(String(line.position), styles.cell, column.width)]
        case 'quantity':
          return [this.block(String(line.quantity), styles.cell, column.width)]
        case 'unit':
          return [this.block(formatAmount(line.unit_net, line.currency), styles.cell, column.width)]
        case 'amount':
          return [this.block(formatAmount(line.line_net, line.currency), styles.cell, column.width)]
        case 'serials':
          // A few serials one under another; more flow two or three to a line, so a line of 50
          // pieces (the shop's maximum today) still fits on one page.
          return [this.block(line.serial_numbers.join(line.serial_numbers.length > 6 ? '\u2003' : '\n'), styles.cell, column.width)]
        case 'article': {
          const estimated =
            this.view.kind === 'confirmation' && line.estimated_delivery ? this.t('table.estimated-delivery', { date: this.day(line.estimated_delivery) }) : ''
          return [
            this.block(line.article_number, styles.cellStrong, column.width),
            this.block(line.description, styles.cell, column.width),
            this.block(line.options.join(' · '), styles.cellSoft, column.width),
            this.block(estimated, styles.cellSoft, column.width),
          ]
        }
      }
    })
  }

  // ——— after the lines ———

  /** Room for `height` points below the cursor, else a new page. */
  private room(height: number): void {
    if (this.y + height > BODY_BOTTOM) this.continuationPage()
  }

  private totals(totals: DocumentTotals, vatNote: string): void {
    const t = this.t
    const width = 250
    const x = MARGIN_X + CONTENT_WIDTH - width
    const amount = (minor: number) => formatAmount(minor, totals.currency)
    const rows: [string, string, TextStyle][] = [
      [t('totals.lines-net'), amount(totals.lines_net), styles.total],
      ...(totals.shipping_net === null ? [] : [[t('totals.shipping-net'), amount(totals.shipping_net), styles.total] as [string, string, TextStyle]]),
      [t('totals.net'), amount(totals.net), styles.total],
      [t('totals.vat', { rate: this.percent(totals.vat_rate_basis_points) }), amount(totals.vat), styles.total],
    ]
    const note = this.block(vatNote, { ...styles.cellSoft }, width)
    this.room(rows.length * 16 + 34 + this.blockHeight(note))
    for (const [label, value, style] of rows) {
      this.drawBlock(this.block(label, style, width - 100), x, this.y, width - 100)
      this.drawBlock(this.block(value, style, 100), x + width - 100, this.y, 100, 'right')
      this.y += 16
    }
    this.rule(x, x + width, this.y + 2, GOLD, 0.7)
    this.y += 9
    this.drawBlock(this.block(t('totals.gross'), styles.grandTotal, width - 110), x, this.y, width - 110)
    this.drawBlock(this.block(amount(totals.gross), styles.grandTotal, 110), x + width - 110, this.y, 110, 'right')
    this.y += 19
    this.rule(x, x + width, this.y, GOLD, 0.7)
    this.rule(x, x + width, this.y + 2, GOLD, 0.7)
    this.y += 10
    if (note.lines.length > 0) this.y = this.drawBlock(note, x, this.y, width) + 4
    this.y += 18
  }

  private paymentTerms(terms: string): void {
    if (terms.trim() === '') return
    const label = this.block(this.caps(this.t('payment-terms')), styles.label, CONTENT_WIDTH)
    const text = this.block(terms, styles.body, CONTENT_WIDTH * 0.7)
    this.room(this.blockHeight(label) + this.blockHeight(text) + 6)
    this.y = this.drawBlock(label, MARGIN_X, this.y, CONTENT_WIDTH) + 3
    this.y = this.drawBlock(text, MARGIN_X, this.y, CONTENT_WIDTH * 0.7) + 12
  }

  /** The pieces' count and the line the receiving store signs on. */
  private receipt(): void {
    const pieces = this.view.lines.reduce((sum, line) => sum + line.quantity, 0)
    const count = this.block(this.t('pieces', { count: pieces }), styles.grandTotal, CONTENT_WIDTH)
    const label = this.block(this.t('received'), styles.cellSoft, 240)
    this.room(this.blockHeight(count) + 60 + this.blockHeight(label))
    this.y = this.drawBlock(count, MARGIN_X, this.y, CONTENT_WIDTH) + 48
    this.rule(MARGIN_X, MARGIN_X + 240, this.y, GREY, 0.5)
    this.y = this.drawBlock(label, MARGIN_X, this.y + 4, 240) + 12
  }

  // ——— every page ———

  private continuationPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 })
    const top = 40
    this.drawBlock(
      this.block(this.view.letterhead.name.toLocaleUpperCase(htmlLang[this.lang()]), styles.wordmarkSmall, CONTENT_WIDTH / 2),
      MARGIN_X,
      top,
      CONTENT_WIDTH / 2,
    )
    const what = `${this.t(`kind.${this.view.kind}`)} ${this.documentNumber()}`
    this.drawBlock(this.block(what, styles.value, CONTENT_WIDTH / 2), MARGIN_X + CONTENT_WIDTH / 2, top + 3, CONTENT_WIDTH / 2, 'right')
    this.rule(MARGIN_X, MARGIN_X + CONTENT_WIDTH, top + 22, RULE)
    this.y = top + 44
  }

  private footers(): void {
    const house = this.view.letterhead
    const t = this.t
    const seat = [
      house.address.company || house.name,
      house.address.line_1,
      house.address.line_2,
      `${house.address.zip_code} ${house.address.city}`,
      this.country(house.address.country_code),
    ]
    const lines = [
      seat.filter((part) => part.trim() !== '').join(' · '),
      t('contact', { phone: house.phone, email: house.email, website: house.website }),
      [house.vat_id ? t('vat-id', { id: house.vat_id }) : '', house.register].filter(Boolean).join(' · '),
      house.bank ? t('bank', { name: house.bank.name, iban: house.bank.iban, bic: house.bank.bic }) : '',
    ].filter((line) => line !== '')
    const footer = this.block(lines.join('\n'), styles.footer, CONTENT_WIDTH, 10)
    const range = this.doc.bufferedPageRange()
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index)
      this.rule(MARGIN_X, MARGIN_X + CONTENT_WIDTH, FOOTER_TOP, RULE)
      const bottom = this.drawBlock(footer, MARGIN_X, FOOTER_TOP + 8, CONTENT_WIDTH, 'center')
      const page = this.block(t('page', { page: index + 1, pages: range.count }), styles.page, CONTENT_WIDTH)
      this.drawBlock(page, MARGIN_X, bottom + 4, CONTENT_WIDTH, 'center')
    }
  }
}

function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

function sameAddress(a: DocumentAddress, b: DocumentAddress): boolean {
  return (Object.keys(a) as (keyof DocumentAddress)[]).every((key) => a[key].trim() === b[key].trim())
}
