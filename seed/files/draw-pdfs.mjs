// Writes the demo house's downloadable PDFs (care guide, ring size chart) without any library:
// one A4 page of Helvetica text each, WinAnsi-encoded so German umlauts print.
// Usage: node seed/files/draw-pdfs.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DIR = path.dirname(fileURLToPath(import.meta.url))

const documents = {
  'aurelle-pflegehinweise.pdf': {
    title: 'Aurelle · Pflegehinweise / Care guide',
    lines: [
      ['Pflege Ihres Schmucks', 18],
      ['Gold und Emaille lieben sanfte Pflege: lauwarmes Wasser, ein Tropfen milde Seife,', 11],
      ['eine weiche Bürste. Danach mit einem fusselfreien Tuch trocknen.', 11],
      ['Emaille nie mit Ultraschall reinigen und nicht mit Parfum oder Chlor in Berührung bringen.', 11],
      ['Einmal im Jahr prüfen wir in unserer Pforzheimer Werkstatt kostenlos Fassungen und Verschlüsse.', 11],
      ['', 11],
      ['Caring for your jewellery', 18],
      ['Gold and enamel like gentle care: lukewarm water, a drop of mild soap and a soft brush.', 11],
      ['Dry with a lint-free cloth. Never clean enamel ultrasonically; keep it away from perfume and chlorine.', 11],
      ['Once a year our Pforzheim workshop checks settings and clasps free of charge.', 11],
    ],
  },
  'aurelle-ringgroessen.pdf': {
    title: 'Aurelle · Ringgrößen / Ring sizes',
    lines: [
      ['Ringgrößen / Ring sizes', 18],
      ['Umfang (mm)   Durchmesser (mm)   DE   UK   US   JP', 11],
      ...[
        [48, 15.3, 48, 'H', 4.5, 8],
        [50, 15.9, 50, 'J', 5.25, 10],
        [52, 16.6, 52, 'L', 6, 12],
        [54, 17.2, 54, 'N', 7, 14],
        [56, 17.8, 56, 'P', 7.75, 16],
        [58, 18.5, 58, 'R', 8.5, 18],
        [60, 19.1, 60, 'S', 9, 20],
      ].map((r) => [`${r[0]}            ${r[1].toFixed(1)}                 ${r[2]}   ${r[3]}    ${r[4]}   ${r[5]}`, 11]),
      ['', 11],
      ['Messen Sie am Abend, wenn die Finger am wärmsten sind. Measure in the evening, when fingers are warmest.', 10],
    ],
  },
}

const winAnsi = (text) =>
  Buffer.from([...text].map((c) => ({ '·': 0xb7, ä: 0xe4, ö: 0xf6, ü: 0xfc, ß: 0xdf, Ä: 0xc4, Ö: 0xd6, Ü: 0xdc })[c] ?? c.charCodeAt(0)))
    .toString('latin1')
    .replace(/[\\()]/g, (m) => `\\${m}`)

function pdf({ title, lines }) {
  let y = 780
  const ops = lines.map(([text, size]) => {
    const op = `BT /F1 ${size} Tf 56 ${y} Td (${winAnsi(text)}) Tj ET`
    y -= size + 10
    return op
  })
  const stream = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${winAnsi(title)}) /Producer (maison seed) >>`,
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out, 'latin1')
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

for (const [name, doc] of Object.entries(documents)) fs.writeFileSync(path.join(DIR, name), pdf(doc))
