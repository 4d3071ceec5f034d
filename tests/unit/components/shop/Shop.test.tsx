// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Shop } from '@/components/shop/Shop'
import { ADD_TO_CART_CLOSE_MS } from '@/components/shop/useAddToCart'
import type { Currency } from '@/domain/trade/currencies'
import type { MetaType } from '@/domain/trade/metaTypes'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { renderWithIntl, type TestLocale } from '../../../support/intl'
import { fakeCommerceApi, powerBracelet, ringGroup, ShopProviders, shownPrice, serviceGroup, yearlyRing, type SessionSpies } from '../../../support/shop'

const route = vi.hoisted(() => ({ pathname: '/de/shop/' }))
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }))

// Each test is a journey of many choices; beside the other files on two cores it can outlast the 5 s default.
vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => {
  route.pathname = '/de/shop/'
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const necklace = (): ProductGroup =>
  ringGroup({
    uuid: 'group-necklace',
    name: 'Sonnenglanz Collier',
    productType: 'necklace',
    isDefaultAssortment: false,
    articleLengths: { WG: [{ length: 42.5, price: 0 }], GG: [{ length: 42.5, price: 0 }] },
    specialLengths: {},
    products: [{ name: 'Sonnenglanz', name2: null, type: 'necklace', filterAlloy: ['yellow_gold'], imageMain: null, fullSlug: 'schmuck/sonnenglanz' }],
  })

function shop({
  locale = 'de',
  currency = 'EUR',
  cart,
  spies,
  orderable,
}: { locale?: TestLocale; currency?: Currency; cart?: Record<string, number>; spies?: SessionSpies; orderable?: readonly MetaType[] } = {}) {
  return renderWithIntl(
    <ShopProviders currency={currency} cart={cart} spies={spies} orderable={orderable}>
      <Shop waitlistBase="/de/yearly-ring/" />
    </ShopProviders>,
    { locale },
  )
}

const card = (name: string) => screen.getByRole('article', { name })
const openCard = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(card(name)).getByRole('button', { name: new RegExp(`^Bestellen: ${name}`) }))
}

describe('the product list', () => {
  it('loads every page in the store’s currency and language and shows the groups as cards', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ringGroup({ uuid: `ring-${i}`, name: `Ring ${i}` }))
    const api = fakeCommerceApi({ groups: many, currency: 'CHF' })
    shop({ currency: 'CHF' })
    await screen.findByRole('article', { name: 'Ring 100' })
    expect(screen.getAllByRole('article')).toHaveLength(101)
    const pages = api.calls.filter((c) => c.url.startsWith('/api/v1/commerce/products/')).map((c) => c.url)
    expect(pages).toEqual(['/api/v1/commerce/products/?language=de&currency=CHF&page=1', '/api/v1/commerce/products/?language=de&currency=CHF&page=2'])
    expect(screen.getByText('Sie bestellen für Aurelle Boutique Zürich. Preise in CHF.')).toBeTruthy()
    expect(within(card('Ring 0')).getByText(/^ab 2\.490\sCHF$/)).toBeTruthy()
  })

  it('shows shop.product-list.placeholder for an empty list', async () => {
    fakeCommerceApi({ groups: [] })
    shop()
    expect(await screen.findByText('Zu dieser Auswahl gibt es derzeit keine Artikel.')).toBeTruthy()
  })

  it('hands a refused commerce token back to the guard', async () => {
    fakeCommerceApi({ products: { status: 401, body: { detail: 'Given token not valid for any token type' } } })
    const spies = { expire: vi.fn(), changeStore: vi.fn() }
    shop({ spies })
    await waitFor(() => expect(spies.expire).toHaveBeenCalled())
  })
})

