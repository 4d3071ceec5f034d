/**
 * MapLibre's own interface texts (its `locale` option), keyed as MapLibre names them, from the
 * catalogue's `locator.mapUi`: without them every locale hears and reads MapLibre's English ("Use
 * Ctrl + scroll to zoom the map", a canvas labelled "Map"). The controls the map does not show today
 * (navigation, attribution) are translated too, so adding one cannot bring English back.
 */
const mapLibreKeys = {
  'CooperativeGesturesHandler.WindowsHelpText': 'windowsHelp',
  'CooperativeGesturesHandler.MacHelpText': 'macHelp',
  'CooperativeGesturesHandler.MobileHelpText': 'mobileHelp',
  'Map.Title': 'canvas',
  'Marker.Title': 'marker',
  'NavigationControl.ZoomIn': 'zoomIn',
  'NavigationControl.ZoomOut': 'zoomOut',
  'NavigationControl.ResetBearing': 'resetBearing',
  'AttributionControl.ToggleAttribution': 'toggleAttribution',
  'AttributionControl.MapFeedback': 'mapFeedback',
} as const

export type MapUiKey = (typeof mapLibreKeys)[keyof typeof mapLibreKeys]

/** The `locale` option for MapLibre, `t` reading `locator.mapUi.<key>`. */
export function mapLibreLocale(t: (key: MapUiKey) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(mapLibreKeys).map(([mapLibreKey, key]) => [mapLibreKey, t(key)]))
}
