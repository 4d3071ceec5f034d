import { askConsentScript } from './consentEarly'

/** For the root layout's <head>: parsed and run before the first paint (consentEarly.ts). */
export function ConsentScript() {
  return <script dangerouslySetInnerHTML={{ __html: askConsentScript }} />
}
