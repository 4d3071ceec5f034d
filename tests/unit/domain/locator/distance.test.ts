import { describe, expect, it } from 'vitest'
import { distanceKm, isCoordinate } from '@/domain/locator/distance'

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    // München Marienplatz to Pforzheim Leopoldplatz: about 235 km as the crow flies.
    expect(distanceKm(48.1374, 11.5755, 48.8919, 8.7012)).toBeCloseTo(226, -1)
    // A quarter of the equator.
    expect(distanceKm(0, 0, 0, 90)).toBeCloseTo(10007.5, 0)
    expect(distanceKm(47.37, 8.54, 47.37, 8.54)).toBe(0)
  })

  it('is the same both ways and across the date line', () => {
    expect(distanceKm(35.68, 139.77, 40.77, -73.97)).toBeCloseTo(distanceKm(40.77, -73.97, 35.68, 139.77), 6)
    expect(distanceKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.2, 0)
  })

  it('accepts WGS 84 coordinates only', () => {
    expect(isCoordinate(48.1, 11.5)).toBe(true)
    expect(isCoordinate(-90, 180)).toBe(true)
    expect(isCoordinate(90.01, 0)).toBe(false)
    expect(isCoordinate(0, -180.5)).toBe(false)
    expect(isCoordinate(Number.NaN, 0)).toBe(false)
  })
})
