// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuickOrder } from '@/components/shop/QuickOrder'
import type { QuickOrderAnswer } from '@/contracts/addedLines'
import { renderWithIntl } from '../../../support/intl'
import { ShopProviders } from '../../../support/shop'

let answer: { status: number; body: unknown }
const sent: { url: string; body: unknown }[] = []
const expire = vi.fn()

beforeEach(() => {
  sent.length = 0
  expire.mockReset()
  answer = { status: 200, body: { results: [] } }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: JSON.parse(String(init.body)) })
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
})
afterEach(() => vi.unstubAllGlobals())

const renderPanel = (onAdded = vi.fn(), locale: 'de' | 'en' = 'de') => {
  renderWithIntl(
    <ShopProviders spies={{ expire, changeStore: () => {} }}>
      <QuickOrder onAdded={onAdded} />
    </ShopProviders>,
    { locale },
  )
  return onAdded
}

// Issue 33: "Quick order: in the shop, paste or type article numbers (one per line, or a CSV with
// quantity) … each refused one named with its reason."
describe('the quick order panel', () => {
  it('opens by keyboard with the focus in the field, sends the text and says what was added and each refused line with its reason', async () => {
    const results: QuickOrderAnswer['results'] = [
      { line: 1, article_number: '10-1101-0560-1-WG', quantity: 2, ok: true, error_key: null, line_item_id: 7, name: 'Herzstück Ring' },
      { line: 2, article_number: '10-9999-0560-1-WG', quantity: null, ok: false, error_key: 'not-in-shop', line_item_id: null, name: null },
      { line: 4, article_number: '10-1101-0560-1-WG', quantity: 99, ok: false, error_key: 'quantity-too-large', line_item_id: null, name: 'Herzstück Ring' },
    ]
    answer = { status: 200, body: { results } }
    const onAdded = renderPanel()
    const toggle = screen.getByRole('button', { name: /Schnellbestellung/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const field = screen.getByRole('textbox', { name: 'Artikelnummern' })
    expect(document.activeElement).toBe(field)
    expect(field.getAttribute('aria-describedby')).toBeTruthy()
    await userEvent.type(field, '10-1101-0560-1-WG;2{Enter}10-9999-0560-1-WG{Enter}{Enter}10-1101-0560-1-WG;99')
    const submit = screen.getByRole('button', { name: 'In den Warenkorb' })
    await userEvent.click(submit)

    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([
      { url: '/api/v1/commerce/quick-order/?language=de', body: { text: '10-1101-0560-1-WG;2\n10-9999-0560-1-WG\n\n10-1101-0560-1-WG;99' } },
    ])
    const status = screen.getByRole('status')
    expect(status.textContent).toMatch(/^1 Position in den Warenkorb gelegt, 2 abgelehnt\. Die abgelehnten Zeilen stehen zum Korrigieren im Feld\./)
    const refused = within(status).getByRole('list', { name: 'Abgelehnte Zeilen' })
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Zeile 2, 10-9999-0560-1-WG: Dieser Artikel wird im Shop nicht (mehr) angeboten.',
      'Zeile 4, 10-1101-0560-1-WG: Zu viele Stück für eine Position.',
    ])
    const added = screen.getByRole('list', { name: 'In den Warenkorb gelegt' })
    expect(within(added).getByRole('listitem').textContent).toBe('Zeile 1, 10-1101-0560-1-WG: 2 × Herzstück Ring')
    // The added lines leave the field (sent again they would be ordered twice); the refused stay to be corrected.
    expect((field as HTMLTextAreaElement).value).toBe('10-9999-0560-1-WG\n10-1101-0560-1-WG;99')
    expect(document.activeElement).toBe(submit)
  })

  it('names the reasons in the page’s language', async () => {
    answer = {
      status: 200,
      body: {
        results: [{ line: 1, article_number: '10-1101-0560-1-RG', quantity: null, ok: false, error_key: 'finish-not-offered', line_item_id: null, name: null }],
      },
    }
    const onAdded = renderPanel(vi.fn(), 'en')
    await userEvent.click(screen.getByRole('button', { name: /Quick order/ }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Article numbers' }), '10-1101-0560-1-RG')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'No lines added to the cart, 1 refused. The refused lines stay in the field to be corrected.Line 1, 10-1101-0560-1-RG: The model is in the shop, but not in this metal colour or variant.',
      ),
    )
    expect(onAdded).not.toHaveBeenCalled()
  })

  it('asks for an article number before sending, says when the text is too long, and hands an ended session to the guard', async () => {
    renderPanel()
    await userEvent.click(screen.getByRole('button', { name: /Schnellbestellung/ }))
    const field = screen.getByRole('textbox', { name: 'Artikelnummern' })
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(sent).toEqual([])
    expect(screen.getByText('Bitte geben Sie mindestens eine Artikelnummer ein.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)

    answer = { status: 400, body: { text: ['Ensure the text has no more than 200 articles.'] } }
    await userEvent.type(field, '10-1101-0560-1-WG')
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(await screen.findByText('Höchstens 200 Artikelnummern auf einmal.')).toBeTruthy()

    answer = { status: 401, body: { detail: 'no session' } }
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await waitFor(() => expect(expire).toHaveBeenCalled())
  })
})
