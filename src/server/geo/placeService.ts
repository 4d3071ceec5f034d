import { geoData } from './geoData'
import { PlaceIndex } from './placeIndex'

let index: PlaceIndex | null = null

/** This process's place index, built on first use from the shipped data (about 100 ms). */
export function placeIndex(): PlaceIndex {
  if (!index) {
    const { places, postcodes } = geoData()
    index = new PlaceIndex(places, postcodes)
  }
  return index
}
