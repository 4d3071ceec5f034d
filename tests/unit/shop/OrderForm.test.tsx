// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderForm } from '@/components/shop/OrderForm'
import type { Currency } from '@/domain/trade/currencies'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { renderWithIntl, type TestLocale } from '../ui/test-utils'
import { fakeCommerceApi, polyfillDialog, powerBracelet, ringGroup, ringInYen, ShopProviders, shownPrice, yearlyRing } from './support'

polyfillDialog()
// Each test is a journey of many choices; beside the other files on two cores it can outlast the 5 s default.
vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => fakeCommerceApi())
afterEach(() => vi.unstubAllGlobals())

function form(group: JewelryGroup, { currency = 'EUR', locale = 'de' }: { currency?: Currency; locale?: TestLocale } = {}) {
  const onDone = vi.fn()
  const onSoldOut = vi.fn()
  renderWithIntl(
    <ShopProviders currency={currency}>
      <OrderForm group={group} currency={currency} freeNumbers={null} onDone={onDone} onSoldOut={onSoldOut} />
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
    expect(shownPrice()).toBe('Preis 2.490 €')
    await user.click(metal('Gelbgold'))
    expect(shownPrice()).toBe('Preis 2.390 €')
    await user.click(metal('Weißgold'))

    await user.click(screen.getByRole('button', { name: 'Ringweite wählen' }))
    await user.click(radio(/^57,5/, dialog()))
    // The panel's price is the live one while it is open; both show the same amount.
    expect(shownPrice(dialog())).toBe('Preis 2.565 €')
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shownPrice()).toBe('Preis 2.565 €')

    await user.click(radio(/Vergissmeinnichtblau/))
    expect(shownPrice()).toBe('Preis 2.745 €')

    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    expect(shownPrice(dialog())).toBe('Preis 2.800 €')
    // The breakdown names each part.
    expect(within(dialog()).getByText('Sonderfarbe').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('180 €')
  })

  it('follows every choice in JPY (minor unit 1) and keeps the aria-live region', async () => {
    const user = userEvent.setup()
    form(ringInYen(), { currency: 'JPY', locale: 'ja' })
    const price = document.querySelector('[data-price]')!
    expect(price.getAttribute('aria-live')).toBe('polite')
    expect(shownPrice()).toBe('価格 398.000 ¥')
    await user.click(metal('イエローゴールド', 'ゴールドカラー'))
    expect(shownPrice()).toBe('価格 382.000 ¥')
    await user.click(metal('ホワイトゴールド', 'ゴールドカラー'))
    await user.click(radio(/クリスタルホワイト/))
    expect(shownPrice()).toBe('価格 422.000 ¥')
    await user.click(screen.getByRole('button', { name: 'リングサイズを選択' }))
    await user.click(radio(/^69/, dialog()))
    expect(shownPrice(dialog())).toBe('価格 439.600 ¥')
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
  it('inserts a symbol at the caret and previews it by name', async () => {
    const user = userEvent.setup()
    form(ringGroup())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    const text = within(dialog()).getByRole('textbox', { name: 'Gravurtext' }) as HTMLInputElement
    await user.type(text, 'Anna Ben')
    text.setSelectionRange(5, 5)
    fireEvent.select(text)
    await user.click(within(dialog()).getByRole('button', { name: 'Symbol einfügen: Herz, gefüllt' }))
    expect(text.value).toBe('Anna {heart_filled}Ben')
    expect(within(dialog()).getByText('9 von 30 Zeichen')).toBeTruthy()
    expect(within(dialog()).getByRole('img', { name: 'Anna Herz, gefüllt Ben' })).toBeTruthy()
    expect(within(dialog()).getAllByRole('button', { name: /^Symbol einfügen: / })).toHaveLength(17)
  })

  it('switching a power bracelet to a stock order forces "Liebe" and switching back restores the engraving', async () => {
    const user = userEvent.setup()
    form(powerBracelet())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/Schreibschrift/, dialog()))
    const text = within(dialog()).getByRole('textbox', { name: 'Gravurtext' }) as HTMLInputElement
    // A power bracelet's text engraving starts from its default text.
    expect(text.value).toBe('Liebe')
    await user.clear(text)
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
    expect((within(dialog()).getByRole('textbox', { name: 'Gravurtext' }) as HTMLInputElement).readOnly).toBe(true)
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))

    await user.click(radio('Kundenauftrag'))
    expect(screen.getByRole('img', { name: 'Mia' })).toBeTruthy()
    expect(screen.getByText(/^Schreibschrift/)).toBeTruthy()
    expect(shownPrice()).toBe(priceWithScript)
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
    const api = fakeCommerceApi({ engravingImages: [{ status: 400, body: { file: ['shop.engraving.unsafe-svg'] } }, { status: 201, body: { id: 41 } }] })
    form(ringGroup())
    await user.click(screen.getByRole('button', { name: 'Gravur hinzufügen' }))
    await user.click(radio(/^Bild/, dialog()))
    const input = within(dialog()).getByLabelText('Bild hochladen')
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect(await within(dialog()).findByText(/Dieses SVG enthält Skripte/)).toBeTruthy()
    await user.upload(input, new File(['<svg/>'], 'herz.svg', { type: 'image/svg+xml' }))
    expect(await within(dialog()).findByText('Hochgeladen: herz.svg')).toBeTruthy()
    await user.click(within(dialog()).getByRole('button', { name: 'Übernehmen' }))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await vi.waitFor(() => expect(api.lineItemCalls()).toHaveLength(1))
    expect(api.lineItemCalls()[0].body).toMatchObject({ selection: { engraving: 3, engravingImage: '41' } })
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
