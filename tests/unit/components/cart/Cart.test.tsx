// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Cart } from '@/components/cart/Cart'
import { CartSummary } from '@/components/cart/CartSummary'
import { UNDO_MS } from '@/components/cart/UndoNotice'
import type { CartView, OrderLineView, PlacedOrderView } from '@/contracts/order'
import type { MetaType } from '@/domain/trade/metaTypes'
import { renderWithIntl } from '../../../support/intl'
import { ringGroup, ShopProviders } from '../../../support/shop'
import { select } from '../../../support/tradeFixtures'

const nbsp = '\u00a0'
const lineView = (id: number, name: string, added: string, total: number): OrderLineView => ({
  id,
  sku_code: '10-1101-00-1-WG',
  full_code: `10-1101-0560-1-WG`,
  quantity: 1,
  metadata: {
    article_group_id: 'g',
    limit_nr: null,
    order_type: 'nocommission',
    note: '',
    requested_delivery_date: null,
    end_customer_name: '',
    order_number: `B-${id}`,
    meta_type: 'jewelry',
    final_length: 56,
    special_color: 3,
    article_metal_color: 'WG',
    product_type: 'ring',
    prices: { base: total, special_color: 0, final_length: 0 },
  },
  engraving: { type: 2, text: 'Anna {heart_filled}', image: null, price: 6500 },
  options: [{ type: 2, text: 'Anna {heart_filled}', image: null, price: 6500 }],
  selection: {} as OrderLineView['selection'],
  amounts: { unit: total, total, currency: 'EUR' },
  formatted: { unit: '', total: `${(total / 100).toLocaleString('de-DE')},00${nbsp}€` },
  added_at: added,
  product: { name, type: 'ring', meta_type: 'jewelry', image: null, unit_label: null },
  available: true,
  estimated_delivery: null,
  status: null,
  cancel_reason: null,
})
const address = { full_name: 'Juwelier Hartmann', line_1: 'Königstraße 1', line_2: '', zip_code: '70173', city: 'Stuttgart', country_code: 'DE' }
/** The user's stores that may be delivered to (issue 33), with their addresses; the first is the billing store. */
const deliveryStores = [
  { location: { id: 21, name: 'Juwelier Hartmann', city: 'Stuttgart' }, address },
  {
    location: { id: 22, name: 'Hartmann Lager', city: 'Esslingen' },
    address: { full_name: 'Hartmann Lager', line_1: 'Hafenstraße 9', line_2: '', zip_code: '73728', city: 'Esslingen', country_code: 'DE' },
  },
]
let shippable: typeof deliveryStores
let delivery: number | null
const order = (lines: OrderLineView[]): CartView => ({
  id: 9,
  status: 'cart',
  number: null,
  currency: 'EUR',
  authorized: false,
  placed_at: null,
  payment_terms: { de: '30 Tage netto', en: '30 days net' },
  billing_address: address,
  shipping_address: shippable.find((s) => s.location.id === delivery)?.address ?? null,
  shipping_location: shippable.find((s) => s.location.id === delivery)?.location ?? null,
  shipping_locations: shippable.map((s) => s.location),
  shipments: [
    {
      id: 4,
      shipping_method: { id: 1, name: 'DHL Express, versichert', amount: 1800, tiers: [] },
      available_shipping_methods: [{ id: 1, name: 'DHL Express, versichert', amount: 1800, tiers: [] }],
    },
  ],
  weight_grams: 10.4,
  line_items: lines,
  line_count: lines.length,
  totals: { items: 258000, shipping: 1800, total: 259800, vat: 49362, gross: 309162, currency: 'EUR' },
  formatted: { items: `2.580,00${nbsp}€`, shipping: `18,00${nbsp}€`, total: `2.598,00${nbsp}€`, vat: `493,62${nbsp}€`, gross: `3.091,62${nbsp}€` },
  vat_rate: { country_code: 'DE', percent: 19 },
  max_jewellery_pieces: maxPieces,
})
/** The placed order as PATCH `_place` answers it: the amounts, addresses and terms written when it was placed. */
const placed = (lines: OrderLineView[]): PlacedOrderView => ({
  ...order(lines),
  status: 'placed',
  deliveries: [],
  number: '2026-000009',
  authorized: true,
  shipments: [{ id: null, shipping_method: { name: 'DHL Express, versichert', amount: 1800 }, available_shipping_methods: [] }],
})

