import { describe, expect, it } from 'vitest'
import { PlaceIndex } from '@/server/geo/placeIndex'
import { placeIndex } from '@/server/geo/placeService'
import { StoreIndex } from '@/server/geo/storeIndex'
import { distanceKm } from '@/domain/locator/distance'

const labels = (q: string, locale: 'de' | 'en' | 'ja' | 'zh-hans' | 'ko') =>
  placeIndex()
    .suggest(q, locale, 4)
    .map((s) => s.label)

describe('place and postcode suggestions from the shipped data', () => {
  it('finds places by their name in each language', () => {
    expect(labels('Mün', 'de')[0]).toBe('München')
    expect(labels('ミュン', 'ja')[0]).toBe('ミュンヘン')
    expect(labels('慕尼', 'zh-hans')[0]).toBe('慕尼黑')
    expect(labels('뮌헨', 'ko')[0]).toBe('뮌헨')
    expect(labels('Munich', 'en')[0]).toBe('Munich')
  })

  it('answers in the asked language whatever the query script', () => {
    expect(labels('Munich', 'de')[0]).toBe('München')
    expect(labels('Vienna', 'de')[0]).toBe('Wien')
    expect(labels('Wien', 'en')[0]).toBe('Vienna')
  })

  it('names places in simplified Chinese and finds them by that name', () => {
    // GeoNames lists Köln's traditional 古龍 before 科隆; a Chinese visitor types 科隆.
    expect(labels('Köln', 'zh-hans')).toEqual(['科隆'])
    expect(labels('科隆', 'zh-hans')).toEqual(['科隆'])
    expect(placeIndex().reverse(50.94, 6.95, 'zh-hans')).toMatchObject({ name: '科隆', country: 'DE' })
    expect(labels('Kobe', 'zh-hans')[0]).toBe('神户')
  })

  it('lists a place once, not again under the name the post gives it', () => {
    expect(labels('Köln', 'ja')).toEqual(['ケルン'])
    expect(labels('Stuttgart', 'ko')).toEqual(['슈투트가르트'])
  })

  it('leaves out post offices and districts named after a place nearby', () => {
    expect(labels('Zür', 'de')).not.toContainEqual(expect.stringMatching(/^Zürich ./))
    expect(labels('Basel', 'de')).toEqual(['Basel'])
    expect(labels('Berlin', 'de')).toEqual(['Berlin', 'Berlingen'])
    expect(labels('Graz', 'de')).toEqual(['Graz'])
    // Companies and offices of a town of two words, and codes labelled with the post's district names.
    expect(labels('St. Gallen', 'de')).toEqual(['St. Gallen', 'St. Gallenkappel', 'St. Gallenkirch'])
    expect(placeIndex().suggest('8010 Graz', 'de', 4)[0]).toMatchObject({ label: '8010 Graz', name: 'Graz', country: 'AT' })
    expect(placeIndex().suggest('9026', 'de', 4)[0]).toMatchObject({ label: '9026 St. Gallen', country: 'CH' })
    // Towns that only begin with another town's name stay.
    expect(labels('Neustadt', 'de')).toContain('Neustadt an der Weinstraße')
    expect(labels('Frankfurt', 'de')).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)'])
  })

  it('takes a post office named after a town of several words as part of that town', () => {
    const stGallen = {
      lat: 47.42,
      lng: 9.37,
      country: 'CH',
      population: 75_000,
      timeZone: 'Europe/Zurich',
      names: { de: 'St. Gallen', en: 'St. Gallen', ja: 'St. Gallen', 'zh-hans': 'St. Gallen', ko: 'St. Gallen' },
    }
    const index = new PlaceIndex([stGallen], [{ code: '9021', place: 'St. Gallen MS', country: 'CH', lat: 47.4221, lng: 9.3755 }])
    expect(index.suggest('St. Gallen', 'de', 4).map((s) => s.label)).toEqual(['St. Gallen'])
  })

  it('gives at most 4 suggestions', () => {
    expect(labels('Ber', 'de').length).toBeLessThanOrEqual(4)
    expect(placeIndex().suggest('Ber', 'de', 4)).toHaveLength(4)
  })

  it('finds postcodes by the spec rule', () => {
    expect(placeIndex().suggest('8001', 'de', 4)[0]).toMatchObject({ type: 'postcode', zip: '8001', name: 'Zürich', country: 'CH' })
    expect(placeIndex().suggest('75173', 'de', 4)[0]).toMatchObject({ type: 'postcode', zip: '75173', name: 'Pforzheim', country: 'DE' })
    expect(placeIndex().suggest('1010', 'de', 4)[0]).toMatchObject({ country: 'CH', name: 'Lausanne' })
  })

  it('finds Austrian codes when the query names Austria or the place', () => {
    expect(placeIndex().suggest('1010 Wien', 'de', 4)[0]).toMatchObject({ country: 'AT', zip: '1010' })
    expect(placeIndex().suggest('1010 Österreich', 'de', 4)[0]).toMatchObject({ country: 'AT' })
    expect(placeIndex().suggest('A-1010', 'de', 4)[0]).toMatchObject({ country: 'AT' })
    expect(placeIndex().suggest('6020 Innsbruck', 'de', 4)[0]).toMatchObject({ country: 'AT', name: 'Innsbruck' })
  })

  it('finds an Austrian code alone when Switzerland has no such code', () => {
    expect(placeIndex().suggest('5020', 'de', 4)[0]).toMatchObject({ type: 'postcode', zip: '5020', name: 'Salzburg', country: 'AT' })
    expect(placeIndex().suggest('8010', 'de', 4)[0]).toMatchObject({ zip: '8010', country: 'CH' })
  })

  it('looks up a postcode and the place nearest a point', () => {
    expect(placeIndex().zip('75173')).toMatchObject({ place: 'Pforzheim', country: 'DE' })
    expect(placeIndex().zip('8001')).toMatchObject({ place: 'Zürich', country: 'CH' })
    expect(placeIndex().zip('1010', 'AT')).toMatchObject({ country: 'AT' })
    // Switzerland has no 5020: Salzburg, not nothing; a country the caller names stands.
    expect(placeIndex().zip('5020')).toMatchObject({ place: 'Salzburg', country: 'AT' })
    expect(placeIndex().zip('5020', 'CH')).toBeNull()
    expect(placeIndex().reverse(48.137, 11.575, 'ja')).toMatchObject({ name: 'ミュンヘン', country: 'DE', timeZone: 'Europe/Berlin' })
    expect(placeIndex().reverse(0, -140, 'de')).toBeNull()
    expect(placeIndex().timeZoneAt(40.77, -73.97)).toBe('America/New_York')
  })
})

