import { describe, expect, it } from 'vitest'
import { productGridLayout, productListGrid } from '@/domain/productGrid'

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

// Issue 13 §6; spec 1 §2: "product list (layouts single, double, triple, highlight)". The editor's
// layout decides the pieces a row; the count only decides whether a lone last piece stands centred.
describe('productListGrid: the editor’s layout decides', () => {
  it.each([
    ['single', 1, 'single'],
    ['single', 2, 'single'],
    ['single', 3, 'single'],
    ['single', 6, 'single'],
    ['double', 1, 'single'],
    ['double', 2, 'double'],
    ['double', 3, 'doubleplus1'],
    ['double', 6, 'double'],
    ['double', 7, 'doubleplus1'],
    ['triple', 1, 'single'],
    ['triple', 2, 'double'],
    ['triple', 3, 'triple'],
    ['triple', 4, 'tripleplus1'],
    ['triple', 5, 'triple'],
    ['triple', 6, 'triple'],
    ['triple', 7, 'tripleplus1'],
    ['triple', 14, 'triple'],
    ['highlight', 3, 'highlight'],
    ['highlight', 4, 'highlight'],
  ] as const)('%s with %i products → %s', (layout, count, grid) => {
    expect(productListGrid(layout, count)).toBe(grid)
  })

  it('gives three lists of the same six pieces three different grids', () => {
    expect(new Set(['single', 'double', 'triple'].map((layout) => productListGrid(layout, 6))).size).toBe(3)
  })

  it('falls back to the count rule for a layout it does not know', () => {
    expect(productListGrid('mosaic', 4)).toBe('double')
  })
})
