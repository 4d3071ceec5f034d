// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PortalApp } from '@/components/portal/PortalApp'
import { portalPermissions } from '@/domain/portal/permissions'
import { renderWithIntl } from '../../../support/intl'

/*
 * Issue 33, "Into the jeweller's stock": "Shipped pieces show on the portal's open orders with status
 * `shipped` and their serial numbers. Receiving them is the sell-in: a colleague holding
 * `inventory:log_article_sell_in` at the store records it per piece or for a whole delivery, typing or
 * scanning serial numbers. Through the spec's action list: `POST /api/v1/inventory/actions/`
 * `[{"item_id": "<serial>", "action": "log_sell_in", "parameters": {}}]`."
 */

beforeAll(() => {
  // jsdom lays nothing out: the table's scroll box gets a size so the virtualizer renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 })
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never
})

const line = (id: number, orderNo: string, status: string, serials: string[], store = { id: 7, name: 'Juwelier Am Markt' }) => ({
  id,
  article_number: '10-1101-0560-1-WG',
  article_description_de: 'Herzstück Ring',
  image: null,
  quantity: Math.max(1, serials.length),
  commission_order_reference: '',
  order_type: 'article',
  commission: false,
  order_no: orderNo,
  status,
  serial_numbers: serials,
  note: '',
  sell_in_price: 129000,
  sell_out_price: 129000,
  currency: 'EUR',
  estimated_delivery: '2026-12-18',
  location: store,
  article_type: 'ring',
  placed_at: '2026-11-20T10:00:00.000Z',
})

const item = (serial: string) => ({
  id: 1,
  serial_number: serial,
  article_number: '10-1101-0560-1-WG',
  article_type: 'ring',
  article_description_de: 'Herzstück Ring',
  description_de: '',
  image: null,
  location: { id: 7, name: 'Juwelier Am Markt' },
  sell_in_price: 64500,
  sell_in_currency: 'EUR',
  sell_in_date: '2026-12-01',
  sell_out_price: null,
  sell_out_currency: null,
  sell_out_date: null,
  sale_user: null,
  client_note: '',
  internal_note: '',
  available_in_virtual_storage: false,
})

type Call = { url: string; init?: RequestInit }
let calls: Call[]
let rows: ReturnType<typeof line>[]
let next: string | null
let actions: (body: { item_id: string }[]) => { status: number; body: unknown }

beforeEach(() => {
  calls = []
  next = null
  localStorage.clear()
  rows = [line(41, '2026-000101', 'shipped', ['AU-0001', 'AU-0002']), line(42, '2026-000102', 'shipped', ['AU-0003']), line(43, '2026-000103', 'confirmed', [])]
  actions = (body) => ({ status: 200, body: { results: body.map((a) => ({ item_id: a.item_id, action: 'log_sell_in', item: item(a.item_id) })) } })
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const { status, body } =
      url === '/api/v1/inventory/actions/' && init?.method === 'POST'
        ? actions(JSON.parse(String(init.body)))
        : url.startsWith('/api/v1/open-orders/aggregates/')
          ? { status: 200, body: { results: [] } }
          : { status: 200, body: { results: rows, count: rows.length, next } }
    return new Response(JSON.stringify(body), { status })
  })
})
afterEach(() => vi.unstubAllGlobals())

const me = { id: 3, name: 'Helena Brandt' }
const everything = [{ id: '7', name: 'Juwelier Am Markt', permissions: [...portalPermissions] }]
const withoutSellIn = [{ id: '7', name: 'Juwelier Am Markt', permissions: portalPermissions.filter((p) => p !== 'inventory:log_article_sell_in') }]