describe('nearest stores', () => {
  const stores = [
    { name: 'München', type: 'boutique' as const, latitude: 48.139, longitude: 11.582 },
    { name: 'Pforzheim', type: 'boutique' as const, latitude: 48.892, longitude: 8.701 },
    { name: 'München Lounge', type: 'lounge' as const, latitude: 48.14, longitude: 11.576 },
    { name: 'Zürich', type: 'jeweler' as const, latitude: 47.372, longitude: 8.539 },
  ]
  const index = new StoreIndex(stores)

  it('sorts by distance and adds distanceToUser in km', () => {
    const found = index.nearest(48.1374, 11.5755, 10)
    expect(found.map((s) => s.name)).toEqual(['München Lounge', 'München', 'Pforzheim', 'Zürich'])
    for (const s of found) expect(s.distanceToUser).toBeCloseTo(distanceKm(48.1374, 11.5755, s.latitude, s.longitude), 0)
  })

  it('filters by type with lounges as jewellers, and limits', () => {
    expect(index.nearest(48.1374, 11.5755, 10, ['boutique']).map((s) => s.name)).toEqual(['München', 'Pforzheim'])
    expect(index.nearest(48.1374, 11.5755, 10, ['jeweler']).map((s) => s.name)).toEqual(['München Lounge', 'Zürich'])
    expect(index.nearest(48.1374, 11.5755, 1)).toHaveLength(1)
  })

  it('answers an empty house with no stores', () => {
    expect(new StoreIndex([]).nearest(0, 0, 10)).toEqual([])
  })
})
