import { describe, expect, it } from 'vitest'
import { parseFields } from '@/server/http/zodErrors'
import { engravingImageForm, orderUpdateBody, ordersListParams, SKU_FILTER, shipmentUpdateBody, skusParams } from '@/server/trade/schemas'

// Issue 20: the commerce routes validate with the schemas the API description shows, "keeping the
// exact contract": these are the answers the handlers gave before the move (spec 2 §4, §8).
describe('the commerce schemas', () => {
  it('read the shipping method as an id, a string of digits or {id}', () => {
    expect(parseFields(shipmentUpdateBody, { shipping_method: 5 }).data).toEqual({ shipping_method: '5' })
    expect(parseFields(shipmentUpdateBody, { shipping_method: { id: '7' } }).data).toEqual({ shipping_method: '7' })
    expect(parseFields(shipmentUpdateBody, {}).errors).toEqual({ shipping_method: ['This field is required.'] })
    expect(parseFields(shipmentUpdateBody, { shipping_method: '' }).errors).toEqual({ shipping_method: ['This field is required.'] })
    expect(parseFields(shipmentUpdateBody, { shipping_method: { id: 'x' } }).errors).toEqual({
      shipping_method: ['Incorrect type. Expected pk value, received string.'],
    })
    expect(parseFields(shipmentUpdateBody, { shipping_method: true }).errors).toEqual({
      shipping_method: ['Incorrect type. Expected pk value, received boolean.'],
    })
  })

  it('take only true as a trigger of an order', () => {
    expect(parseFields(orderUpdateBody, { _place: true }).data).toEqual({ _place: true })
    expect(parseFields(orderUpdateBody, { _authorize: true, _place: 'yes' }).data).toEqual({ _authorize: true })
    expect(parseFields(orderUpdateBody, { _place: 'yes' }).errors).toEqual({
      non_field_errors: ['Send {"_authorize": true}, {"_place": true} or {"shipping_location": id}.'],
    })
  })

  // Issue 33: the delivery store, one of the user's stores holding orders:use_as_shipping_location.
  it('read the delivery store as an id, a string of digits or null (the default), alone or with a trigger', () => {
    expect(parseFields(orderUpdateBody, { shipping_location: 12 }).data).toEqual({ shipping_location: '12' })
    expect(parseFields(orderUpdateBody, { shipping_location: '12', _authorize: true }).data).toEqual({ shipping_location: '12', _authorize: true })
    expect(parseFields(orderUpdateBody, { shipping_location: null }).data).toEqual({ shipping_location: null })
    for (const [value, type] of [
      ['Augsburg', 'string'],
      [true, 'boolean'],
      [{ id: 12 }, 'object'],
      [1.5, 'number'],
      [-3, 'number'],
    ] as const) {
      expect(parseFields(orderUpdateBody, { shipping_location: value }).errors).toEqual({
        shipping_location: [`Incorrect type. Expected pk value, received ${type}.`],
      })
    }
  })

  it('page the order history from 1', () => {
    expect(parseFields(ordersListParams, { page: null }).data).toEqual({ page: 1 })
    expect(parseFields(ordersListParams, { page: '3' }).data).toEqual({ page: 3 })
    for (const page of ['0', '', '1.5', '9999999']) expect(parseFields(ordersListParams, { page }).errors).toEqual({ page: ['A valid integer is required.'] })
  })

  it('ask for 1 to 100 SKU codes, each once', () => {
    expect(parseFields(skusParams, { [SKU_FILTER]: ['A, B', 'A'] }).data).toEqual({ [SKU_FILTER]: ['A', 'B'] })
    expect(parseFields(skusParams, { [SKU_FILTER]: [' , '] }).errors).toEqual({ [SKU_FILTER]: ['This field is required.'] })
    const many = Array.from({ length: 101 }, (_, i) => `C${i}`).join(',')
    expect(parseFields(skusParams, { [SKU_FILTER]: [many] }).errors).toEqual({ [SKU_FILTER]: ['Ensure this field has no more than 100 elements.'] })
  })

  it('want a non-empty file of at most the limit', () => {
    expect(parseFields(engravingImageForm, { file: null }).errors).toEqual({ file: ['No file was submitted.'] })
    expect(parseFields(engravingImageForm, { file: 'text' }).errors).toEqual({
      file: ['The submitted data was not a file. Check the encoding type on the form.'],
    })
    expect(parseFields(engravingImageForm, { file: new File([], 'a.png') }).errors).toEqual({ file: ['The submitted file is empty.'] })
    expect(parseFields(engravingImageForm, { file: new File([new Uint8Array(6 * 1024 * 1024)], 'a.png') }).errors?.file).toHaveLength(1)
  })
})
