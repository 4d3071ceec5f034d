import { describe, expect, it } from 'vitest'
import { itemActions } from '@/domain/portal/permissions'
import { actionTextMax } from '@/domain/portal/saveRules'
import { actionErrorsOf, itemActionsBody } from '@/server/portal/actionSchemas'

// Spec 3 §5 "Portal action save button": book_out needs a non-empty reason, change_location a
// target location, set_client_note a note that is not an empty string, sell_out a sale user and a
// sale date, request_change non-empty information, update_sale_user a sale user. The server holds
// each action's parameters to the same rules before it reads any item.
const errorsOf = (body: unknown) => {
  const parsed = itemActionsBody.safeParse(body)
  return parsed.success ? null : actionErrorsOf(parsed.error)
}

describe('POST /inventory/actions/ body', () => {
  it('takes the list bare or as {actions}, and refuses an empty, missing or oversized list as a whole', () => {
    const one = { item_id: 'SN-1', action: 'set_virtual_storage', parameters: { virtual_storage: true } }
    expect(itemActionsBody.parse([one])).toEqual([one])
    expect(itemActionsBody.parse({ actions: [one] })).toEqual([one])
    for (const body of [[], { actions: 'x' }, {}, null, 'x', Array.from({ length: 101 }, () => one)]) {
      expect(errorsOf(body)).toEqual({ non_field_errors: ['Send a list of 1 to 100 actions.'] })
    }
  })

  it('knows every action of the portal and no other', () => {
    for (const action of itemActions) {
      const answer = errorsOf([{ item_id: 1, action, parameters: {} }])
      expect(answer && 'errors' in answer && answer.errors[0]!.errors.action).toBeUndefined()
    }
    expect(errorsOf([{ item_id: 'SN-1', action: 'melt_down', parameters: {} }])).toEqual({
      errors: [{ index: 0, errors: { action: ['"melt_down" is not a valid choice.'] } }],
    })
    expect(errorsOf([{ item_id: 'SN-1', parameters: {} }])).toEqual({ errors: [{ index: 0, errors: { action: ['This field is required.'] } }] })
    expect(errorsOf(['sell_out'])).toEqual({
      errors: [{ index: 0, errors: { non_field_errors: ['Expected an object with item_id, action and parameters.'] } }],
    })
  })

  it("answers each refused parameter under its own name, at the action's index", () => {
    const ok = { item_id: 'SN-1', action: 'set_client_note', parameters: { note: 'Reserviert' } }
    expect(
      errorsOf([
        ok,
        { item_id: 'SN-2', action: 'book_out', parameters: { reason: '   ' } },
        { item_id: 'SN-3', action: 'sell_out', parameters: { sale_date: '2026-02-30' } },
        { item_id: 'SN-4', action: 'change_location', parameters: { target_location_id: 'Zürich' } },
        { item_id: 'SN-5', action: 'set_virtual_storage' },
        { item_id: 7, action: 'request_change', parameters: { information: 'x', table: 'sell_in' } },
        { item_id: { $gt: '' }, action: 'update_sale_user', parameters: { sale_user: '1; DROP TABLE users' } },
      ]),
    ).toEqual({
      errors: [
        { index: 1, errors: { reason: ['This field may not be blank.'] } },
        {
          index: 2,
          errors: {
            sale_user: ['Choose a seller of this store or "none".'],
            sale_date: ['Choose a day from the first of last month (or the sell-in day) up to today.'],
          },
        },
        { index: 3, errors: { target_location_id: ['Choose one of your stores.'] } },
        { index: 4, errors: { parameters: ['This field is required.'] } },
        { index: 5, errors: { table: ['Invalid input: expected "open_orders"'] } },
        { index: 6, errors: { item_id: ['Not found.'], sale_user: ['Choose a seller of this store or "none".'] } },
      ],
    })
  })

  it('keeps texts up to their length and refuses longer ones', () => {
    const note = 'n'.repeat(actionTextMax.note)
    expect(itemActionsBody.parse([{ item_id: 'SN-1', action: 'set_client_note', parameters: { note } }])).toHaveLength(1)
    expect(errorsOf([{ item_id: 'SN-1', action: 'set_client_note', parameters: { note: `${note}n` } }])).toEqual({
      errors: [{ index: 0, errors: { note: [`Ensure this field has no more than ${actionTextMax.note} characters.`] } }],
    })
    expect(errorsOf([{ item_id: 'SN-1', action: 'book_out', parameters: { reason: 42 } }])).toEqual({
      errors: [{ index: 0, errors: { reason: ['Not a valid string.'] } }],
    })
  })

  it('takes a sale with or without price, a seller by id or "none"', () => {
    const sale = (parameters: object) => errorsOf([{ item_id: 'SN-1', action: 'sell_out', parameters: { sale_date: '2026-11-20', ...parameters } }])
    expect(sale({ sale_user: 'none' })).toBeNull()
    expect(sale({ sale_user: 12, sell_out_price: 79000, sell_out_currency: 'CHF' })).toBeNull()
    expect(sale({ sale_user: '12', sell_out_price: null })).toBeNull()
    expect(sale({ sale_user: 12, sell_out_price: -1 })).toMatchObject({ errors: [{ index: 0, errors: { sell_out_price: [expect.any(String)] } }] })
    expect(sale({ sale_user: 12, sell_out_price: 1.5 })).toEqual({ errors: [{ index: 0, errors: { sell_out_price: ['A valid integer is required.'] } }] })
    expect(sale({ sale_user: 12, sell_out_currency: 'chf' })).toEqual({
      errors: [{ index: 0, errors: { sell_out_currency: ['Enter a valid currency code.'] } }],
    })
  })
})