let lines: OrderLineView[]
/** The house's setting the cart answers (issue 33). */
let maxPieces = 50
let posted: unknown[]
/** PATCH bodies of lines (pieces, or a changed configuration). */
let patched: unknown[]
let postAnswer: number
let nextId: number
const deletedNames: string[] = []
let placeAnswers: { status: number; body: unknown }[]
const calls: string[] = []
const expire = vi.fn()

// The line editor is loaded when a line is first opened (CartLine's lazy import): loaded here once,
// so opening it in a test waits on React, not on the test runner compiling the shop's order form on
// a busy machine.
beforeAll(async () => {
  await import('@/components/cart/LineEditor')
}, 60_000)

beforeEach(() => {
  shippable = deliveryStores
  delivery = 21
  lines = [lineView(1, 'Zarte Welle Ring', '2026-11-24T10:00:00Z', 129000), lineView(2, 'Anmut Ring', '2026-11-24T10:05:00Z', 129000)]
  placeAnswers = []
  maxPieces = 50
  posted = []
  patched = []
  postAnswer = 201
  nextId = 100
  deletedNames.length = 0
  calls.length = 0
  expire.mockReset()
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push(`${method} ${url}`)
    const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status })
    if (method === 'GET' && url.startsWith('/api/v1/commerce/orders/current/')) return json(200, order(lines))
    // The catalogue the line editor reads its group from (issue 33).
    if (method === 'GET' && url.startsWith('/api/v1/commerce/products/')) {
      const results = [ringGroup({ uuid: 'g', name: 'Zarte Welle Ring' })]
      return json(200, {
        results,
        currency: 'EUR',
        page: 1,
        per_page: 100,
        delivery_days: { weekdays: [1, 2, 3, 4, 5], closed: [] },
        max_jewellery_pieces: maxPieces,
      })
    }
    if (method === 'POST' && url === '/api/v1/commerce/line_items/') {
      const body = JSON.parse(String(init.body)) as { article_group_id: string; quantity: number; selection: OrderLineView['selection'] }
      if (postAnswer !== 201) return json(postAnswer, { detail: 'sold-out' })
      const back = { ...lineView(nextId++, deletedNames.shift() ?? '?', '2026-11-24T11:00:00Z', 129000), quantity: body.quantity, selection: body.selection }
      posted.push(body)
      lines = [...lines, back]
      return json(201, back)
    }
    if (method === 'DELETE') {
      deletedNames.push(...lines.filter((l) => url.includes(`/line_items/${l.id}/`)).map((l) => l.product.name))
      lines = lines.filter((l) => !url.includes(`/line_items/${l.id}/`))
      return json(204, null)
    }
    const lineUrl = /\/api\/v1\/commerce\/line_items\/(\d+)\/$/.exec(url)
    if (method === 'PATCH' && lineUrl) {
      const body = JSON.parse(String(init.body)) as { quantity: number; selection?: OrderLineView['selection'] }
      const { quantity } = body
      patched.push(body)
      lines = lines.map((l) =>
        l.id === Number(lineUrl[1])
          ? { ...l, quantity, amounts: { ...l.amounts, total: l.amounts.unit * quantity }, ...(body.selection ? { selection: body.selection } : {}) }
          : l,
      )
      return json(
        200,
        lines.find((l) => l.id === Number(lineUrl[1])),
      )
    }
    if (method === 'PATCH' && String(init.body).includes('shipping_location')) {
      delivery = (JSON.parse(String(init.body)) as { shipping_location: number }).shipping_location
      return json(200, order(lines))
    }
    if (method === 'PATCH' && String(init.body).includes('_authorize')) return json(200, order(lines))
    if (method === 'PATCH' && String(init.body).includes('_place')) {
      const answer = placeAnswers.shift() ?? { status: 200, body: placed(lines) }
      return json(answer.status, answer.body)
    }
    return json(500, { detail: 'unexpected' })
  })
})
afterEach(() => vi.unstubAllGlobals())

