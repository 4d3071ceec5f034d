/** Set once this session's browser has the font files, so later pages use them from the start. */
export const WEBFONTS_LOADED_KEY = 'maison.webfonts'

/**
 * Runs in <head> before the first paint: on a session's first page, defer the webfonts
 * (tokens.css turns them on when the attribute is gone). Storage can be blocked: then defer.
 */
export const deferWebFontsScript = `try{if(!sessionStorage.getItem(${JSON.stringify(WEBFONTS_LOADED_KEY)}))document.documentElement.dataset.fonts='later'}catch(e){document.documentElement.dataset.fonts='later'}`

/** Every face src/styles/fonts.css declares, as document.fonts.load() takes them (weight, size, family). */
export const WEBFONT_FACES = [
  '300 16px "Cormorant Garamond"',
  '400 16px "Cormorant Garamond"',
  'italic 400 16px "Cormorant Garamond"',
  '500 16px "Cormorant Garamond"',
  '300 16px Jost',
  '400 16px Jost',
  '500 16px Jost',
] as const
