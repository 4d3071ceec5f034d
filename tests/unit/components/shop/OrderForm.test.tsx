// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderForm } from '@/components/shop/OrderForm'
import type { Currency } from '@/domain/trade/currencies'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { renderWithIntl, type TestLocale } from '../../../support/intl'
import { fakeCommerceApi, powerBracelet, ringGroup, ringInYen, ShopProviders, shownPrice, yearlyRing } from '../../../support/shop'

// Each test is a journey of many choices; beside the other files on two cores it can outlast the 5 s default.
vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => fakeCommerceApi())
afterEach(() => vi.unstubAllGlobals())

function form(group: JewelryGroup, { currency = 'EUR', locale = 'de' }: { currency?: Currency; locale?: TestLocale } = {}) {
  const onDone = vi.fn()
  const onSoldOut = vi.fn()
  renderWithIntl(
    <ShopProviders currency={currency}>
      <OrderForm group={group} currency={currency} freeNumbers={null} maxJewelleryPieces={50} onDone={onDone} onSoldOut={onSoldOut} />
    </ShopProviders>,
    { locale },
  )
  return { onDone, onSoldOut }
}

const dialog = () => screen.getByRole('dialog')
const radio = (name: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('radio', { name })
/** A metal colour by name: the alloys are named like the colours, in a group of their own. */
const metal = (name: string, legend = 'Goldfarbe') => radio(name, screen.getByRole('group', { name: legend }))
/** Labels as read, with Intl's no-break spaces as plain ones. */
const labelsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent!.replace(/\s+/g, ' '))

describe('the order form’s price (spec 2 §9: de-DE, no decimals, the store’s currency)', () => {
  it('follows every choice in EUR: metal colour, length, special colour, engraving', async () => {
    const user = userEvent.setup()
    form(ringGroup())
    const rrp = () => (document.querySelector('[data-rrp]')?.textContent ?? '').replace(/\s+/g, ' ')
    expect(shownPrice()).toBe('Händlerpreis 2.490 €')
    // Beside the trade price, the colour's recommended retail price (issue 33), and that both are net.
    expect(rrp()).toBe('UVP 4.980 €')
    expect(screen.getByText('Alle Händlerpreise netto, zuzüglich Mehrwertsteuer.')).toBeTruthy()
    await user.click(metal('Gelbgold'))
    expect(shownPrice()).toBe('Händlerpreis 2.390 €')
    expect(rrp()).toBe('UVP 4.780 €')
    await user.click(metal('Weißgold'))

    await user.click(screen.getByRole('button', { name: 'Ringweite wählen' }))
    await user.click(radio(/^57,5/, dialog()))
    // The panel's price is the live one while it is open; both show the same amount.
    expect(shownPrice(dialog())).toBe('Händlerpreis 2.565 €')
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shownPrice()).toBe('Händlerpreis 2.565 €')

    await user.click(radio(/Vergissmeinnichtblau/))
    expect(shownPrice()).toBe('Händlerpreis 2.745 €')

    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    expect(shownPrice(dialog())).toBe('Händlerpreis 2.800 €')
    // The breakdown names each part.
    expect(within(dialog()).getByText('Sonderfarbe').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('180 €')
  })

  it('follows every choice in JPY (minor unit 1) and keeps the aria-live region', async () => {
    const user = userEvent.setup()
    form(ringInYen(), { currency: 'JPY', locale: 'ja' })
    const price = document.querySelector('[data-price]')!
    expect(price.getAttribute('aria-live')).toBe('polite')
    expect(shownPrice()).toBe('卸価格 398.000 ¥')
    await user.click(metal('イエローゴールド', 'ゴールドカラー'))
    expect(shownPrice()).toBe('卸価格 382.000 ¥')
    await user.click(metal('ホワイトゴールド', 'ゴールドカラー'))
    await user.click(radio(/クリスタルホワイト/))
    expect(shownPrice()).toBe('卸価格 422.000 ¥')
    await user.click(screen.getByRole('button', { name: 'リングサイズを選択' }))
    await user.click(radio(/^69/, dialog()))
    expect(shownPrice(dialog())).toBe('卸価格 439.600 ¥')
  })

  it('names the earliest delivery day the way the cart and the mails write days (docs/decisions.md)', () => {
    form(ringInYen(), { currency: 'JPY', locale: 'ja' })
    expect(screen.getByText(/^最短で/).textContent).toMatch(/^最短で\d{4}\/\d{1,2}\/\d{1,2}。/)
  })

  it('shows the surcharge of each special colour beside its name, only the offered ones', () => {
    form(ringGroup())
    const colours = screen.getByRole('group', { name: 'Sonderfarbe' })
    expect(labelsOf(colours)).toEqual(['Keine Sonderfarbe', 'Kristallweiß+ 150 €', 'Vergissmeinnichtblau+ 180 €', 'Helles Nude+ 160 €'])
  })
})

