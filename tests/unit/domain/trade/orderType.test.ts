import { describe, expect, it } from 'vitest'
import { DEFAULT_ENGRAVING_TEXT, defaultEngraving, forcesDefaultEngraving } from '@/domain/trade/defaultEngraving'
import { initialSelection } from '@/domain/trade/initialSelection'
import { priceLine } from '@/domain/trade/priceLine'
import { switchOrderType, type ConfiguratorState } from '@/domain/trade/switchOrderType'
import { powerBracelet, ringGroup } from '../../../support/tradeFixtures'

const start = (group: Parameters<typeof initialSelection>[0], changes = {}): ConfiguratorState => ({
  selection: { ...initialSelection(group), ...changes },
  savedEngraving: null,
})

// Spec 2 §5: "Default engraving text for power bracelets: Liebe."
describe('defaultEngraving', () => {
  it('is "Liebe" in the group\'s standard engraving type', () => {
    expect(DEFAULT_ENGRAVING_TEXT).toBe('Liebe')
    expect(defaultEngraving(powerBracelet({ standardEngraving: 2 }))).toEqual({ engraving: 2, engravingText: 'Liebe', engravingImage: null })
    expect(defaultEngraving(powerBracelet({ standardEngraving: 1 }))).toEqual({ engraving: 1, engravingText: 'Liebe', engravingImage: null })
  })

  it('falls back to text block when the standard type is an image or missing', () => {
    expect(defaultEngraving(powerBracelet({ standardEngraving: 3 })).engraving).toBe(1)
    expect(defaultEngraving(powerBracelet({ standardEngraving: null })).engraving).toBe(1)
  })

  it('is forced only on power bracelets ordered as nocommission', () => {
    expect(forcesDefaultEngraving(powerBracelet(), 'nocommission')).toBe(true)
    expect(forcesDefaultEngraving(powerBracelet(), 'commission')).toBe(false)
    expect(forcesDefaultEngraving(ringGroup(), 'nocommission')).toBe(false)
  })
})

// Spec 2 §4: "Switching a power bracelet to nocommission forces the default engraving and saves the
// previous engraving state; switching back to commission restores it."
describe('switchOrderType', () => {
  const bracelet = powerBracelet()
  const engraved = start(bracelet, { engraving: 2, engravingText: 'Anna {heart_filled} Ben', engravingImage: null, note: 'n' })

  it('forces the default engraving on nocommission and saves the previous one', () => {
    const next = switchOrderType(engraved, 'nocommission', bracelet)
    expect(next.selection).toMatchObject({ orderType: 'nocommission', engraving: 1, engravingText: 'Liebe', engravingImage: null, note: 'n' })
    expect(next.savedEngraving).toEqual({ engraving: 2, engravingText: 'Anna {heart_filled} Ben', engravingImage: null })
  })

  it('restores the saved engraving on commission', () => {
    const back = switchOrderType(switchOrderType(engraved, 'nocommission', bracelet), 'commission', bracelet)
    expect(back).toEqual(engraved)
  })

  it('restores "no engraving" and an image engraving as they were', () => {
    const none = start(bracelet)
    expect(switchOrderType(switchOrderType(none, 'nocommission', bracelet), 'commission', bracelet)).toEqual(none)
    const image = start(bracelet, { engraving: 3, engravingImage: 'media/42', engravingText: '' })
    expect(switchOrderType(switchOrderType(image, 'nocommission', bracelet), 'commission', bracelet)).toEqual(image)
  })

  it('is pure: the input state is not changed and the same input gives the same output', () => {
    const before = structuredClone(engraved)
    const a = switchOrderType(engraved, 'nocommission', bracelet)
    const b = switchOrderType(engraved, 'nocommission', bracelet)
    expect(engraved).toEqual(before)
    expect(a).toEqual(b)
  })

  it('does nothing when the order type does not change', () => {
    expect(switchOrderType(engraved, 'commission', bracelet)).toBe(engraved)
    const stock = switchOrderType(engraved, 'nocommission', bracelet)
    expect(switchOrderType(stock, 'nocommission', bracelet)).toBe(stock)
  })

  it('keeps the default engraving when going to commission with nothing saved', () => {
    const openedAsStock: ConfiguratorState = {
      selection: { ...initialSelection(bracelet), orderType: 'nocommission', ...defaultEngraving(bracelet) },
      savedEngraving: null,
    }
    expect(switchOrderType(openedAsStock, 'commission', bracelet).selection).toMatchObject({ orderType: 'commission', engraving: 1, engravingText: 'Liebe' })
  })

  it('only changes the order type of other groups', () => {
    const ring = ringGroup()
    const state = start(ring, { engraving: 2, engravingText: 'Anna' })
    const next = switchOrderType(state, 'nocommission', ring)
    expect(next).toEqual({ selection: { ...state.selection, orderType: 'nocommission' }, savedEngraving: null })
  })

  it('produces selections the server accepts in both order types', () => {
    const stock = switchOrderType(engraved, 'nocommission', bracelet)
    expect(priceLine(bracelet, stock.selection).engraving).toBe(0)
    expect(priceLine(bracelet, switchOrderType(stock, 'commission', bracelet).selection).engraving).toBe(3000)
  })
})
