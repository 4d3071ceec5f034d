#!/usr/bin/env node
// Prints the metric-adjusted fallback @font-face rules of src/styles/fonts.css: system faces scaled to
// the webfonts' average width and vertical metrics, so swapping to the webfont after the page has
// loaded moves as little text as possible (CLS). Same computation as next/font's adjustFontFallback.
// Run after changing a webfont: node tools/data/font-fallbacks.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js')

const faces = [
  // The weights most text uses: Jost 400 (body), Cormorant Garamond 300 (headings).
  {
    family: 'Jost Fallback',
    file: '@fontsource/jost/files/jost-latin-400-normal.woff2',
    category: 'sans-serif',
    local: ['Arial', 'Liberation Sans', 'Helvetica Neue'],
  },
  {
    family: 'Cormorant Garamond Fallback',
    file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2',
    category: 'serif',
    local: ['Times New Roman', 'Liberation Serif', 'Times'],
  },
]

for (const face of faces) {
  const font = fontkit(fs.readFileSync(require.resolve(face.file)))
  const m = getFallbackMetricsFromFontFile(font, face.category)
  console.log(`@font-face {
  font-family: "${face.family}";
  src: ${face.local.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${m.sizeAdjust};
  ascent-override: ${m.ascentOverride};
  descent-override: ${m.descentOverride};
  line-gap-override: ${m.lineGapOverride};
}`)
}