describe('the filter bar', () => {
  it('shows a dropdown only with more than one option, and the panel of the chosen type', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({ groups: [ringGroup(), necklace(), { ...serviceGroup(), uuid: 'group-boxes', name: 'Etuis' }] })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    const category = screen.getByRole('combobox', { name: 'Kategorie' }) as HTMLSelectElement
    expect([...category.options].map((o) => o.text)).toEqual(['Alle Kategorien', 'Ringe', 'Colliers', 'Serviceartikel'])
    // Every group here is limited or not alike; the default assortment splits them.
    expect([...(screen.getByRole('combobox', { name: 'Sortiment' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['all', 'default'])
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull()

    await user.selectOptions(category, 'necklace')
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Sonnenglanz Collier'])
    const toggle = screen.getByRole('button', { name: 'Filter' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    const panel = screen.getByRole('group', { name: 'Colliers filtern' })
    await user.click(within(panel).getByRole('checkbox', { name: 'Weißgold' }))
    expect(await screen.findByText('Zu dieser Auswahl gibt es derzeit keine Artikel.')).toBeTruthy()
    expect(screen.getByText('Keine Artikel')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }))
    expect(screen.getAllByRole('article')).toHaveLength(3)
    // The reset button and the panel's toggle are gone ("all" has no panel): the focus goes to the first filter, not to <body>.
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull()
    expect(document.activeElement).toBe(category)
  })

  it('moves the focus from the reset button to the panel’s toggle when the panel stays, and announces the count politely', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({ groups: [ringGroup(), ringGroup({ uuid: 'group-ring-2', name: 'Anmut Ring' })] })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    const toggle = screen.getByRole('button', { name: 'Filter' })
    await user.click(toggle)
    await user.click(within(screen.getByRole('group', { name: /filtern$/ })).getAllByRole('checkbox')[0]!)
    const reset = screen.getByRole('button', { name: 'Filter zurücksetzen' })
    reset.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' }))
    // The count the screen reader hears politely is the existing live region's.
    expect(screen.getByText('2 Artikel').getAttribute('role')).toBe('status')
  })

  it('starts over on a route change', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({ groups: [ringGroup(), necklace()] })
    const view = shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'ring')
    expect(screen.getAllByRole('article')).toHaveLength(1)
    route.pathname = '/en/shop/'
    view.rerender(
      <ShopProviders>
        <Shop waitlistBase="/de/yearly-ring/" />
      </ShopProviders>,
    )
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect((screen.getByRole('combobox', { name: 'Kategorie' }) as HTMLSelectElement).value).toBe('all')
  })
})

