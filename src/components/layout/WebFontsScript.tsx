import { deferWebFontsScript } from './webFonts'

/** For the root layout's <head>: parsed and run before the first paint. */
export function WebFontsScript() {
  return <script dangerouslySetInnerHTML={{ __html: deferWebFontsScript }} />
}
