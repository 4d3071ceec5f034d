// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { renderWithIntl } from '../../../support/intl'

// MapLibre needs WebGL; what matters here is what the component asks it for.
const made = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }))
vi.mock('maplibre-gl', () => {
  class Map {
    constructor(options: Record<string, unknown>) {
      made.options.push(options)
    }
    fitBounds() {}
    easeTo() {}
    remove() {}
  }
  class Marker {
    setLngLat() {
      return this
    }
    addTo() {
      return this
    }
    remove() {}
    getElement() {
      return document.createElement('span')
    }
  }
  class LngLatBounds {
    extend() {}
  }
  return { Map, Marker, LngLatBounds, setWorkerUrl: () => {} }
})
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}))

describe('StoreMap', () => {
  it("gives MapLibre its interface texts in the page's language", async () => {
    const { StoreMap } = await import('@/components/locator/StoreMap')
    for (const [locale, hint, canvas] of [
      ['de', /Strg/, 'Karte'],
      ['ja', /Ctrl キー/, '地図'],
    ] as const) {
      made.options.length = 0
      renderWithIntl(
        <StoreMap stores={[]} point={{ label: 'Basel', lat: 47.56, lng: 7.59 }} selected={null} onSelect={() => {}} label="Karte der Geschäfte" />,
        { locale },
      )
      const texts = made.options[0]?.locale as Record<string, string>
      expect(texts['CooperativeGesturesHandler.WindowsHelpText']).toMatch(hint)
      expect(texts['Map.Title']).toBe(canvas)
    }
  })
})