describe('ring of the year', () => {
  it('without a free number shows the sold-out text and the waitlist button', async () => {
    fakeCommerceApi({ groups: [yearlyRing()], limitations: { '10-2026': [] } })
    shop()
    const ring = await screen.findByRole('article', { name: 'Herzstück Ring' })
    expect(within(ring).getByText('Der Ring des Jahres ist ausverkauft: Alle limitierten Nummern sind vergeben.')).toBeTruthy()
    expect(within(ring).getByRole('link', { name: 'Auf die Warteliste' }).getAttribute('href')).toBe('/de/yearly-ring/?waitlist=10-2026')
    expect(within(ring).queryByRole('button', { name: /^Bestellen/ })).toBeNull()
  })

  it('with free numbers is ordered; a 409 sold-out turns the card to the waitlist', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({ groups: [yearlyRing()], limitations: { '10-2026': [7, 12] }, lineItems: [{ status: 409, body: { detail: 'sold-out' } }] })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    expect(screen.getByText(/Noch 2 limitierte Nummern frei\./)).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /Name der Endkundin/ }), 'Clara Weiss')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByRole('link', { name: 'Auf die Warteliste' })).toBeTruthy()
    expect(api.lineItemCalls()[0].body).toMatchObject({
      article_group_id: 'group-yearly',
      quantity: 1,
      selection: { endCustomerName: 'Clara Weiss', orderType: 'commission' },
    })
  })

  // Spec 2 §4 "otherwise a number is chosen"; issue 30: the count follows a reservation without a reload.
  it('lets the jeweller choose the number, sends it, and counts it off once reserved', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({
      groups: [yearlyRing()],
      limitations: { '10-2026': [7, 12, 30] },
      lineItems: [{ status: 201, body: { id: 1, quantity: 1, metadata: { limit_nr: '12' } } }],
    })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    const number = screen.getByRole('combobox', { name: 'Limitierungsnummer' }) as HTMLSelectElement
    expect([...number.options].map((o) => o.text)).toEqual(['Nr. 7', 'Nr. 12', 'Nr. 30'])
    expect(number.value).toBe('7')
    expect(screen.getByText(/Noch 3 limitierte Nummern frei\./)).toBeTruthy()
    await user.selectOptions(number, '12')
    await user.type(screen.getByRole('textbox', { name: /Name der Endkundin/ }), 'Clara Weiss')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await vi.waitFor(() => expect(api.lineItemCalls()).toHaveLength(1))
    expect(api.lineItemCalls()[0].body).toMatchObject({ selection: { yearlyRingId: '12' } })
    expect(await screen.findByText(/Noch 2 limitierte Nummern frei\./)).toBeTruthy()
    expect([...(screen.getByRole('combobox', { name: 'Limitierungsnummer' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['7', '30'])
  })

  it('says so when the chosen number was taken meanwhile, and offers the numbers still free', async () => {
    const user = userEvent.setup()
    const limitations = { '10-2026': [7, 12] }
    fakeCommerceApi({ groups: [yearlyRing()], limitations, lineItems: [{ status: 409, body: { detail: 'shop.error.limitation-number-taken' } }] })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    await user.type(screen.getByRole('textbox', { name: /Name der Endkundin/ }), 'Clara Weiss')
    limitations['10-2026'] = [12]
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByText('Diese Nummer wurde soeben vergeben. Bitte wählen Sie eine andere.')).toBeTruthy()
    await vi.waitFor(() => expect((screen.getByRole('combobox', { name: 'Limitierungsnummer' }) as HTMLSelectElement).value).toBe('12'))
    expect(screen.queryByRole('link', { name: 'Auf die Warteliste' })).toBeNull()
  })
})

