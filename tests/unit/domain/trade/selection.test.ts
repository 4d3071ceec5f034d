import { describe, expect, it } from 'vitest'
import { endCustomerNameError } from '@/domain/trade/endCustomerNameError'
import { initialSelection } from '@/domain/trade/initialSelection'
import { InvalidSelectionError, type InvalidSelectionReason } from '@/domain/trade/invalidSelectionError'
import { readSelection } from '@/domain/trade/readSelection'
import { selectionErrors, TEXT_LIMITS } from '@/domain/trade/selectionErrors'
import { ringGroup, select, serviceGroup, yearlyRing } from '../../../support/tradeFixtures'

const context = { today: '2026-05-14', deliveryWeeks: 4 }

// Spec 2 §5: "Commission orders for the ring of the year require an end-customer name (required-field error)."
describe('endCustomerNameError', () => {
  const yearly = yearlyRing()

  it('requires the name for a commission order of the ring of the year', () => {
    expect(endCustomerNameError(yearly, { orderType: 'commission', endCustomerName: '' })).toBe('form-general.required-field')
    expect(endCustomerNameError(yearly, { orderType: 'commission', endCustomerName: '   ' })).toBe('form-general.required-field')
    expect(endCustomerNameError(yearly, { orderType: 'commission', endCustomerName: 'Anna Muster' })).toBeNull()
  })

  it('does not require it for a stock order or another group', () => {
    expect(endCustomerNameError(yearly, { orderType: 'nocommission', endCustomerName: '' })).toBeNull()
    expect(endCustomerNameError(ringGroup(), { orderType: 'commission', endCustomerName: '' })).toBeNull()
  })
})

describe('selectionErrors', () => {
  const ring = ringGroup()

  it('is empty for a fresh selection', () => {
    expect(selectionErrors(ring, initialSelection(ring), context)).toEqual({})
    expect(selectionErrors(serviceGroup(), initialSelection(serviceGroup()), context)).toEqual({})
  })

  it('collects the field errors a jeweller can correct', () => {
    const yearly = yearlyRing()
    expect(selectionErrors(yearly, select(yearly, { requestedDeliveryDate: '2026-06-01', engraving: 2, engravingText: '' }), context)).toEqual({
      endCustomerName: 'form-general.required-field',
      requestedDeliveryDate: 'shop.error.delivery-date-too-early',
      engravingText: 'form-general.required-field',
    })
  })

  it('checks the engraving text only for a text engraving, and requires the image of an image engraving', () => {
    expect(selectionErrors(ring, select(ring, { engraving: 1, engravingText: 'A {nope}' }), context)).toEqual({
      engravingText: 'form-general.error.invalid-value',
    })
    expect(selectionErrors(ring, select(ring, { engraving: null, engravingText: '{nope}' }), context)).toEqual({})
    expect(selectionErrors(ring, select(ring, { engraving: 3, engravingImage: null }), context)).toEqual({ engravingImage: 'form-general.required-field' })
    expect(selectionErrors(ring, select(ring, { engraving: 3, engravingImage: 'media/3', engravingText: '{nope}' }), context)).toEqual({})
  })

  it('accepts the earliest delivery day', () => {
    expect(selectionErrors(ring, select(ring, { requestedDeliveryDate: '2026-06-11' }), context)).toEqual({})
  })

  it('bounds the free texts', () => {
    expect(TEXT_LIMITS).toEqual({ note: 500, endCustomerName: 100, orderNumber: 50 })
    const long = select(ring, { note: 'n'.repeat(501), endCustomerName: 'e'.repeat(101), orderNumber: 'o'.repeat(51) })
    expect(selectionErrors(ring, long, context)).toEqual({
      note: 'form-general.error.too-long',
      endCustomerName: 'form-general.error.too-long',
      orderNumber: 'form-general.error.too-long',
    })
    expect(selectionErrors(ring, select(ring, { note: 'n'.repeat(500), orderNumber: 'o'.repeat(50) }), context)).toEqual({})
  })
})

describe('readSelection (a request body)', () => {
  function reasonOf(value: unknown): InvalidSelectionReason | 'no error' {
    try {
      readSelection(value)
      return 'no error'
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSelectionError)
      return (error as InvalidSelectionError).reason
    }
  }

  it('reads a full selection unchanged (JSON round trip)', () => {
    const selection = select(ringGroup(), { specialColor: 3, engraving: 2, engravingText: 'A', yearlyRingId: '12', requestedDeliveryDate: '2026-07-01' })
    expect(readSelection(JSON.parse(JSON.stringify(selection)))).toEqual(selection)
  })

  it('fills absent fields as a fresh card has them', () => {
    expect(readSelection({})).toEqual({
      alloy: null,
      length: null,
      metalColor: null,
      engraving: null,
      engravingText: '',
      engravingImage: null,
      specialColor: null,
      note: '',
      orderType: 'commission',
      yearlyRingId: null,
      endCustomerName: '',
      requestedDeliveryDate: null,
      orderNumber: '',
    })
  })

  it('drops unknown fields such as a price the browser sends', () => {
    expect(readSelection({ metalColor: 'WG', price: 1, total: 1 })).not.toHaveProperty('price')
  })

  it('takes a numeric limitation id as text', () => {
    expect(readSelection({ yearlyRingId: 17 }).yearlyRingId).toBe('17')
  })

  it.each<[unknown, InvalidSelectionReason]>([
    [null, 'shape'],
    [[], 'shape'],
    ['WG', 'shape'],
    [{ metalColor: 'wg' }, 'metal-color'],
    [{ alloy: 'rose_gold' }, 'alloy'],
    [{ length: '56' }, 'length'],
    [{ length: Number.NaN }, 'length'],
    [{ engraving: 4 }, 'engraving-type'],
    [{ engraving: '1' }, 'engraving-type'],
    [{ specialColor: 0 }, 'special-color'],
    [{ orderType: 'gift' }, 'order-type'],
    [{ note: 5 }, 'shape'],
    [{ note: 'x'.repeat(2001) }, 'shape'],
    [{ engravingImage: 7 }, 'shape'],
    [{ yearlyRingId: 1.5 }, 'shape'],
    [{ requestedDeliveryDate: 20260701 }, 'shape'],
  ])('refuses %j (%s)', (value, reason) => {
    expect(reasonOf(value)).toBe(reason)
  })
})
