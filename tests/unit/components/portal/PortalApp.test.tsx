// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PortalApp } from '@/components/portal/PortalApp'
import { portalPermissions } from '@/domain/portal/permissions'
import { configKey } from '@/domain/portal/tableConfig'
import { renderWithIntl } from '../../../support/intl'

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

const row = (id: number, serial: string) => ({
  id,
  serial_number: serial,
  article_number: '10-1101-0560-1-WG',
  article_type: 'ring',
  article_description_de: 'Herzstück Ring',
  description_de: '',
  image: null,
  location: { id: 7, name: 'Juwelier Am Markt' },
  sell_in_price: 120000,
  sell_in_currency: 'EUR',
  sell_in_date: '2026-03-10',
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
let answer: (url: string, init?: RequestInit) => { status: number; body: unknown }

beforeEach(() => {
  calls = []
  localStorage.clear()
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const { status, body } = answer(url, init)
    return new Response(JSON.stringify(body), { status })
  })
})
afterEach(() => vi.unstubAllGlobals())

const stores = [{ id: '7', name: 'Juwelier Am Markt', permissions: [...portalPermissions] }]
const me = { id: 3, name: 'Helena Brandt' }

describe('the stock table', () => {
  it('lists the rows with totals, records a sale through the modal and drops the row on 200', async () => {
    answer = (url, init) => {
      if (url.startsWith('/api/v1/inventory/aggregates/'))
        return { status: 200, body: { results: [{ currency: 'EUR', total_sell_in_value: 240000, total_sell_out_value: 0, count: 2 }] } }
      if (url.startsWith('/api/v1/locations/7/users/'))
        return { status: 200, body: [{ id: 1, user: { id: 3, name: 'Helena Brandt', email: 'm@x' }, location: 7, permissions: [] }] }
      if (url === '/api/v1/inventory/actions/' && init?.method === 'POST') {
        return { status: 200, body: { results: [{ item_id: 'A-1', action: 'sell_out', item: { ...row(1, 'A-1'), sell_out_date: '2026-11-24' } }] } }
      }
      return { status: 200, body: { results: [row(1, 'A-1'), row(2, 'A-2')], count: 2, next: null } }
    }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    await screen.findByRole('button', { name: 'Aktionen für A-1' })
    expect(screen.getByText('2 Einträge')).toBeTruthy()
    const list = calls.find((c) => c.url.startsWith('/api/v1/inventory/?'))!
    expect(new URL(list.url, 'http://x').searchParams.get('sell_out_date__isnull')).toBe('true')
    await waitFor(() => expect(screen.getByText(/2.400,00/)).toBeTruthy())

    await user.click(screen.getByRole('button', { name: 'Aktionen für A-1' }))
    await user.click(screen.getByRole('menuitem', { name: 'Verkauf erfassen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Verkauf erfassen' })
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await screen.findByText('Der Verkauf wurde erfasst.')
    const sent = JSON.parse(String(calls.find((c) => c.init?.method === 'POST')!.init!.body))
    expect(sent).toEqual([
      { item_id: 'A-1', action: 'sell_out', parameters: { sale_user: 3, sale_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sell_out_price: null } },
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aktionen für A-1' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Aktionen für A-2' })).toBeTruthy()
    expect(screen.getByText('1 Eintrag')).toBeTruthy()
  })

  it('says which sale days are allowed, and why Speichern is off for a day outside them', async () => {
    answer = (url) =>
      url.includes('aggregates')
        ? { status: 200, body: { results: [] } }
        : url.startsWith('/api/v1/locations/')
          ? { status: 200, body: [] }
          : { status: 200, body: { results: [row(1, 'A-1')], count: 1, next: null } }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    await user.click(await screen.findByRole('button', { name: 'Aktionen für A-1' }))
    // One store only: moving the piece has no destination, so the menu does not offer it.
    expect(screen.queryByRole('menuitem', { name: 'Store wechseln' })).toBeNull()
    await user.click(screen.getByRole('menuitem', { name: 'Verkauf erfassen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Verkauf erfassen' })
    const day = within(dialog).getByLabelText('Verkaufsdatum') as HTMLInputElement
    expect(day.getAttribute('aria-invalid')).toBeNull()
    const description = document.getElementById(day.getAttribute('aria-describedby')!)!
    expect(description.textContent).toMatch(/^Wählen Sie einen Tag vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}\.$/)
    await user.clear(day)
    await user.type(day, '2020-01-01')
    expect(day.getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the server refusal in the modal, without a toast or a change of the list', async () => {
    answer = (url, init) =>
      url === '/api/v1/inventory/actions/' && init?.method === 'POST'
        ? { status: 400, body: { errors: [{ index: 0, errors: { reason: ['This field may not be blank.'] } }] } }
        : url.includes('aggregates')
          ? { status: 200, body: { results: [] } }
          : { status: 200, body: { results: [row(1, 'A-1')], count: 1, next: null } }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    await user.click(await screen.findByRole('button', { name: 'Aktionen für A-1' }))
    await user.click(screen.getByRole('menuitem', { name: 'Ohne Verkauf ausbuchen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ohne Verkauf ausbuchen' })
    const save = within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund' }), 'Defekt')
    expect(save.disabled).toBe(false)
    await user.click(save)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This field may not be blank.')
    expect(screen.queryByText('Die Position wurde ausgebucht.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Aktionen für A-1' })).toBeTruthy()
  })

  it('empty: the table’s text; empty under filters: the filter text and a reset that clears them', async () => {
    answer = (url) => (url.includes('aggregates') ? { status: 200, body: { results: [] } } : { status: 200, body: { results: [], count: 0, next: null } })
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    await screen.findByText('Keine Produkte für die ausgewählten Stores verfügbar')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Artikelart' }), 'amulet')
    await screen.findByText('Für die aktuell eingestellten Filter gibt es keine Daten.')
    expect(JSON.parse(localStorage.getItem(configKey('stock'))!).filters).toEqual({ article_type: 'amulet' })
    expect(calls.some((c) => c.url.includes('article_type=amulet'))).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }))
    await screen.findByText('Keine Produkte für die ausgewählten Stores verfügbar')
    expect(JSON.parse(localStorage.getItem(configKey('stock'))!).filters).toEqual({})
  })

  it('open orders: their own empty text, and request_change names the row as an open order', async () => {
    answer = (url) => (url.includes('aggregates') ? { status: 200, body: { results: [] } } : { status: 200, body: { results: [], count: 0, next: null } })
    renderWithIntl(<PortalApp section="open-orders" stores={stores} me={me} locale="de" />)
    await screen.findByText('Keine Bestellungen für die ausgewählten Stores verfügbar')
    expect(calls[0]!.url.startsWith('/api/v1/open-orders/?')).toBe(true)
  })

  // Issue 33: "the house's answer reaches the jeweller (mail and the item's or order's history)".
  it("an item's history names the house's answer to a change request in words, with the request", async () => {
    answer = (url) =>
      url.startsWith('/api/v1/inventory/A-1/history/')
        ? {
            status: 200,
            body: [
              { id: 1, type: 'change_requested', date: '2026-11-20T10:00:00.000Z', data: { user: 3, user_name: 'Helena Brandt', information: 'Ringweite 56' } },
              {
                id: 2,
                type: 'change_answered',
                date: '2026-11-21T09:00:00.000Z',
                data: { information: 'Ringweite 56', answer: 'Korrigiert.', change_request: 4 },
              },
            ],
          }
        : url.includes('aggregates')
          ? { status: 200, body: { results: [] } }
          : { status: 200, body: { results: [row(1, 'A-1')], count: 1, next: null } }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    await user.click(await screen.findByRole('button', { name: 'Aktionen für A-1' }))
    await user.click(screen.getByRole('menuitem', { name: 'Verlauf' }))
    const list = await screen.findByRole('list', { name: 'Ereignisse' })
    const entries = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(entries[0]).toContain('Änderung angefragt — Ringweite 56 · von Helena Brandt')
    expect(entries[1]).toContain('Antwort des Hauses — Korrigiert. · Ihre Anfrage: Ringweite 56')
  })

  it("open orders: a row's history is its order line's, from the house's moves to its answer", async () => {
    const line = {
      id: 41,
      article_number: '10-1101-0560-1-WG',
      article_description_de: 'Herzstück Ring',
      image: null,
      quantity: 1,
      commission_order_reference: 'K-17',
      order_type: 'article',
      commission: true,
      order_no: '2026-000101',
      status: 'confirmed',
      serial_numbers: [],
      note: '',
      sell_in_price: 129000,
      sell_out_price: 129000,
      currency: 'EUR',
      estimated_delivery: '2026-12-18',
      location: { id: 7, name: 'Juwelier Am Markt' },
      article_type: 'ring',
      placed_at: '2026-11-20T10:00:00.000Z',
    }
    answer = (url) =>
      url === '/api/v1/open-orders/41/history/'
        ? {
            status: 200,
            body: [
              { id: 1, type: 'confirmed', date: '2026-11-20T10:00:00.000Z', data: { estimated_delivery: '2026-12-18' } },
              {
                id: 2,
                type: 'change_requested',
                date: '2026-11-21T10:00:00.000Z',
                data: { information: 'Kommission K-18', user: 3, user_name: 'Helena Brandt' },
              },
              { id: 3, type: 'change_answered', date: '2026-11-22T10:00:00.000Z', data: { information: 'Kommission K-18', answer: 'Geändert.' } },
            ],
          }
        : url.includes('aggregates')
          ? { status: 200, body: { results: [] } }
          : { status: 200, body: { results: [line], count: 1, next: null } }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="open-orders" stores={stores} me={me} locale="de" />)
    await user.click(await screen.findByRole('button', { name: 'Aktionen für 2026-000101 10-1101-0560-1-WG' }))
    await user.click(screen.getByRole('menuitem', { name: 'Verlauf' }))
    const dialog = await screen.findByRole('dialog', { name: 'Verlauf von Bestellung 2026-000101, Artikel 10-1101-0560-1-WG' })
    const entries = within(await within(dialog).findByRole('list', { name: 'Ereignisse' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(entries[0]).toContain('Bestätigt — Voraussichtliche Lieferung: 18.12.2026')
    expect(entries[1]).toContain('Änderung angefragt — Kommission K-18 · von Helena Brandt')
    expect(entries[2]).toContain('Antwort des Hauses — Geändert. · Ihre Anfrage: Kommission K-18')
  })

  it('the row menu works by keyboard: arrows move, Escape returns to the button', async () => {
    answer = (url) =>
      url.includes('aggregates') ? { status: 200, body: { results: [] } } : { status: 200, body: { results: [row(1, 'A-1')], count: 1, next: null } }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="stock" stores={stores} me={me} locale="de" />)
    const button = await screen.findByRole('button', { name: 'Aktionen für A-1' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Verlauf'))
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Virtuelles Lager'))
    await user.keyboard('{Home}{ArrowDown}')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ohne Verkauf ausbuchen'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})

describe('the staff matrix', () => {
  it('toggles one permission of one store and shows what the server answered', async () => {
    const grant = (permissions: string[]) => ({ id: 5, user: { id: 9, name: 'Lea Vogt', email: 'verkauf@x' }, location: 7, permissions })
    answer = (url, init) => {
      if (init?.method === 'PATCH') return { status: 200, body: grant(JSON.parse(String(init.body)).permissions) }
      return { status: 200, body: [grant(['inventory:view_current'])] }
    }
    const user = userEvent.setup()
    renderWithIntl(<PortalApp section="staff" stores={stores} me={me} locale="de" />)
    expect((await screen.findByRole('cell', { name: 'verkauf@x' })).textContent).toBe('verkauf@x')
    await user.click(screen.getByRole('button', { name: 'Berechtigungen von Lea Vogt bearbeiten' }))
    const dialog = await screen.findByRole('dialog', { name: 'Berechtigungen von Lea Vogt' })
    const sales = within(dialog).getByRole('switch', { name: 'Verkäufe sehen in Juwelier Am Markt' })
    expect(sales.getAttribute('aria-checked')).toBe('false')
    expect(within(dialog).getByRole('switch', { name: 'Bestand sehen in Juwelier Am Markt' }).getAttribute('aria-checked')).toBe('true')
    await user.click(sales)
    await waitFor(() => expect(sales.getAttribute('aria-checked')).toBe('true'))
    const patch = calls.find((c) => c.init?.method === 'PATCH')!
    expect(patch.url).toBe('/api/v1/locations/7/users/9/')
    expect(JSON.parse(String(patch.init!.body))).toEqual({ permissions: ['inventory:view_current', 'inventory:view_sell_out_statistics'] })
    await screen.findByText('Die Berechtigung wurde gespeichert.')
  })
})