describe('add to cart', () => {
  /** The ring's card open, on fake timers that still run (the card closes 1 s after an add). */
  const ringOpenOnFakeTime = async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const api = fakeCommerceApi({ groups: [ringGroup()] })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    return { user, api }
  }

  it('posts the line, shows +1, closes the card after 1 s and resets the selection', async () => {
    const { user, api } = await ringOpenOnFakeTime()
    const toggle = within(card('Herzstück Ring')).getByRole('button', { name: /Herzstück Ring/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await user.click(within(screen.getByRole('group', { name: 'Goldfarbe' })).getByRole('radio', { name: 'Gelbgold' }))
    await user.click(screen.getByRole('radio', { name: /Kristallweiß/ }))
    await user.type(screen.getByRole('textbox', { name: 'Ihre Bestellnummer' }), 'B-2026-17')
    expect(shownPrice()).toBe('Händlerpreis 2.540 €')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))

    expect(await screen.findByText('+1')).toBeTruthy()
    expect(screen.getByText('Herzstück Ring liegt jetzt im Warenkorb.')).toBeTruthy()
    expect(api.lineItemCalls()).toHaveLength(1)
    expect(api.lineItemCalls()[0].body).toEqual({
      article_group_id: 'group-ring',
      quantity: 1,
      selection: expect.objectContaining({
        metalColor: 'GG',
        // Issue 30: the alloy follows the metal colour (yellow gold), not the group's first alloy.
        alloy: 'yellow_gold',
        length: 54,
        specialColor: 1,
        orderNumber: 'B-2026-17',
        orderType: 'commission',
        engraving: null,
      }),
    })

    act(() => vi.advanceTimersByTime(ADD_TO_CART_CLOSE_MS - 50))
    expect(screen.getByRole('button', { name: 'Hinzugefügt' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    expect(screen.getByText('1 Position in den Warenkorb gelegt')).toBeTruthy()

    await openCard(user, 'Herzstück Ring')
    expect((within(screen.getByRole('group', { name: 'Goldfarbe' })).getByRole('radio', { name: 'Weißgold' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('textbox', { name: 'Ihre Bestellnummer' }) as HTMLInputElement).value).toBe('')
    expect(shownPrice()).toBe('Händlerpreis 2.490 €')
  })

  it('keeps the focus on the add button while it says "Hinzugefügt" (aria-disabled, not disabled) and ignores a second press', async () => {
    const { user, api } = await ringOpenOnFakeTime()
    const add = screen.getByRole('button', { name: 'In den Warenkorb' })
    add.focus()
    await user.keyboard('{Enter}')
    const added = await screen.findByRole('button', { name: 'Hinzugefügt' })
    expect(added).toBe(add)
    expect(added.hasAttribute('disabled')).toBe(false)
    expect(added.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(added)
    // Pressed again while busy: no second line, no error.
    await user.keyboard('{Enter}')
    await user.click(added)
    expect(api.lineItemCalls()).toHaveLength(1)
    expect(within(card('Herzstück Ring')).queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(added)
  })

  it('shows no +1 under prefers-reduced-motion', async () => {
    const user = userEvent.setup()
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia
    try {
      fakeCommerceApi({ groups: [ringGroup()] })
      shop()
      await screen.findByRole('article', { name: 'Herzstück Ring' })
      await openCard(user, 'Herzstück Ring')
      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
      expect(await screen.findByText('Herzstück Ring liegt jetzt im Warenkorb.')).toBeTruthy()
      expect(screen.queryByText('+1')).toBeNull()
    } finally {
      // @ts-expect-error jsdom has none of its own
      delete window.matchMedia
    }
  })

  it('shows the field errors of a 400 translated, beside their fields', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({
      groups: [ringGroup()],
      lineItems: [
        { status: 400, body: { selection: { requestedDeliveryDate: ['shop.error.delivery-date-too-early'], orderNumber: ['form-general.error.too-long'] } } },
      ],
    })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByText('Dieser Termin liegt vor dem frühesten Liefertermin.')).toBeTruthy()
    expect(screen.getByText('Diese Angabe ist zu lang.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie die markierten Angaben.')
    const date = screen.getByRole('textbox', { name: 'Wunschliefertermin' })
    expect(date.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(date)
    // The card stays open with the selection for the jeweller to correct.
    expect(screen.queryByText('+1')).toBeNull()
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeTruthy()
  })

  it('switches a power bracelet’s order type in the card and sends the forced engraving', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({ groups: [powerBracelet()] })
    shop()
    await screen.findByRole('article', { name: 'Power Armband' })
    await openCard(user, 'Power Armband')
    await user.click(screen.getByRole('radio', { name: 'Lagerbestellung' }))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await screen.findByText('+1')
    expect(api.lineItemCalls()[0].body).toMatchObject({ selection: { orderType: 'nocommission', engraving: 1, engravingText: 'Liebe' } })
  })
})

describe('service items', () => {
  it('steps the quantity by orderQuantity up to maxQuantity and hints at a too large quantity with both numbers', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({ groups: [serviceGroup({ orderQuantity: 25, maxQuantity: 100 })] })
    shop({ cart: { 'group-service': 50 } })
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    expect(within(card('Herzstück Ring')).getByText(/^4\s€ je Stück$/)).toBeTruthy()
    await openCard(user, 'Herzstück Ring')
    const quantity = screen.getByRole('combobox', { name: 'Menge' }) as HTMLSelectElement
    // Issue 30: 50 in the cart, 100 at most: 75 and 100 are no longer offered (no hint after the click).
    expect([...quantity.options].map((o) => o.text)).toEqual(['25 Stück', '50 Stück'])
    expect(shownPrice()).toBe('Händlerpreis 88 €')
    await user.selectOptions(quantity, '50')
    expect(screen.queryByText(/höchstens 100/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await screen.findByText('+1')
    expect(api.lineItemCalls()[0].body).toMatchObject({ article_group_id: 'group-service', quantity: 50 })
  })

  it('offers only what the loaded cart can still take, and says why when nothing fits', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({
      groups: [serviceGroup({ orderQuantity: 25, maxQuantity: 100 })],
      order: {
        line_items: [
          { quantity: 25, metadata: { article_group_id: 'group-service' } },
          { quantity: 50, metadata: { article_group_id: 'group-service' } },
        ],
      },
    })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    const quantity = screen.getByRole('combobox', { name: 'Menge' }) as HTMLSelectElement
    await vi.waitFor(() => expect([...quantity.options].map((o) => o.text)).toEqual(['25 Stück']))
    cleanup()
    fakeCommerceApi({
      groups: [serviceGroup({ orderQuantity: 25, maxQuantity: 100 })],
      order: { line_items: [{ quantity: 100, metadata: { article_group_id: 'group-service' } }] },
    })
    shop()
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await openCard(user, 'Herzstück Ring')
    expect(await screen.findByText('Mit dieser Menge lägen 125 im Warenkorb; höchstens 100 sind möglich.')).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Menge' }) as HTMLSelectElement).disabled).toBe(true)
  })

  it('shows the server’s hint when the cart holds more than this page knows', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({
      groups: [serviceGroup({ orderQuantity: 25, maxQuantity: 100 })],
      lineItems: [
        { status: 400, body: { quantity: ['shop.hint.too-large-quantity'], hint: { key: 'shop.hint.too-large-quantity', quantity: 150, max: 100 } } },
      ],
    })
    shop({ locale: 'en' })
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    await user.click(screen.getByRole('button', { name: /^Order: Herzstück Ring/ }))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('With this quantity the cart would hold 150; 100 at most are possible.')).toBeTruthy()
  })
})

// Issue 33: "orders:create_service_order gates service lines and orders:create_article_order
// jewellery lines"; the shop offers order forms only for what the user may order at the store.
describe('what the user may order at the store (issue 33)', () => {
  const service = () => ({ ...serviceGroup(), name: 'Pflegeset' })

  it('with the service right only, shows jewellery with its prices and a note instead of the order form', async () => {
    fakeCommerceApi({ groups: [ringGroup(), service()] })
    shop({ orderable: ['service_item'] })
    await screen.findByRole('article', { name: 'Herzstück Ring' })
    const ring = card('Herzstück Ring')
    expect(within(ring).queryByRole('button', { name: /^Bestellen/ })).toBeNull()
    expect(within(ring).getByText(/^An diesem Standort dürfen Sie keinen Schmuck bestellen\./)).toBeTruthy()
    expect(within(ring).getByText(/^ab 2\.490\s€$/)).toBeTruthy()
    expect(within(card('Pflegeset')).getByRole('button', { name: /^Bestellen: Pflegeset/ })).toBeTruthy()
  })

  it('with the article right only, offers no order form for a service item, in the page’s language', async () => {
    fakeCommerceApi({ groups: [ringGroup(), service()] })
    shop({ orderable: ['jewelry'], locale: 'en' })
    await screen.findByRole('article', { name: 'Pflegeset' })
    const kit = card('Pflegeset')
    expect(within(kit).queryByRole('button', { name: /Pflegeset/ })).toBeNull()
    expect(within(kit).getByText(/^You may not order service items for this store\./)).toBeTruthy()
    expect(within(card('Herzstück Ring')).getByRole('button', { name: /Herzstück Ring/ })).toBeTruthy()
  })

  it('shows the server’s refusal of a line translated, should the rights change while the page is open', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({
      groups: [service()],
      lineItems: [{ status: 400, body: { article_group_id: ['shop.error.service-order-not-permitted'] } }],
    })
    shop()
    await screen.findByRole('article', { name: 'Pflegeset' })
    await openCard(user, 'Pflegeset')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByText(/^An diesem Standort dürfen Sie keine Serviceartikel bestellen\./)).toBeTruthy()
  })
})