describe('lengths in the side panel', () => {
  it('warns for a ring width outside 47–67.6, not inside', async () => {
    const user = userEvent.setup()
    form(ringGroup())
    const warning = /außerhalb des üblichen Bereichs von 47 bis 67,6/
    expect(screen.queryByText(warning)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ringweite wählen' }))
    expect(within(dialog()).getByRole('group', { name: 'Ringweiten ab Lager' })).toBeTruthy()
    await user.click(radio(/^44/, dialog()))
    expect(within(dialog()).getByText(warning)).toBeTruthy()
    await user.click(radio(/^48/, dialog()))
    expect(within(dialog()).queryByText(warning)).toBeNull()
    await user.click(radio(/^69/, dialog()))
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    // Escape closes the panel; the warning stays beside the summary in the card.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText(warning)).toBeTruthy()
  })

  it('names bracelet lengths by their size labels when the group uses them (15 S … 21 XL)', async () => {
    const user = userEvent.setup()
    form(powerBracelet())
    expect(screen.getByText('M (17 cm)')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Länge wählen' }))
    expect(labelsOf(dialog())).toEqual(['S (15 cm)', 'M (17 cm)', 'L (19 cm)', 'XL (21 cm)', '18,5 cm+ 25 €'])
  })

  it('keeps the chosen length when the new metal colour offers it, else its default', async () => {
    const user = userEvent.setup()
    form(ringGroup())
    await user.click(screen.getByRole('button', { name: 'Ringweite wählen' }))
    await user.click(radio(/^57,5/, dialog()))
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    await user.click(metal('Gelbgold'))
    expect(screen.getByText('57,5')).toBeTruthy()
    await user.click(metal('Weißgold'))
    await user.click(screen.getByRole('button', { name: 'Ringweite wählen' }))
    await user.click(radio(/^60/, dialog()))
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    await user.click(metal('Gelbgold'))
    expect(screen.getByText('54')).toBeTruthy()
  })
})

describe('engraving and order type', () => {
  // Issue 30: "The engraving field shows raw tokens ({heart_border_slope}) instead of the symbols."
  it('shows a symbol inserted at the caret as its picture, not as a token, and previews it by name', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi()
    form(ringGroup())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    const text = within(dialog()).getByRole('textbox', { name: 'Gravurtext' })
    await user.type(text, 'Anna Ben')
    expect(text.textContent).toBe('Anna Ben')
    // The caret after "Anna ".
    const range = document.createRange()
    range.setStart(text.firstChild!, 5)
    range.collapse(true)
    window.getSelection()!.removeAllRanges()
    window.getSelection()!.addRange(range)
    fireEvent.keyUp(text)
    await user.click(within(dialog()).getByRole('button', { name: 'Symbol einfügen: Herz, gefüllt' }))
    expect(text.textContent).toBe('Anna Ben')
    expect(text.textContent).not.toContain('{')
    const symbol = within(text).getByRole('img', { name: 'Herz, gefüllt' })
    expect(symbol.querySelector('svg')).toBeTruthy()
    expect(symbol.previousSibling?.textContent).toBe('Anna ')
    expect(symbol.nextSibling?.textContent).toBe('Ben')
    expect(within(dialog()).getByText('9 von 30 Zeichen')).toBeTruthy()
    expect(within(dialog()).getByRole('img', { name: 'Anna Herz, gefüllt Ben' })).toBeTruthy()
    expect(within(dialog()).getAllByRole('button', { name: /^Symbol einfügen: / })).toHaveLength(17)
    // Underneath, the selection still carries the token.
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await vi.waitFor(() => expect(api.lineItemCalls()).toHaveLength(1))
    expect(api.lineItemCalls()[0].body).toMatchObject({ selection: { engraving: 2, engravingText: 'Anna {heart_filled}Ben' } })
  })

  it('switching a power bracelet to a stock order forces "Liebe" and switching back restores the engraving', async () => {
    const user = userEvent.setup()
    form(powerBracelet())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    const text = within(dialog()).getByRole('textbox', { name: 'Gravurtext' })
    // A power bracelet's text engraving starts from its default text.
    expect(text.textContent).toBe('Liebe')
    text.textContent = ''
    fireEvent.input(text)
    await user.type(text, 'Mia')
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    const priceWithScript = shownPrice()

    await user.click(radio('Lagerbestellung'))
    expect(screen.getByText('Als Lagerbestellung trägt dieses Armband die Gravur „Liebe“.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Liebe' })).toBeTruthy()
    expect(screen.getByText(/^Blockschrift/)).toBeTruthy()
    // No end customer for stock.
    expect(screen.queryByRole('textbox', { name: /Endkund/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Gravur bearbeiten' }))
    expect(within(dialog()).getByRole('group', { name: 'Gravurart' }).hasAttribute('disabled')).toBe(true)
    expect(within(dialog()).getByRole('textbox', { name: 'Gravurtext' }).getAttribute('aria-readonly')).toBe('true')
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))

    await user.click(radio('Kundenauftrag'))
    expect(screen.getByRole('img', { name: 'Mia' })).toBeTruthy()
    expect(screen.getByText(/^Schreibschrift/)).toBeTruthy()
    expect(shownPrice()).toBe(priceWithScript)
  })

  it('adds several pieces of one configuration as one line, up to 50; a ring of the year one at a time (issue 33)', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi()
    form(ringGroup())
    const pieces = screen.getByRole('combobox', { name: 'Stückzahl' })
    expect(
      within(pieces)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 50 }, (_, i) => `${i + 1} Stück`))
    await user.selectOptions(pieces, '3')
    // The unit price stays the line's; the total of the pieces is said beside it.
    expect(shownPrice()).toBe('Händlerpreis 2.490 €')
    expect(screen.getByText(/^3 Stück zusammen: 7\.470\s€$/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(api.lineItemCalls()).toHaveLength(1)
    expect(api.lineItemCalls()[0].body).toMatchObject({ article_group_id: 'group-ring', quantity: 3 })
  })

  it('offers no piece count for a ring of the year, whose every piece has its own number', () => {
    form(yearlyRing())
    expect(screen.queryByRole('combobox', { name: 'Stückzahl' })).toBeNull()
  })

  it('requires the end customer for a commission order of the ring of the year, with the spec’s message', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi()
    form(yearlyRing())
    const name = screen.getByRole('textbox', { name: /Name der Endkundin oder des Endkunden/ })
    expect(name.getAttribute('aria-required')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByText('Dies ist ein Pflichtfeld.')).toBeTruthy()
    expect(document.activeElement).toBe(name)
    expect(api.lineItemCalls()).toHaveLength(0)
    await user.click(radio('Lagerbestellung'))
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).toBeNull()
  })

  it('uploads an engraving image, shows the server’s reason for a refused one, and sends the accepted id with the line', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({
      engravingImages: [
        { status: 400, body: { file: ['shop.engraving.unsafe-svg'] } },
        { status: 201, body: { id: 41 } },
      ],
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name.replace(/\..*$/, '')}` }))
    form(ringGroup())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/^Bild/, dialog()))
    const input = within(dialog()).getByLabelText('Bild hochladen')
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect(await within(dialog()).findByText(/Dieses SVG enthält Skripte/)).toBeTruthy()
    await user.upload(input, new File(['<svg/>'], 'herz.svg', { type: 'image/svg+xml' }))
    expect(await within(dialog()).findByText('Hochgeladen: herz.svg')).toBeTruthy()
    // Issue 30: the shop's own button (not the browser's "Choose File"), the file's name and a thumbnail.
    expect(within(dialog()).getByRole('button', { name: 'Bild auswählen' })).toBeTruthy()
    expect(within(dialog()).getByText('Ausgewählt: herz.svg')).toBeTruthy()
    expect(within(dialog()).getByRole('img', { name: 'Hochgeladenes Bild: herz.svg' }).getAttribute('src')).toBe('blob:herz')
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await vi.waitFor(() => expect(api.lineItemCalls()).toHaveLength(1))
    expect(api.lineItemCalls()[0].body).toMatchObject({ selection: { engraving: 3, engravingImage: '41' } })
  })

  // Issue 30: "The delivery calendar offers weekends and 24–26 December."
  it('offers only the market’s delivery days in the calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'))
    try {
      form(ringGroup({ deliveryWeeks: { WG: 2, GG: 2 } }))
      // Tuesday 1 December plus two weeks.
      expect(screen.getByText(/Frühestens am 15\.12\.2026\./)).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }))
      const day = (d: number) => screen.getByRole('button', { name: new RegExp(`\\b${d}\\. Dezember 2026`) })
      // Friday 18 is offered, the weekend 19–20 is not, nor 24–26 December (Thursday to Saturday).
      expect(day(18).hasAttribute('disabled')).toBe(false)
      for (const d of [19, 20, 24, 25, 26]) expect(day(d).hasAttribute('disabled')).toBe(true)
      expect(day(23).hasAttribute('disabled')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
    await act(async () => {})
  })

  it('starts from the next delivery day when today plus the delivery time is a weekend, and follows a market’s own days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-07T10:00:00Z'))
    try {
      // Saturday 7 March, stock: Monday 9 March.
      form(ringGroup({ deliveryWeeks: { WG: 0, GG: 0 } }))
      expect(screen.getByText(/Frühestens am 09\.03\.2026\./)).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
    await act(async () => {})
  })

  it('offers delivery dates from today plus the chosen metal colour’s delivery time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'))
    try {
      form(ringGroup({ deliveryWeeks: { WG: 3, GG: 5 } }))
      expect(screen.getByText(/Frühestens am 23\.03\.2026\./)).toBeTruthy()
      fireEvent.click(metal('Gelbgold'))
      expect(screen.getByText(/Frühestens am 06\.04\.2026\./)).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
    await act(async () => {})
  })
})