const renderCart = (orderable?: readonly MetaType[]) =>
  renderWithIntl(
    <ShopProviders spies={{ expire, changeStore: () => {} }} orderable={orderable}>
      <Cart shopHref="/de/shop/" ordersHref="/de/orders/" termsHref="/de/haendlerbedingungen/" />
    </ShopProviders>,
  )
const renderSummary = (view: CartView) =>
  renderWithIntl(<CartSummary order={view} termsHref={null} disabled={false} onChooseMethod={() => {}} onChooseDelivery={() => {}} />)
const names = () =>
  within(screen.getByRole('list', { name: 'Positionen im Warenkorb' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('the cart page (spec 2 §2)', () => {
  it('shows the lines in the order they were added, then by product name; totals, addresses, terms and the engraving', async () => {
    renderCart()
    expect(screen.getByText('Der Warenkorb wird geladen …')).toBeTruthy()
    await waitFor(() => expect(names()).toEqual(['Zarte Welle Ring', 'Anmut Ring']))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'by_productname')
    expect(names()).toEqual(['Anmut Ring', 'Zarte Welle Ring'])
    expect(screen.getByText(/^2\.598,00\s€$/)).toBeTruthy()
    expect(screen.getByText('Versandkosten (DHL Express, versichert)')).toBeTruthy()
    expect(screen.getAllByText('Königstraße 1')).toHaveLength(2)
    expect(screen.getByText('30 Tage netto')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Geschäftsbedingungen für den Fachhandel' }).getAttribute('href')).toBe('/de/haendlerbedingungen/')
    expect(screen.getAllByText('Sonderfarbe: Vergissmeinnichtblau')).toHaveLength(2)
    expect(screen.getAllByRole('img', { name: 'Anna Herz, gefüllt' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href')).toBe('/de/shop/')
  })

  it('shows the net total, the VAT of the billing country and the gross total (issue 33)', async () => {
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    const row = (label: string) => screen.getByText(label).nextSibling?.textContent?.replace(/\s/g, ' ')
    expect(row('Summe netto')).toBe('2.598,00 €')
    expect(row('zzgl. MwSt. 19 % (DE)')).toBe('493,62 €')
    expect(row('Gesamtsumme brutto')).toBe('3.091,62 €')
    expect(screen.getByText(/^Alle Preise verstehen sich netto/)).toBeTruthy()
  })

  it('writes a Swiss rate with its decimal, a zero-rated market as such, and a market without a rate as unknown', async () => {
    const swiss = order(lines)
    swiss.currency = 'CHF'
    swiss.vat_rate = { country_code: 'CH', percent: 8.1 }
    swiss.formatted = { ...swiss.formatted, vat: `210,44${nbsp}CHF` }
    const { unmount } = renderSummary(swiss)
    expect(screen.getByText('zzgl. MwSt. 8,1 % (CH)').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('210,44 CHF')
    unmount()

    const zero = { ...order(lines), vat_rate: { country_code: 'JP', percent: 0 } }
    const second = renderSummary(zero)
    expect(screen.getByText('Steuerfrei, 0 % MwSt. (JP)')).toBeTruthy()
    second.unmount()

    const none = { ...order(lines), vat_rate: null, formatted: { ...order(lines).formatted, vat: null, gross: null } }
    renderSummary(none)
    expect(screen.getByText('MwSt.').nextSibling?.textContent).toBe('–')
    expect(screen.getByText('Gesamtsumme brutto').nextSibling?.textContent).toBe('–')
    expect(screen.getByText(/^Für das Land Ihres Rechnungsstandorts ist noch kein Mehrwertsteuersatz hinterlegt/)).toBeTruthy()
  })

  it('changes the pieces of a jewellery line and keeps the focus on its select; a ring of the year and a service item keep theirs (issue 33)', async () => {
    lines.push({ ...lineView(3, 'Ring des Jahres', '2026-11-24T10:10:00Z', 99000), metadata: { ...lineView(3, '', '', 0).metadata, limit_nr: '7' } })
    lines.push({
      ...lineView(4, 'Pflegeset', '2026-11-24T10:20:00Z', 1500),
      quantity: 5,
      metadata: { ...lineView(4, '', '', 0).metadata, meta_type: 'service_item' },
      product: { name: 'Pflegeset', type: 'ring', meta_type: 'service_item', image: null, unit_label: 'Stück' },
    })
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(4))
    const pieces = screen.getByRole('combobox', { name: 'Stückzahl von Zarte Welle Ring' })
    expect(within(pieces).getAllByRole('option')).toHaveLength(50)
    expect(screen.queryByRole('combobox', { name: 'Stückzahl von Ring des Jahres' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Stückzahl von Pflegeset' })).toBeNull()
    expect(screen.getByText('5 Stück')).toBeTruthy()
    await userEvent.selectOptions(pieces, '3')
    await waitFor(() => expect(calls).toContain('PATCH /api/v1/commerce/line_items/1/'))
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Stückzahl von Zarte Welle Ring' }) as HTMLSelectElement).value).toBe('3'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Stückzahl von Zarte Welle Ring' })))
    expect(lines.find((l) => l.id === 1)?.quantity).toBe(3)
  })

  it('offers as many pieces as the house’s setting the cart answers (issue 33: "the maximum a setting")', async () => {
    maxPieces = 12
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(within(screen.getByRole('combobox', { name: 'Stückzahl von Zarte Welle Ring' })).getAllByRole('option')).toHaveLength(12)
  })

  it('duplicates a line through POST line_items/ with its configuration, then focuses the copy’s change button and says so (issue 33)', async () => {
    const selection = select(ringGroup(), {
      metalColor: 'WG',
      length: 56,
      endCustomerName: 'Anna Berger',
      engraving: 2,
      engravingText: 'Anna',
      yearlyRingId: '4',
    })
    lines[0] = { ...lines[0], quantity: 3, selection: selection as OrderLineView['selection'] }
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    // By keyboard: Tab from the line's delete button reaches change, then duplicate.
    screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' }).focus()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ausführung von Zarte Welle Ring ändern' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zarte Welle Ring duplizieren' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names()).toHaveLength(3))
    // The same group, pieces and configuration; a ring of the year's copy would take a number of its own.
    expect(posted).toEqual([{ article_group_id: 'g', quantity: 3, selection: { ...selection, yearlyRingId: null } }])
    await waitFor(() => expect(document.activeElement?.getAttribute('data-edit-line')).toBe('100'))
    expect(screen.getByRole('status').textContent).toBe('Eine Kopie von Zarte Welle Ring liegt im Warenkorb. Mit „Ändern“ passen Sie eine Option an.')
  })

  it('says so when the copy is refused, and keeps the cart as it was', async () => {
    postAnswer = 409
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Anmut Ring duplizieren' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Position kann so nicht noch einmal bestellt werden (ausverkauft oder nicht mehr angeboten).',
    )
    expect(names()).toHaveLength(2)
  })

  it('changes one option of a line in the shop’s form, saves it with PATCH and returns the focus to the line (issue 33)', async () => {
    const selection = select(ringGroup(), { metalColor: 'WG', length: 54, note: 'Bitte polieren' })
    lines[0] = { ...lines[0], quantity: 2, selection: selection as OrderLineView['selection'] }
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    const change = screen.getByRole('button', { name: 'Ausführung von Zarte Welle Ring ändern' })
    expect(change.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(change)
    expect(change.getAttribute('aria-expanded')).toBe('true')
    // The editor is loaded when first opened (not with the cart), then takes the focus on its heading
    // and shows the line's configuration.
    const editor = await screen.findByRole('region', { name: 'Zarte Welle Ring ändern' }, { timeout: 10_000 })
    await waitFor(() => expect(document.activeElement).toBe(within(editor).getByRole('heading', { name: 'Zarte Welle Ring ändern' })))
    const form = await within(editor).findByRole('form', { name: 'Position ändern: Zarte Welle Ring' })
    const metal = within(form).getByRole('group', { name: 'Goldfarbe' })
    expect((within(metal).getByRole('radio', { name: 'Weißgold' }) as HTMLInputElement).checked).toBe(true)
    expect((within(form).getByRole('textbox', { name: 'Anmerkung' }) as HTMLTextAreaElement).value).toBe('Bitte polieren')
    expect((within(form).getByRole('combobox', { name: 'Stückzahl' }) as HTMLSelectElement).value).toBe('2')
    await userEvent.click(within(metal).getByRole('radio', { name: 'Gelbgold' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Änderungen speichern' }))
    await waitFor(() => expect(patched).toHaveLength(1))
    expect(patched[0]).toEqual({ quantity: 2, selection: { ...selection, metalColor: 'GG', alloy: 'yellow_gold', length: 54 } })
    // "Gespeichert" for a moment, then the editor closes and the line's change button has the focus again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Zarte Welle Ring ändern' })).toBeNull(), { timeout: 3000 })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ausführung von Zarte Welle Ring ändern' })))
    expect(screen.getByRole('status').textContent).toBe('Zarte Welle Ring wurde geändert.')
  })

  it('closes the editor without saving and returns the focus to its button', async () => {
    lines[1] = { ...lines[1], selection: select(ringGroup()) as OrderLineView['selection'] }
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Ausführung von Anmut Ring ändern' }))
    const editor = await screen.findByRole('region', { name: 'Anmut Ring ändern' }, { timeout: 10_000 })
    await userEvent.click(await within(editor).findByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('region', { name: 'Anmut Ring ändern' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ausführung von Anmut Ring ändern' }))
    expect(patched).toEqual([])
  })

  it('deletes a line and shows the reloaded order', async () => {
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' }))
    await waitFor(() => expect(names()).toEqual(['Anmut Ring']))
    expect(calls).toContain('DELETE /api/v1/commerce/line_items/1/')
  })

  it('moves the focus to the next line’s delete button, then the previous one’s, then the empty-cart text (not to <body>)', async () => {
    lines.push(lineView(3, 'Zeitlos Ring', '2026-11-24T10:10:00Z', 99000))
    renderCart()
    await waitFor(() => expect(names()).toEqual(['Zarte Welle Ring', 'Anmut Ring', 'Zeitlos Ring']))
    const deleteButton = (name: string) => screen.getByRole('button', { name: `${name} aus dem Warenkorb entfernen` })
    // Keyboard: the middle line's button, Enter.
    deleteButton('Anmut Ring').focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Zarte Welle Ring', 'Zeitlos Ring']))
    await waitFor(() => expect(document.activeElement).toBe(deleteButton('Zeitlos Ring')))
    // Mouse: the last line has no next one, so the previous line's button.
    await userEvent.click(deleteButton('Zeitlos Ring'))
    await waitFor(() => expect(names()).toEqual(['Zarte Welle Ring']))
    await waitFor(() => expect(document.activeElement).toBe(deleteButton('Zarte Welle Ring')))
    await userEvent.click(deleteButton('Zarte Welle Ring'))
    const empty = await screen.findByText('Ihr Warenkorb ist leer.')
    await waitFor(() => expect(document.activeElement).toBe(empty))
    expect(empty.getAttribute('tabindex')).toBe('-1')
  })

  it('shows the chosen alloy, the requested day and the weight by one rule on an English page (issue 30)', async () => {
    lines[0] = {
      ...lines[0],
      selection: { alloy: 'white_gold' } as OrderLineView['selection'],
      metadata: { ...lines[0].metadata, requested_delivery_date: '2027-01-15', final_length: 42.5, product_type: 'necklace' },
    }
    renderWithIntl(
      <ShopProviders spies={{ expire, changeStore: () => {} }}>
        <Cart shopHref="/en/shop/" ordersHref="/en/orders/" termsHref={null} />
      </ShopProviders>,
      { locale: 'en' },
    )
    expect(await screen.findByText('Alloy: White gold')).toBeTruthy()
    expect(screen.getByText('Requested delivery date: Jan 15, 2027')).toBeTruthy()
    // Figures as the de-DE prices beside them (spec 2 §9), not "10.4 g" or "42.5 cm".
    expect(screen.getByText('Length: 42,5 cm')).toBeTruthy()
    expect(screen.getByText('Shipping weight: 10,4 g')).toBeTruthy()
  })

  it('offers the deleted line back where it stood; undo adds the same line again and focuses it', async () => {
    lines[0] = { ...lines[0], quantity: 2, selection: { alloy: 'white_gold', metalColor: 'WG', length: 56 } as OrderLineView['selection'] }
    renderCart()
    await waitFor(() => expect(names()).toEqual(['Zarte Welle Ring', 'Anmut Ring']))
    await userEvent.click(screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' }))
    await waitFor(() => expect(names()).toEqual(['Anmut Ring']))
    expect(screen.getByRole('status').textContent).toBe(
      'Zarte Welle Ring wurde aus dem Warenkorb entfernt. Mit „Rückgängig“ legen Sie die Position wieder hinein.',
    )
    // In the list, where the line was: just before the line whose delete button has the focus.
    const list = screen.getByRole('list', { name: 'Positionen im Warenkorb' })
    const undo = within(list).getByRole('button', { name: 'Rückgängig: Zarte Welle Ring wieder in den Warenkorb legen' })
    expect(undo.textContent).toBe('Rückgängig')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anmut Ring aus dem Warenkorb entfernen' })))
    // Back past the line's own pieces select (issue 33), then the undo.
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Stückzahl von Anmut Ring' }))
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(undo)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Anmut Ring', 'Zarte Welle Ring']))
    expect(posted).toEqual([{ article_group_id: 'g', quantity: 2, selection: { alloy: 'white_gold', metalColor: 'WG', length: 56 } }])
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' })))
    expect(screen.getByRole('status').textContent).toBe('Zarte Welle Ring ist wieder im Warenkorb.')
    expect(screen.queryByRole('button', { name: /^Rückgängig/ })).toBeNull()
  })

  it('the undo goes after some seconds, but not while it has the focus; a refused undo says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderCart()
      await waitFor(() => expect(names()).toHaveLength(2))
      await userEvent.click(screen.getByRole('button', { name: 'Anmut Ring aus dem Warenkorb entfernen' }))
      const undo = await screen.findByRole('button', { name: /^Rückgängig: Anmut Ring/ })
      undo.focus()
      await act(() => vi.advanceTimersByTimeAsync(UNDO_MS * 2))
      expect(screen.getByRole('button', { name: /^Rückgängig: Anmut Ring/ })).toBe(undo)
      screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' }).focus()
      await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100))
      expect(screen.queryByRole('button', { name: /^Rückgängig/ })).toBeNull()

      // The last line: the undo follows the empty-cart text; a sold-out ring of the year cannot come back.
      postAnswer = 409
      await userEvent.click(screen.getByRole('button', { name: 'Zarte Welle Ring aus dem Warenkorb entfernen' }))
      await screen.findByText('Ihr Warenkorb ist leer.')
      await userEvent.click(screen.getByRole('button', { name: /^Rückgängig: Zarte Welle Ring/ }))
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Die Position konnte nicht wiederhergestellt werden. Bitte stellen Sie sie im Shop neu zusammen.',
      )
      expect(screen.queryByRole('button', { name: /^Rückgängig/ })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the cart and says why when placing is refused; then places and shows only the success texts', async () => {
    placeAnswers = [{ status: 409, body: { code: 'limitation-number-taken', detail: 'taken', lines: [1] } }]
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/limitierte Nummer Ihres Rings des Jahres wurde inzwischen vergeben/)
    expect(names()).toHaveLength(2)
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual(['PATCH /api/v1/commerce/orders/9/?language=de', 'PATCH /api/v1/commerce/orders/9/?language=de'])

    await userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeTruthy()
    expect(screen.getByText(/Ihre Bestellung 2026-000009 ist bei uns eingegangen/)).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Positionen im Warenkorb' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull()
  })

  it('says so when placing fails for another reason, and keeps the cart', async () => {
    placeAnswers = [{ status: 500, body: { detail: 'A server error occurred.' } }]
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ihr Warenkorb bleibt erhalten/)
    expect(names()).toHaveLength(2)
  })

  it('shows the empty cart with a link to the shop, and hands an ended session back to the guard', async () => {
    lines = []
    renderCart()
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/de/shop/')
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ detail: 'Given token not valid' }), { status: 401 }))
    renderCart()
    await waitFor(() => expect(expire).toHaveBeenCalled())
  })
})

// Issue 33: "the delivery address is chosen among the user's stores holding
// orders:use_as_shipping_location, the billing store by default."
describe('the delivery address (issue 33)', () => {
  it('offers the user’s stores that may be delivered to, sends the choice and shows the answered address', async () => {
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    const choice = screen.getByRole('combobox', { name: 'Liefern an' }) as HTMLSelectElement
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Juwelier Hartmann · Stuttgart', 'Hartmann Lager · Esslingen'])
    expect(choice.value).toBe('21')
    await userEvent.selectOptions(choice, '22')
    await waitFor(() => expect(screen.getByText('Hafenstraße 9')).toBeTruthy())
    expect(calls).toContain('PATCH /api/v1/commerce/orders/9/?language=de')
    expect(delivery).toBe(22)
    expect((screen.getByRole('combobox', { name: 'Liefern an' }) as HTMLSelectElement).value).toBe('22')
    // The billing address stays the store's.
    expect(screen.getByText('Königstraße 1')).toBeTruthy()
  })

  it('asks nothing with a single store that may be delivered to', async () => {
    shippable = deliveryStores.slice(0, 1)
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(screen.queryByRole('combobox', { name: 'Liefern an' })).toBeNull()
    expect(screen.getAllByText('Königstraße 1')).toHaveLength(2)
  })

  it('says why the order cannot be placed when none of the user’s stores may be delivered to', async () => {
    shippable = []
    delivery = null
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(screen.getByText(/^Keiner Ihrer Standorte darf als Lieferadresse verwendet werden/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

// Issue 33: "orders:create_service_order gates service lines and orders:create_article_order jewellery lines."
describe('lines the user may no longer order (issue 33)', () => {
  it('marks a jewellery line when the user may order only service items at the store, and waits with the order', async () => {
    renderCart(['service_item'])
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(screen.getAllByText('Für diesen Standort nicht mehr bestellbar')).toHaveLength(2)
    expect((screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the server’s refusal when the rights changed after the page loaded', async () => {
    placeAnswers = [
      { status: 403, body: { code: 'line-not-permitted', detail: 'Your rights at this store no longer allow some lines of the cart.', lines: [1] } },
    ]
    renderCart()
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(screen.queryByText('Für diesen Standort nicht mehr bestellbar')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ihre Berechtigungen an diesem Standort erlauben die markierten Positionen nicht mehr. Bitte entfernen Sie sie, um zu bestellen.',
    )
  })
})
