/** Cache tags of published content. A change to a document expires its tag in every locale. */
export const cacheTags = {
  pages: 'pages',
  products: 'products',
  jewelers: 'jewelers',
  layout: 'layout',
  media: 'media',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
