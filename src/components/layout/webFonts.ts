/** Set once this session's browser has the font files, so later pages use them from the start. */
export const WEBFONTS_LOADED_KEY = 'maison.webfonts'

/**
 * Runs in <head> before the first paint: on a session's first page, defer the webfonts
 * (tokens.css turns them on when the attribute is gone). Storage can be blocked: then defer.
 */
export const deferWebFontsScript = `try{if(!sessionStorage.getItem(${JSON.stringify(WEBFONTS_LOADED_KEY)}))document.documentElement.dataset.fonts='later'}catch(e){document.documentElement.dataset.fonts='later'}`
