/** Product grid layout by count (spec 1 §9). */
export type ProductGrid = 'single' | 'triple' | 'double' | 'tripleplus1' | 'doubleplus1'

export function productGridLayout(count: number): ProductGrid {
  if (count <= 1) return 'single'
  if (count % 3 === 0) return 'triple'
  if (count % 2 === 0) return 'double'
  return (count - 1) % 3 === 0 ? 'tripleplus1' : 'doubleplus1'
}

/** The grid of a product list block: the editor's highlight stays, otherwise the count decides (also after filtering). */
export function productListGrid(layout: string, count: number): ProductGrid | 'highlight' {
  return layout === 'highlight' ? 'highlight' : productGridLayout(count)
}
