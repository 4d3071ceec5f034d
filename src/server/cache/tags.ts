/** Cache tags of published content. A change to a document expires its tag in every locale. */
export const cacheTags = {
  pages: 'pages',
  products: 'products',
  jewelers: 'jewelers',
  layout: 'layout',
  media: 'media',
  /** The form settings global (the museum's bookable days on the museum form's pages). */
  formSettings: 'form-settings',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
