import { describe, expect, it } from 'vitest'
import { inspectSvg } from '@/server/trade/inspectSvg'
import { sniffImageType } from '@/server/trade/sniffImageType'

const bytes = (value: string | number[]) => (typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value))
const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`
const verdict = (text: string) => inspectSvg(bytes(text))

describe('sniffImageType: the first bytes, nothing else', () => {
  it('knows PNG and JPEG by their magic numbers, XML text by its first "<"', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(bytes('<svg/>'))).toBe('svg')
    expect(sniffImageType(bytes('\ufeff \r\n\t<?xml version="1.0"?><svg/>'))).toBe('svg')
  })

  it('anything else is nothing: a PNG signature cut short, GIF, PDF, text, UTF-16, empty', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffImageType(bytes('GIF89a'))).toBeNull()
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull()
    expect(sniffImageType(bytes('hello <svg/>'))).toBeNull()
    expect(sniffImageType(bytes([0xff, 0xfe, 0x3c, 0x00]))).toBeNull()
    expect(sniffImageType(bytes([]))).toBeNull()
  })
})

describe('inspectSvg', () => {
  it('takes a self-contained drawing: in-file references, gradients, CSS without addresses, editor metadata', () => {
    expect(verdict(svg('<defs><path id="h" d="M0 0"/></defs><use href="#h"/><use xlink:href="#h" fill="url(#g)"/>'))).toEqual({ ok: true })
    expect(verdict(svg('<style>/* plain */ .a { fill: url( "#g" ) }</style><path class="a" style="stroke:#000"/>'))).toEqual({ ok: true })
    const inkscape =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata></svg>'
    expect(verdict(inkscape)).toEqual({ ok: true })
    expect(verdict('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:path d="M0 0"/></svg:svg>')).toEqual({ ok: true })
    expect(verdict('<svg><path/></svg>')).toEqual({ ok: true })
  })

  it('refuses what is not well-formed XML or has no <svg> root', () => {
    expect(verdict(svg('<path>'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(verdict(svg('<x:path/>'))).toMatchObject({ ok: false, reason: 'malformed' }) // unbound prefix
    expect(verdict(svg('&nbsp;'))).toMatchObject({ ok: false, reason: 'malformed' }) // no such entity in XML
    expect(inspectSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x2f, 0x3e]))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(verdict('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toMatchObject({ ok: false, reason: 'not-svg' })
    expect(verdict('<svg xmlns="http://example.com/not-svg"/>')).toMatchObject({ ok: false, reason: 'not-svg' })
    expect(verdict('<?xml version="1.0"?>')).toMatchObject({ ok: false })
  })

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a namespaced script', svg('<s:script xmlns:s="http://www.w3.org/2000/svg"/>')],
    ['foreignObject in any case', svg('<FOREIGNOBJECT/>')],
    ['an iframe', svg('<iframe xmlns="http://www.w3.org/1999/xhtml"/>')],
    ['an event handler', svg('<path onclick="x()"/>')],
    ['an event handler in upper case', svg('<path ONMOUSEOVER="x()"/>')],
    ['javascript: split by control characters', svg('<a href="#" role="java&#9;script:x"/>')],
    ['an external href', svg('<image href="https://x.example/a.png"/>')],
    ['a data: href', svg('<image href="data:image/png;base64,AAAA"/>')],
    ['an external xlink:href', svg('<use xlink:href="//x.example/a.svg#h"/>')],
    ['@import split by a comment', svg('<style>@im<!-- x -->port "a.css";</style>')],
    ['@import written with an escape', svg('<style>@\\69mport "a.css";</style>')],
    ['url() to another host in a presentation attribute', svg('<path fill="url(http://x.example/#g)"/>')],
    ['url() to a file in a style attribute', svg('<path style="fill:URL(a.svg#g)"/>')],
    ['image-set() in CSS', svg('<style>.a { cursor: image-set("https://x.example/c.png" 1x) }</style>')],
    ['an animation that sets an href', svg('<a href="#"><set attributeName="href" to="https://x.example"/></a>')],
    ['an animation that sets a handler', svg('<animate attributeName="onbegin" to="x()"/>')],
    ['xml:base', svg('<use xml:base="https://x.example/" href="#h"/>')],
    ['a DOCTYPE', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`],
    ['a style sheet instruction', `<?xml-stylesheet href="https://x.example/a.css"?>${svg('')}`],
  ])('refuses %s', (_what, text) => {
    expect(verdict(text)).toMatchObject({ ok: false, reason: 'unsafe' })
  })
})
