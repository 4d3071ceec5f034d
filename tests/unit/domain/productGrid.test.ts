import { describe, expect, it } from 'vitest'
import { productGridLayout } from '@/domain/productGrid'

// Spec 1 §9: "Product grid layout by count: single; triple if divisible by 3; double if even;
// otherwise tripleplus1 or doubleplus1."
describe('productGridLayout', () => {
  it.each([
    [1, 'single'],
    [3, 'triple'],
    [6, 'triple'],
    [2, 'double'],
    [4, 'double'],
    [7, 'tripleplus1'],
    [13, 'tripleplus1'],
    [5, 'doubleplus1'],
    [11, 'doubleplus1'],
  ])('%i products → %s', (count, layout) => {
    expect(productGridLayout(count)).toBe(layout)
  })
})