const posts = () => calls.filter((c) => c.url === '/api/v1/inventory/actions/' && c.init?.method === 'POST')
const listReads = () => calls.filter((c) => c.url.startsWith('/api/v1/open-orders/?'))
const field = () => screen.getByRole('textbox', { name: 'Seriennummer scannen oder eingeben' }) as HTMLInputElement
const listed = () =>
  within(screen.getByRole('list', { name: /^Zu buchen/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

async function openPortal(stores = everything) {
  const user = userEvent.setup()
  renderWithIntl(<PortalApp section="open-orders" stores={stores} me={me} locale="de" />)
  await screen.findByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' })
  return user
}

describe('receiving shipped pieces on the open orders', () => {
  it('a scanner’s Enter puts the serial in the list, announced, and the field keeps the focus; a second scan of it is refused', async () => {
    const user = await openPortal()
    expect(screen.getByRole('heading', { level: 2, name: 'Wareneingang erfassen' })).toBeTruthy()
    await user.click(field())
    await user.keyboard('AU-0001{Enter}')
    expect(document.activeElement).toBe(field())
    expect(field().value).toBe('')
    expect(listed()).toEqual(['AU-0001Entfernen'])
    const live = screen.getByText('AU-0001 übernommen – 1 Stück in der Liste.')
    expect(live.getAttribute('aria-live')).toBe('polite')

    await user.keyboard('AU-0002{Enter}')
    expect(document.activeElement).toBe(field())
    expect(listed()).toEqual(['AU-0001Entfernen', 'AU-0002Entfernen'])

    await user.keyboard('AU-0001{Enter}')
    expect(document.activeElement).toBe(field())
    expect(listed()).toEqual(['AU-0001Entfernen', 'AU-0002Entfernen'])
    expect(screen.getByText('AU-0001 steht bereits in der Liste.').getAttribute('aria-live')).toBe('polite')
    expect(posts()).toEqual([])
  })

  it('takes the open orders’ spelling of a serial, several pasted at once, refuses what is no serial number, removes a listed one', async () => {
    const user = await openPortal()
    await user.type(field(), 'au-0003{Enter}')
    expect(listed()).toEqual(['AU-0003Entfernen'])
    // A delivery note pasted: serial numbers have no spaces or commas, so these separate them.
    await user.click(field())
    await user.paste('AU-0001, AU-0002')
    await user.keyboard('{Enter}')
    expect(listed()).toEqual(['AU-0003Entfernen', 'AU-0001Entfernen', 'AU-0002Entfernen'])
    expect(screen.getByText('2 Seriennummern übernommen – 3 Stück in der Liste.')).toBeTruthy()
    await user.type(field(), '#?{Enter}')
    await screen.findByText('„#?“ ist keine Seriennummer.')
    expect(listed()).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'AU-0001 aus der Liste entfernen' }))
    expect(listed()).toEqual(['AU-0003Entfernen', 'AU-0002Entfernen'])
    expect(screen.getByText('AU-0001 entfernt – 2 Stück in der Liste.')).toBeTruthy()
    expect(document.activeElement).toBe(field())
  })

  it('Buchen sends exactly the spec’s action list, then a toast with the count, the open orders read again and the list empty', async () => {
    const user = await openPortal()
    await user.type(field(), 'AU-0001{Enter}AU-0002{Enter}AU-0003{Enter}')
    const readsBefore = listReads().length
    // Received: line 41 in full leaves, line 42 stays (the server's answer after the receipt).
    rows = [line(42, '2026-000102', 'shipped', ['AU-0004']), line(43, '2026-000103', 'confirmed', [])]
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    await screen.findByText('3 Stück eingebucht')
    expect(posts()).toHaveLength(1)
    expect(JSON.parse(String(posts()[0]!.init!.body))).toEqual([
      { item_id: 'AU-0001', action: 'log_sell_in', parameters: {} },
      { item_id: 'AU-0002', action: 'log_sell_in', parameters: {} },
      { item_id: 'AU-0003', action: 'log_sell_in', parameters: {} },
    ])
    expect(posts()[0]!.init!.headers).toMatchObject({ 'content-type': 'application/json' })
    await waitFor(() => expect(listReads().length).toBe(readsBefore + 1))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Aktionen für 2026-000102 10-1101-0560-1-WG' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: /^Zu buchen/ })).toBeNull()
    expect(screen.getByText('Noch keine Seriennummer in der Liste.')).toBeTruthy()
    expect(document.activeElement).toBe(field())
  })

  it('a refused list keeps every serial, names the refused ones in words, and receives nothing', async () => {
    actions = () => ({
      status: 400,
      body: {
        errors: [
          { index: 1, errors: { item_id: ['Not found.'] } },
          { index: 2, errors: { item_id: ['This piece has already been received.'] } },
        ],
      },
    })
    const user = await openPortal()
    await user.type(field(), 'AU-0001{Enter}AU-9999{Enter}AU-0002{Enter}')
    const readsBefore = listReads().length
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Nichts wurde eingebucht: 2 Seriennummern wurden abgelehnt. Korrigieren oder entfernen Sie sie und buchen Sie erneut.')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AU-9999: unbekannt oder nicht an Ihre Stores versandt', 'AU-0002: bereits eingebucht'])
    expect(listed()).toEqual([
      'AU-0001Entfernen',
      'AU-9999abgelehnt: unbekannt oder nicht an Ihre Stores versandtEntfernen',
      'AU-0002abgelehnt: bereits eingebuchtEntfernen',
    ])
    expect(screen.queryByText(/Stück eingebucht/)).toBeNull()
    expect(listReads().length).toBe(readsBefore)

    // The list as it was: the unknown one removed, the rest goes again.
    actions = (body) => ({ status: 200, body: { results: body.map((a) => ({ item_id: a.item_id, action: 'log_sell_in', item: item(a.item_id) })) } })
    await user.click(screen.getByRole('button', { name: 'AU-9999 aus der Liste entfernen' }))
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    await screen.findByText('2 Stück eingebucht')
    expect(JSON.parse(String(posts()[1]!.init!.body)).map((a: { item_id: string }) => a.item_id)).toEqual(['AU-0001', 'AU-0002'])
  })

  it('a piece changed meanwhile (409): said in words, the list kept', async () => {
    actions = () => ({ status: 409, body: { detail: 'An item changed in the meantime; nothing was saved. Reload and try again.' } })
    const user = await openPortal()
    await user.type(field(), 'AU-0001{Enter}')
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Ein Stück wurde inzwischen geändert; nichts wurde eingebucht. Bitte buchen Sie erneut.')
    expect(listed()).toEqual(['AU-0001Entfernen'])
  })

  it('"Lieferung einbuchen" puts all the row’s shipped serials in the list and leads on to Buchen', async () => {
    const user = await openPortal()
    await user.click(screen.getByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' }))
    await user.click(screen.getByRole('menuitem', { name: 'Lieferung einbuchen' }))
    expect(listed()).toEqual(['AU-0001Entfernen', 'AU-0002Entfernen'])
    expect(screen.getByText('2 Seriennummern aus Bestellung 2026-000101 übernommen – 2 Stück in der Liste.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buchen' })))
    // Twice: nothing listed twice.
    await user.click(screen.getByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' }))
    await user.click(screen.getByRole('menuitem', { name: 'Lieferung einbuchen' }))
    expect(listed()).toEqual(['AU-0001Entfernen', 'AU-0002Entfernen'])
    expect(screen.getByText('AU-0001, AU-0002 stehen bereits in der Liste.')).toBeTruthy()
    // A line not shipped has no delivery to receive.
    await user.click(screen.getByRole('button', { name: 'Aktionen für 2026-000103 10-1101-0560-1-WG' }))
    expect(screen.queryByRole('menuitem', { name: 'Lieferung einbuchen' })).toBeNull()
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    await screen.findByText('2 Stück eingebucht')
    expect(JSON.parse(String(posts()[0]!.init!.body))).toEqual([
      { item_id: 'AU-0001', action: 'log_sell_in', parameters: {} },
      { item_id: 'AU-0002', action: 'log_sell_in', parameters: {} },
    ])
  })

  it('flags a serial the open orders do not know only when all of them are loaded; it is still sent', async () => {
    const user = await openPortal()
    await user.type(field(), 'ZZ-0001{Enter}')
    expect(listed()).toEqual(['ZZ-0001nicht unter den an diese Stores versandten StückenEntfernen'])
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    await screen.findByText('1 Stück eingebucht')
    expect(JSON.parse(String(posts()[0]!.init!.body))).toEqual([{ item_id: 'ZZ-0001', action: 'log_sell_in', parameters: {} }])
  })

  it('leaves an unknown serial to the server while more open orders are to load', async () => {
    next = '/api/v1/open-orders/?page=2'
    const user = await openPortal()
    await user.type(field(), 'ZZ-0001{Enter}')
    expect(listed()).toEqual(['ZZ-0001Entfernen'])
  })

  it('without inventory:log_article_sell_in: no panel and no "Lieferung einbuchen"', async () => {
    const user = await openPortal(withoutSellIn)
    expect(screen.queryByRole('heading', { name: 'Wareneingang erfassen' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Seriennummer scannen oder eingeben' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' }))
    expect(screen.getByRole('menuitem', { name: 'Verlauf' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Lieferung einbuchen' })).toBeNull()
  })

  it('with the right at one store of two: the panel, the row action only on that store’s rows, a flag for the other’s pieces', async () => {
    const other = { id: 8, name: 'Juwelier am Dom' }
    rows = [line(41, '2026-000101', 'shipped', ['AU-0001']), line(51, '2026-000201', 'shipped', ['DO-0001'], other)]
    const user = await openPortal([everything[0]!, { ...withoutSellIn[0]!, id: '8', name: other.name }])
    await user.click(screen.getByRole('button', { name: 'Aktionen für 2026-000201 10-1101-0560-1-WG' }))
    expect(screen.queryByRole('menuitem', { name: 'Lieferung einbuchen' })).toBeNull()
    await user.keyboard('{Escape}')
    await user.type(field(), 'DO-0001{Enter}')
    expect(listed()).toEqual(['DO-0001für diesen Store dürfen Sie keinen Wareneingang buchenEntfernen'])
  })
})
