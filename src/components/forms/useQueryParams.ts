'use client'

import { useEffect, useState } from 'react'

/**
 * The page's query, read after mount: form pages are static and cached, so the query (`?product=`,
 * `?email=`, `?wishlistinclude`) is the visitor's and never part of the rendered HTML. Null until read.
 */
export function useQueryParams(): URLSearchParams | null {
  const [params, setParams] = useState<URLSearchParams | null>(null)
  useEffect(() => setParams(new URLSearchParams(window.location.search)), [])
  return params
}
