// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ActionDialog } from '@/components/portal/ActionDialog'
import { ToastProvider } from '@/components/ui/Toast/Toast'
import type { InventoryRow } from '@/contracts/portal'
import { renderWithIntl, type TestLocale } from '../../../support/intl'

/*
 * Issue 34, "The sale, complete": "The sale dialog takes the price the piece was sold for, prefilled
 * with its recommended retail price in the store's currency, and the seller and date as now".
 */

const runActions = vi.fn()
vi.mock('@/components/portal/portalApi', () => ({
  runActions: (...args: unknown[]) => runActions(...args),
  loadStoreUsers: async () => null,
}))

const row = (fields: Partial<InventoryRow> = {}): InventoryRow => ({
  id: 1,
  serial_number: 'S-0001',
  article_number: '10-1101-0560-1-WG',
  article_type: 'ring',
  article_description_de: 'Herzstück Ring',
  description_de: '',
  image: null,
  location: { id: 7, name: 'Juwelier Am Markt' },
  sell_in_price: 64500,
  sell_in_currency: 'EUR',
  sell_in_date: null,
  sell_out_price: null,
  sell_out_currency: null,
  sell_out_date: null,
  sale_user: null,
  client_note: '',
  internal_note: '',
  available_in_virtual_storage: false,
  store_currency: 'CHF',
  recommended_retail_price: 149000,
  ...fields,
})

function open(item: InventoryRow, locale: TestLocale = 'de') {
  const onDone = vi.fn()
  renderWithIntl(
    <ToastProvider>
      <ActionDialog
        action="sell_out"
        row={item}
        openOrder={false}
        targets={[]}
        canListUsers={() => false}
        me={{ id: 5, name: 'Sven Test' }}
        onClose={() => {}}
        onDone={onDone}
      />
    </ToastProvider>,
    { locale },
  )
  return { onDone }
}

const sentParameters = () => (runActions.mock.calls[0]![0] as { parameters: Record<string, unknown> }[])[0]!.parameters

beforeEach(() => {
  runActions.mockReset()
  runActions.mockResolvedValue({ kind: 'done', results: [] })
})

describe('the sale dialog (issue 34)', () => {
  it("starts from the recommended retail price in the store's currency and sends the price in minor units", async () => {
    const { onDone } = open(row())
    const price = screen.getByRole('spinbutton', { name: 'Verkaufspreis (CHF)' })
    expect(price).toHaveProperty('value', '1490')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(runActions).toHaveBeenCalledWith([{ item_id: 'S-0001', action: 'sell_out', parameters: expect.any(Object) }])
    expect(sentParameters()).toMatchObject({ sale_user: 5, sell_out_price: 149000 })
  })

  it('takes the price the piece was sold for, with cents', async () => {
    open(row())
    const price = screen.getByRole('spinbutton', { name: 'Verkaufspreis (CHF)' })
    await userEvent.clear(price)
    await userEvent.type(price, '1375.50')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(runActions).toHaveBeenCalled())
    expect(sentParameters().sell_out_price).toBe(137550)
  })

  it('is empty without an RRP; a sale without a price is sent with none; yen have no minor units', async () => {
    open(row({ recommended_retail_price: null, store_currency: 'JPY' }), 'en')
    const price = screen.getByRole('spinbutton', { name: 'Sale price (JPY)' })
    expect(price).toHaveProperty('value', '')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(runActions).toHaveBeenCalled())
    expect(sentParameters().sell_out_price).toBeNull()
    runActions.mockClear()
    await userEvent.type(price, '210000')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(runActions).toHaveBeenCalled())
    expect(sentParameters().sell_out_price).toBe(210000)
  })

  it('refuses a negative price with a translated error and does not save', async () => {
    open(row(), 'en')
    const price = screen.getByRole('spinbutton', { name: 'Sale price (CHF)' })
    await userEvent.clear(price)
    await userEvent.type(price, '-5')
    expect(screen.getByText('The price cannot be negative.')).toBeTruthy()
    expect(price.getAttribute('aria-invalid')).toBe('true')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toHaveProperty('disabled', true)
    await userEvent.click(save)
    expect(runActions).not.toHaveBeenCalled()
  })
})
