import { CONSENT_STORAGE_KEY } from '@/domain/consent'

/**
 * Runs in <head> before the first paint: marks <html data-consent="ask"> when no choice is stored
 * (or storage is blocked, where the provider finds none either). The cached HTML holds the banner
 * for everyone; base.css shows it before hydration only under this mark, so an undecided visitor
 * sees it with the page's first paint instead of after the scripts (it was the largest paint, and
 * so Lighthouse's LCP, of every page without a big image), and a visitor who chose never sees it.
 * A stored value the provider rejects (another version) shows the banner after hydration instead.
 */
export const askConsentScript = `try{if(!localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))document.documentElement.dataset.consent='ask'}catch(e){document.documentElement.dataset.consent='ask'}`
