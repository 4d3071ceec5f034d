// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderDeskOrder } from '@/components/admin/OrderDeskOrder'
import type { DeskLine, DeskOrder } from '@/server/orders/orderDeskView'
import { renderWithIntl, type TestLocale } from '../../../support/intl'

const router = vi.hoisted(() => ({ refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const line = (id: number, position: number, fields: Partial<DeskLine>): DeskLine => ({
  id,
  position,
  articleNumber: `10-1101-05${position}0-1-WG`,
  quantity: 1,
  options: ['Weißgold 750'],
  engravingImage: null,
  endCustomer: '',
  requestedDate: null,
  status: 'placed',
  estimatedDelivery: null,
  shippedSerials: [],
  piecesToShip: 1,
  cancelReason: null,
  ...fields,
})

const order: DeskOrder = {
  id: 42,
  number: '2026-000042',
  store: 'Juwelier München',
  placedAt: '2026-11-24T10:10:00Z',
  status: 'placed',
  lines: [
    line(11, 1, { requestedDate: '2027-03-01', estimatedDelivery: '2027-03-05', endCustomer: 'Lena Berger' }),
    line(12, 2, {
      status: 'confirmed',
      quantity: 3,
      estimatedDelivery: '2027-02-10',
      shippedSerials: ['AU-0001'],
      piecesToShip: 2,
      engravingImage: '/cms-api/engraving-images/file/herz.png',
    }),
    line(13, 3, { status: 'cancelled', cancelReason: 'Kundin verzichtet', estimatedDelivery: '2027-02-01' }),
    line(14, 4, { status: 'in_production', estimatedDelivery: '2027-02-20' }),
  ],
  deliveries: [
    { id: 5, carrier: 'Ferrari Group', trackingNumber: 'FG-123456', shippedAt: '2026-12-01T09:00:00Z', lines: [{ id: 12, serialNumbers: ['AU-0001'] }] },
  ],
}

type Call = { url: string; method: string; credentials: RequestCredentials | undefined; body: unknown }
/** The house API answering every call with one status and body; the calls as sent. */
function answer(status: number, body: unknown = { id: 42 }) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', credentials: init.credentials, body: init.body ? JSON.parse(String(init.body)) : null })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

const show = (locale: TestLocale = 'de') => renderWithIntl(<OrderDeskOrder order={order} />, { locale })
const user = () => userEvent.setup()
const choose = async (u: ReturnType<typeof userEvent.setup>, ...names: RegExp[]) => {
  for (const name of names) await u.click(screen.getByRole('checkbox', { name }))
}
const form = (name: string) => screen.getByRole('form', { name })

beforeEach(() => router.refresh.mockReset())
afterEach(() => vi.unstubAllGlobals())

// Issue 33: "Brand staff and admins work orders in the admin, on one screen made for it: […] per
// line the article number, options, engraving (image shown), end customer, requested date."
describe('the order desk: one order', () => {
  it('shows each line with its engraving image, days, status and shipped serials, and the deliveries', () => {
    show()
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(4)
    expect(rows[0]!.textContent).toMatch(/10-1101-0510-1-WG.*Weißgold 750.*Lena Berger.*01\.03\.2027.*Aufgegeben.*05\.03\.2027/)
    expect(within(rows[1]!).getByRole('img', { name: 'Gravurbild' }).getAttribute('src')).toBe('/cms-api/engraving-images/file/herz.png')
    expect(rows[1]!.textContent).toMatch(/Bestätigt.*10\.02\.2027.*1 von 3 versandt.*AU-0001/)
    expect(rows[2]!.textContent).toMatch(/Storniert.*Grund: Kundin verzichtet/)
    const deliveries = screen.getByRole('region', { name: 'Lieferungen' })
    expect(deliveries.textContent).toMatch(/Lieferung 1 vom 01\.12\.2026 · Versanddienst: Ferrari Group · Sendungsnummer: FG-123456/)
    expect(deliveries.textContent).toMatch(/Pos\. 2 \(10-1101-0520-1-WG\): AU-0001/)
  })

  it('offers a labelled checkbox for each line the house can still move, none for a cancelled one, and the moves once one is chosen', async () => {
    const u = user()
    show()
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Alle offenen Positionen von Bestellung 2026-000042 auswählen',
      'Pos. 1 (10-1101-0510-1-WG) auswählen',
      'Pos. 2 (10-1101-0520-1-WG) auswählen',
      'Pos. 4 (10-1101-0540-1-WG) auswählen',
    ])
    const moves = screen.getByRole('group', { name: 'Schritte für die ausgewählten Positionen von Bestellung 2026-000042' })
    const buttons = within(moves).getAllByRole('button')
    expect(buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Bestätigen …', true],
      ['In Fertigung geben …', true],
      ['Versenden …', true],
      ['Stornieren …', true],
    ])
    // By keyboard: the first checkbox (all lines), then a line's own.
    await u.tab()
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Alle offenen/ }))
    await u.keyboard(' ')
    expect(moves.textContent).toMatch(/3 Positionen ausgewählt/)
    await u.keyboard(' ')
    await u.tab()
    await u.keyboard(' ')
    expect(moves.textContent).toMatch(/1 Position ausgewählt/)
    expect(buttons.every((b) => !(b as HTMLButtonElement).disabled)).toBe(true)
  })

  it('confirms: a day per chosen line, the requested one prefilled while placed, the current estimate after; then renders the view again', async () => {
    const u = user()
    const calls = answer(200)
    show()
    await choose(u, /Pos\. 1 /, /Pos\. 2 /)
    await u.click(screen.getByRole('button', { name: 'Bestätigen …' }))
    const confirm = form('Positionen bestätigen')
    const first = within(confirm).getByLabelText('Liefertag für Pos. 1 (10-1101-0510-1-WG)') as HTMLInputElement
    const second = within(confirm).getByLabelText('Liefertag für Pos. 2 (10-1101-0520-1-WG)') as HTMLInputElement
    expect([first.type, first.value, second.value]).toEqual(['date', '2027-03-01', '2027-02-10'])
    fireEvent.change(second, { target: { value: '2027-02-17' } })
    await u.click(within(confirm).getByRole('button', { name: 'Bestätigen' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bestätigt: Pos. 1 (10-1101-0510-1-WG) und Pos. 2 (10-1101-0520-1-WG).'))
    expect(calls).toEqual([
      {
        url: '/api/v1/house/orders/42/confirm/',
        method: 'POST',
        credentials: 'same-origin',
        body: {
          lines: [
            { id: 11, estimated_delivery: '2027-03-01' },
            { id: 12, estimated_delivery: '2027-02-17' },
          ],
        },
      },
    ])
    expect(router.refresh).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false)
  })

  it('does not send a confirm without a day, and names the line', async () => {
    const u = user()
    const calls = answer(200)
    show()
    await choose(u, /Pos\. 4 /)
    await u.click(screen.getByRole('button', { name: 'Bestätigen …' }))
    fireEvent.change(screen.getByLabelText('Liefertag für Pos. 4 (10-1101-0540-1-WG)'), { target: { value: '' } })
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }))
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen Liefertag angeben für Pos. 4 (10-1101-0540-1-WG).')
    expect(calls).toEqual([])
  })

  it('puts the chosen lines into production', async () => {
    const u = user()
    const calls = answer(200)
    show()
    await choose(u, /Pos\. 2 /)
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben …' }))
    const production = form('In Fertigung geben')
    expect(within(production).getByRole('listitem').textContent).toBe('Pos. 2 (10-1101-0520-1-WG)')
    await u.click(within(production).getByRole('button', { name: 'In Fertigung geben' }))
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1))
    expect(calls).toEqual([{ url: '/api/v1/house/orders/42/production/', method: 'POST', credentials: 'same-origin', body: { lines: [12] } }])
    expect(screen.getByRole('status').textContent).toBe('In Fertigung gegeben: Pos. 2 (10-1101-0520-1-WG).')
  })

  it('ships: one serial number input per piece still to ship, carrier and tracking number; 201 renders the view again', async () => {
    const u = user()
    const calls = answer(201)
    show()
    await choose(u, /Pos\. 2 /, /Pos\. 4 /)
    await u.click(screen.getByRole('button', { name: 'Versenden …' }))
    const ship = form('Versenden')
    // Line 2: three pieces, one shipped, two to go. Line 4: one piece.
    const two = within(ship).getByRole('group', { name: 'Pos. 2 (10-1101-0520-1-WG): 2 Stück zu versenden' })
    const four = within(ship).getByRole('group', { name: 'Pos. 4 (10-1101-0540-1-WG): 1 Stück zu versenden' })
    expect(
      within(two)
        .getAllByRole('textbox')
        .map((i) => i.closest('label')?.textContent),
    ).toEqual(['Seriennummer für Stück 1 von 2', 'Seriennummer für Stück 2 von 2'])
    expect(within(four).getAllByRole('textbox')).toHaveLength(1)
    await u.type(within(two).getByRole('textbox', { name: 'Seriennummer für Stück 1 von 2' }), 'AU-0002')
    await u.type(within(two).getByRole('textbox', { name: 'Seriennummer für Stück 2 von 2' }), 'AU-0003')
    await u.type(within(four).getByRole('textbox', { name: 'Seriennummer für Stück 1 von 1' }), ' AU-0004 ')
    await u.type(within(ship).getByRole('textbox', { name: 'Versanddienst (freiwillig)' }), 'Ferrari Group')
    await u.type(within(ship).getByRole('textbox', { name: 'Sendungsnummer (freiwillig)' }), 'FG-654321')
    await u.click(within(ship).getByRole('button', { name: 'Versenden' }))
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1))
    expect(calls).toEqual([
      {
        url: '/api/v1/house/orders/42/shipments/',
        method: 'POST',
        credentials: 'same-origin',
        body: {
          lines: [
            { id: 12, serial_numbers: ['AU-0002', 'AU-0003'] },
            { id: 14, serial_numbers: ['AU-0004'] },
          ],
          carrier: 'Ferrari Group',
          tracking_number: 'FG-654321',
        },
      },
    ])
    expect(screen.getByRole('status').textContent).toBe('Versandt: Pos. 2 (10-1101-0520-1-WG) und Pos. 4 (10-1101-0540-1-WG).')
  })

  it('ships part of a line (empty fields stay for later), without carrier and tracking number', async () => {
    const u = user()
    const calls = answer(201)
    show()
    await choose(u, /Pos\. 2 /)
    await u.click(screen.getByRole('button', { name: 'Versenden …' }))
    await u.type(screen.getByRole('textbox', { name: 'Seriennummer für Stück 2 von 2' }), 'AU-0003')
    await u.click(screen.getByRole('button', { name: 'Versenden' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ lines: [{ id: 12, serial_numbers: ['AU-0003'] }], carrier: null, tracking_number: null })
  })

  it('sends no shipment with a line without serial number or a malformed one, and says which', async () => {
    const u = user()
    const calls = answer(201)
    show()
    await choose(u, /Pos\. 2 /, /Pos\. 4 /)
    await u.click(screen.getByRole('button', { name: 'Versenden …' }))
    await u.type(screen.getByRole('textbox', { name: 'Seriennummer für Stück 1 von 2' }), 'AU 2')
    await u.click(screen.getByRole('button', { name: 'Versenden' }))
    expect(screen.getByRole('alert').textContent).toBe('Bitte mindestens eine Seriennummer angeben für Pos. 4 (10-1101-0540-1-WG).')
    await u.type(screen.getByRole('textbox', { name: 'Seriennummer für Stück 1 von 1' }), 'AU-0004')
    await u.click(screen.getByRole('button', { name: 'Versenden' }))
    expect(screen.getByRole('alert').textContent).toMatch(/beginnt mit einem Buchstaben oder einer Ziffer: AU 2$/)
    expect(calls).toEqual([])
  })

  it('cancels with a reason, or without one', async () => {
    const u = user()
    const calls = answer(200)
    show()
    await choose(u, /Pos\. 1 /)
    await u.click(screen.getByRole('button', { name: 'Stornieren …' }))
    const cancel = form('Positionen stornieren')
    await u.type(within(cancel).getByRole('textbox', { name: 'Grund (freiwillig)' }), '  Kundin verzichtet ')
    await u.click(within(cancel).getByRole('button', { name: 'Stornieren' }))
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1))
    await choose(u, /Pos\. 4 /)
    await u.click(screen.getByRole('button', { name: 'Stornieren …' }))
    await u.click(screen.getByRole('button', { name: 'Stornieren' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/house/orders/42/cancel/', { lines: [11], reason: 'Kundin verzichtet' }],
      ['/api/v1/house/orders/42/cancel/', { lines: [14], reason: null }],
    ])
  })

  it('a 409 is said in words naming the lines and their state; the form stays, nothing is refreshed', async () => {
    const u = user()
    const calls = answer(409, { detail: 'The move "production" does not fit the state of line 11 (placed).', code: 'move-not-allowed', lines: [11] })
    show()
    await choose(u, /Pos\. 1 /, /Pos\. 2 /)
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben …' }))
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Nichts gespeichert: Der Schritt passt nicht zum Stand von Pos. 1 (10-1101-0510-1-WG): Aufgegeben.'),
    )
    expect(calls).toHaveLength(1)
    expect(router.refresh).not.toHaveBeenCalled()
    expect(form('In Fertigung geben')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('a taken serial number is named, in English too', async () => {
    const u = user()
    answer(409, { detail: 'Serial numbers already given: AU-0002.', code: 'serial-taken' })
    show('en')
    await choose(u, /Line 2 /)
    await u.click(screen.getByRole('button', { name: 'Ship …' }))
    await u.type(screen.getByRole('textbox', { name: 'Serial number of piece 1 of 2' }), 'AU-0002')
    await u.type(screen.getByRole('textbox', { name: 'Serial number of piece 2 of 2' }), 'AU-00021')
    await u.click(screen.getByRole('button', { name: 'Ship' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nothing saved: the serial number AU-0002 is already given to another piece.'))
  })

  it('a serial number given twice, too many serials and a day in the past (400) are said by their code', async () => {
    const u = user()
    answer(409, { detail: 'Each piece has its own serial number: AU-7 given twice.', code: 'serial-repeated' })
    show('en')
    await choose(u, /Line 2 /, /Line 4 /)
    await u.click(screen.getByRole('button', { name: 'Ship …' }))
    await u.type(screen.getByRole('textbox', { name: 'Serial number of piece 1 of 2' }), 'AU-7')
    await u.type(screen.getByRole('textbox', { name: 'Serial number of piece 1 of 1' }), 'AU-7')
    await u.click(screen.getByRole('button', { name: 'Ship' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nothing saved: each piece has its own serial number, AU-7 is given twice.'))

    answer(409, { detail: 'More serial numbers than the line has pieces left to ship.', code: 'too-many-serials', lines: [14] })
    await u.click(screen.getByRole('button', { name: 'Ship' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Nothing saved: more serial numbers than pieces left to ship for Line 4 (10-1101-0540-1-WG).'),
    )

    answer(400, { detail: 'A delivery day from 2026-12-02 on, please.', code: 'date-in-past', lines: [12] })
    await u.click(screen.getByRole('button', { name: 'Confirm …' }))
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nothing saved: the delivery day is in the past for Line 2 (10-1101-0520-1-WG). Please choose a day from today on.',
      ),
    )
    expect(router.refresh).not.toHaveBeenCalled()
  })

  it('an order changed meanwhile: said, and the view shows the order as it is now', async () => {
    const u = user()
    answer(409, { detail: 'The order changed in the meantime; nothing was saved. Reload it and try again.', code: 'order-changed' })
    show()
    await choose(u, /Pos\. 1 /)
    await u.click(screen.getByRole('button', { name: 'Stornieren …' }))
    await u.click(screen.getByRole('button', { name: 'Stornieren' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Nichts gespeichert: Die Bestellung wurde inzwischen geändert\./))
    expect(router.refresh).toHaveBeenCalledTimes(1)
  })

  it('an ended session, a refused role and a failed network are said too', async () => {
    const u = user()
    answer(401, { detail: 'Authentication credentials were not provided.' })
    show()
    await choose(u, /Pos\. 2 /)
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben …' }))
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich neu an.'))
    answer(403, { detail: 'You do not have permission to perform this action.' })
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nur Mitarbeitende des Kundenservice und Administratoren bewegen Bestellungen.'))
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await u.click(screen.getByRole('button', { name: 'In Fertigung geben' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Das hat nicht geklappt; nichts wurde gespeichert. Bitte erneut versuchen.'))
    expect(router.refresh).not.toHaveBeenCalled()
  })
})
