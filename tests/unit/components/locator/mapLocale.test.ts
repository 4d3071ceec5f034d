import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { mapLibreLocale, type MapUiKey } from '@/components/locator/mapLocale'

const all = { de, en, ja, ko, 'zh-hans': zhHans }
const localeOf = (messages: typeof de) => mapLibreLocale((key: MapUiKey) => messages.locator.mapUi[key])

describe("MapLibre's interface texts", () => {
  it('covers the texts the map shows, in every locale', () => {
    for (const [locale, messages] of Object.entries(all)) {
      const texts = localeOf(messages)
      for (const key of [
        'CooperativeGesturesHandler.WindowsHelpText',
        'CooperativeGesturesHandler.MacHelpText',
        'CooperativeGesturesHandler.MobileHelpText',
        'Map.Title',
      ]) {
        expect(texts[key], `${locale} ${key}`).toBeTruthy()
      }
    }
  })

  it("replaces MapLibre's English outside English", () => {
    const english = localeOf(en)
    for (const [locale, messages] of Object.entries(all)) {
      if (locale === 'en') continue
      const texts = localeOf(messages)
      for (const key of Object.keys(english)) expect(texts[key], `${locale} ${key}`).not.toBe(english[key])
    }
    expect(localeOf(de)['CooperativeGesturesHandler.WindowsHelpText']).toContain('Strg')
  })

  it('uses only keys MapLibre knows', async () => {
    // MapLibre ignores unknown keys silently; a renamed key would bring its English back.
    const source = await import('node:fs').then((fs) => fs.readFileSync('node_modules/maplibre-gl/dist/maplibre-gl.d.ts', 'utf8'))
    const defaults = /declare const defaultLocale: \{([^}]*)\}/.exec(source)?.[1] ?? ''
    for (const key of Object.keys(localeOf(de))) expect(defaults, key).toContain(`"${key}"`)
  })
})
