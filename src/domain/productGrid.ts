/** The layouts an editor chooses for a product list block (spec 1 §2). */
export const productListLayouts = ['single', 'double', 'triple', 'highlight'] as const
export type ProductListLayout = (typeof productListLayouts)[number]

/** Product grid layout by count (spec 1 §9). */
export type ProductGrid = 'single' | 'triple' | 'double' | 'tripleplus1' | 'doubleplus1'

export function productGridLayout(count: number): ProductGrid {
  if (count <= 1) return 'single'
  if (count % 3 === 0) return 'triple'
  if (count % 2 === 0) return 'double'
  return (count - 1) % 3 === 0 ? 'tripleplus1' : 'doubleplus1'
}

/**
 * The grid of a product list block. The editor's layout decides how many pieces share a row
 * (single one, double two, triple three; fewer when the list has fewer pieces) or the highlight.
 * The count, which a filter changes, only decides the last row: one piece left over is shown
 * centred on its own, the "plus1" grids of spec 1 §9.
 */
export function productListGrid(layout: ProductListLayout | string, count: number): ProductGrid | 'highlight' {
  switch (layout) {
    case 'highlight':
      return 'highlight'
    case 'single':
      return 'single'
    case 'double':
      if (count <= 1) return 'single'
      return count % 2 === 0 ? 'double' : 'doubleplus1'
    case 'triple':
      if (count <= 2) return count === 2 ? 'double' : 'single'
      return count % 3 === 1 ? 'tripleplus1' : 'triple'
    default:
      // No choice on record (a layout value this code does not know): the count alone decides.
      return productGridLayout(count)
  }
}
