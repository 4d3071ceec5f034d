'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type { SearchPoint, StoreResult } from '@/domain/locator/store'
import { mapLibreLocale } from './mapLocale'
import styles from './StoreLocator.module.css'

type Props = {
  stores: StoreResult[]
  point: SearchPoint
  selected: StoreResult['id'] | null
  onSelect: (id: StoreResult['id']) => void
  label: string
}

/**
 * No tile server and no foreign request: the style is a plain background and the world outline the
 * project ships (public/geo/world.geojson, from world-atlas); no glyphs or sprites, so MapLibre asks
 * for nothing else. Its worker comes from this site too (src/app/api/geo/maplibre-worker/).
 */
const style: StyleSpecification = {
  version: 8,
  sources: { world: { type: 'geojson', data: '/geo/world.geojson' } },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#eef0ee' } },
    { id: 'land', type: 'fill', source: 'world', paint: { 'fill-color': '#faf7f2' } },
    { id: 'borders', type: 'line', source: 'world', paint: { 'line-color': '#cfc9c1', 'line-width': 0.6 } },
  ],
}

/** The map of the shown results: one marker per store, the searched place, in sync with the list. */
export function StoreMap({ stores, point, selected, onSelect, label }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef(new Map<StoreResult['id'], Marker>())
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect
  const tMap = useTranslations('locator.mapUi')

  useEffect(() => {
    if (!container.current) return
    setWorkerUrl(new URL('/api/geo/maplibre-worker/', window.location.href).href)
    const instance = new MapLibreMap({
      container: container.current,
      style,
      center: [point.lng, point.lat],
      zoom: 8,
      attributionControl: false,
      renderWorldCopies: false,
      cooperativeGestures: true,
      // MapLibre's own texts (the gesture hint, the canvas's label) in the page's language.
      locale: mapLibreLocale(tMap),
    })
    map.current = instance
    return () => {
      instance.remove()
      map.current = null
      markers.current.clear()
    }
    // The map is made once; stores and point are drawn by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const instance = map.current
    if (!instance) return
    for (const marker of markers.current.values()) marker.remove()
    markers.current.clear()
    const bounds = new LngLatBounds([point.lng, point.lat], [point.lng, point.lat])
    const here = document.createElement('span')
    here.className = styles.markerHere
    new Marker({ element: here }).setLngLat([point.lng, point.lat]).addTo(instance)
    stores.forEach((store, i) => {
      const element = document.createElement('button')
      element.type = 'button'
      element.className = styles.marker
      element.textContent = String(i + 1)
      // The visible number starts the name (WCAG 2.5.3, label in name).
      element.setAttribute('aria-label', `${i + 1} ${store.name}`)
      element.addEventListener('click', () => onSelectRef.current(store.id))
      markers.current.set(store.id, new Marker({ element }).setLngLat([store.longitude, store.latitude]).addTo(instance))
      bounds.extend([store.longitude, store.latitude])
    })
    instance.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 })
    return () => here.remove()
  }, [stores, point])

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const element = marker.getElement()
      element.classList.toggle(styles.markerSelected, id === selected)
      element.setAttribute('aria-pressed', String(id === selected))
      if (id === selected) map.current?.easeTo({ center: marker.getLngLat(), duration: 400 })
    }
  }, [selected, stores])

  return <div ref={container} className={styles.mapCanvas} role="region" aria-label={label} />
}
