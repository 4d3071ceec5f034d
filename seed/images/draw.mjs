// Deterministic offline renderer for all seed images (products, heroes, cards, editorial).
// Usage: node seed/images/draw.mjs [--only substring]
// Draws string-built SVG scenes (orthographic 3D meshes for bands, coins and stones,
// affine-projected planar ornaments, 2D chains) and encodes them as WebP (q78) via sharp.
import sharp from 'sharp'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DIR = path.dirname(fileURLToPath(import.meta.url))
const DATA = path.join(DIR, '..', 'data')
const QUALITY = 78

// ---------------------------------------------------------------- utilities
function hashStr(s) { let h = 2166136261; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) } return h >>> 0 }
function rng(seed) {
  let a = typeof seed === 'string' ? hashStr(seed) : seed
  return () => { a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296 }
}
const clamp = (x, a = 0, b = 1) => Math.max(a, Math.min(b, x))
const f1 = (x) => (Math.round(x * 10) / 10).toString()
const f3 = (x) => (Math.round(x * 1000) / 1000).toString()
const deg = Math.PI / 180

const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k]
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a) => { const l = Math.hypot(a[0], a[1], a[2]) || 1; return [a[0] / l, a[1] / l, a[2] / l] }
const mm = (A, B) => { const C = new Array(9).fill(0); for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) for (let k = 0; k < 3; k++) C[i * 3 + j] += A[i * 3 + k] * B[k * 3 + j]; return C }
const ap = (M, v) => [M[0] * v[0] + M[1] * v[1] + M[2] * v[2], M[3] * v[0] + M[4] * v[1] + M[5] * v[2], M[6] * v[0] + M[7] * v[1] + M[8] * v[2]]
const Rx = (a) => [1, 0, 0, 0, Math.cos(a), -Math.sin(a), 0, Math.sin(a), Math.cos(a)]
const Ry = (a) => [Math.cos(a), 0, Math.sin(a), 0, 1, 0, -Math.sin(a), 0, Math.cos(a)]
const Rz = (a) => [Math.cos(a), -Math.sin(a), 0, Math.sin(a), Math.cos(a), 0, 0, 0, 1]
// roll about z, then yaw about y, then pitch about x (degrees)
const rot = (yaw, pitch, roll = 0) => mm(Rx(pitch * deg), mm(Ry(yaw * deg), Rz(roll * deg)))

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)]
const toHex = (c) => '#' + c.map((x) => clamp(Math.round(x), 0, 255).toString(16).padStart(2, '0')).join('')
const mix = (a, b, t) => toHex(hex(a).map((x, i) => x + (hex(b)[i] - x) * t))
function ramp(stops, t) {
  t = clamp(t)
  for (let i = 1; i < stops.length; i++) if (t <= stops[i][0]) { const [t0, c0] = stops[i - 1], [t1, c1] = stops[i]; return mix(c0, c1, (t - t0) / (t1 - t0 || 1)) }
  return stops[stops.length - 1][1]
}

// ---------------------------------------------------------------- materials
const METAL = {
  Y: [[0, '#4f3914'], [0.28, '#a8823a'], [0.55, '#d8b46a'], [0.8, '#f6e3a6'], [1, '#fffaf0']],
  W: [[0, '#45484e'], [0.28, '#8d9096'], [0.55, '#c9ccd1'], [0.8, '#f4f5f7'], [1, '#ffffff']],
}
const DIAM = [[0, '#1d222a'], [0.3, '#5d6e82'], [0.55, '#b9c7d8'], [0.75, '#eef3fb'], [1, '#ffffff']]
const ENAMEL = { red: '#a3131c', rose: '#e59aa7', blue: '#1f3f8f', green: '#6e9a79', yellow: '#f0bf2c', orange: '#e8711b', white: '#f4f1ea', black: '#161616' }
const L1 = norm([-0.45, 0.75, 0.5]), L2 = norm([0.8, 0.25, 0.55]), L3 = norm([0.1, -0.2, 1]), LD = norm([-0.3, 0.6, 0.75])
const reflect = (n) => [2 * n[2] * n[0], 2 * n[2] * n[1], 2 * n[2] * n[2] - 1]
function env(r) {
  let e = 0.3 + 0.28 * r[1]
  e += 0.75 * Math.exp((dot(r, L1) - 1) * 9)
  e += 0.45 * Math.exp((dot(r, L2) - 1) * 14)
  e += 0.22 * Math.exp((dot(r, L3) - 1) * 6)
  e -= 0.2 * Math.exp(-r[1] * r[1] * 40)
  return clamp(e)
}
const metalCol = (metal, n, k = 1) => ramp(METAL[metal], env(reflect(n)) * k)
function enamelCol(color, n) {
  const base = ENAMEL[color], d = clamp(dot(n, LD))
  let c = mix('#000000', base, 0.5 + 0.5 * d)
  const spec = Math.exp((dot(reflect(n), L1) - 1) * 28) * 0.85
  return mix(c, '#ffffff', spec)
}

// ---------------------------------------------------------------- scene container
class Scene {
  constructor(W, H) { this.W = W; this.H = H; this.items = []; this.defs = []; this.bgParts = []; this.fgParts = []; this.id = 0 }
  push(z, svg) { this.items.push({ z, svg }) }
  uid(p = 'u') { return `${p}${++this.id}` }
  toSVG() {
    this.items.sort((a, b) => a.z - b.z)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${COMMON_DEFS}${this.defs.join('')}</defs>${this.bgParts.join('')}${this.items.map((i) => i.svg).join('')}${this.fgParts.join('')}</svg>`
  }
}
const COMMON_DEFS = `
<linearGradient id="gY" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3a6"/><stop offset=".35" stop-color="#d8b46a"/><stop offset=".6" stop-color="#a8823a"/><stop offset=".82" stop-color="#e9cf8c"/><stop offset="1" stop-color="#8a6a2c"/></linearGradient>
<linearGradient id="gW" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset=".35" stop-color="#c9ccd1"/><stop offset=".6" stop-color="#8d9096"/><stop offset=".82" stop-color="#e6e8eb"/><stop offset="1" stop-color="#6d7076"/></linearGradient>
<radialGradient id="rY" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#fbeec4"/><stop offset=".45" stop-color="#d8b46a"/><stop offset=".85" stop-color="#a8823a"/><stop offset="1" stop-color="#7d5f26"/></radialGradient>
<radialGradient id="rW" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#d3d6da"/><stop offset=".85" stop-color="#8d9096"/><stop offset="1" stop-color="#63666c"/></radialGradient>
${Object.entries(ENAMEL).map(([k, c]) => `<radialGradient id="e_${k}" cx=".35" cy=".3" r=".85"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.45)}"/><stop offset=".35" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, '#000000', 0.45)}"/></radialGradient>`).join('')}
<filter id="b4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="b12" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="b30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="b70" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>
`

// camera: orthographic, screen = (cx + s*x, cy - s*y)
const cam = (cx, cy, s) => ({ cx, cy, s, p: (v) => [cx + s * v[0], cy - s * v[1]] })
const poly = (pts) => 'M' + pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L') + 'Z'

// ---------------------------------------------------------------- backgrounds
const BG = {
  ivory: { top: '#f8f3ea', bottom: '#e6dccb', floor: '#ece3d4', light: '#ffffff', dark: false, horizon: true },
  champagne: { top: '#f2e5cb', bottom: '#d6c09a', floor: '#e1cfae', light: '#fff6e4', dark: false, horizon: true },
  charcoal: { top: '#3c3a37', bottom: '#1b1a19', floor: '#2a2826', light: '#6b645b', dark: true, horizon: true },
  marble: { top: '#efede9', bottom: '#dcd8d1', floor: '#e6e3dd', light: '#ffffff', dark: false, horizon: false, veins: true },
  blush: { top: '#f5e9e4', bottom: '#dcc3ba', floor: '#e9d5cd', light: '#fffaf8', dark: false, horizon: true },
  velvet: { top: '#2b3b33', bottom: '#0f1915', floor: '#1c2a24', light: '#4c6a5c', dark: true, horizon: false },
}
function background(sc, name, r, opt = {}) {
  const b = BG[name], W = sc.W, H = sc.H, id = sc.uid('bg')
  const hy = opt.horizon ?? 0.62
  const lx = opt.lightX ?? 0.5 + (r() - 0.5) * 0.3, ly = opt.lightY ?? 0.3
  sc.defs.push(`<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.top}"/><stop offset="1" stop-color="${b.bottom}"/></linearGradient>
<radialGradient id="${id}r" cx="${lx}" cy="${ly}" r="0.75"><stop offset="0" stop-color="${b.light}" stop-opacity="${b.dark ? 0.55 : 0.8}"/><stop offset="1" stop-color="${b.light}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.floor}" stop-opacity="0"/><stop offset=".12" stop-color="${b.floor}" stop-opacity=".9"/><stop offset="1" stop-color="${b.bottom}"/></linearGradient>
<radialGradient id="${id}vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${b.dark ? 0.45 : 0.12}"/></radialGradient>`)
  let s = `<rect width="${W}" height="${H}" fill="url(#${id}v)"/>`
  if (b.horizon && !opt.noHorizon) s += `<rect y="${f1(H * hy - H * 0.05)}" width="${W}" height="${f1(H * (1 - hy) + H * 0.05)}" fill="url(#${id}f)"/>`
  s += `<rect width="${W}" height="${H}" fill="url(#${id}r)"/>`
  if (b.veins) {
    let v = ''
    for (let i = 0; i < 7; i++) {
      const x0 = r() * W * 1.2 - W * 0.1, y0 = -50, x3 = r() * W * 1.2 - W * 0.1, y3 = H + 50
      const d = `M${f1(x0)} ${y0}C${f1(x0 + (r() - 0.5) * W)} ${f1(H * 0.35)} ${f1(x3 + (r() - 0.5) * W)} ${f1(H * 0.65)} ${f1(x3)} ${y3}`
      v += `<path d="${d}" fill="none" stroke="#a9a39a" stroke-width="${f1(2 + r() * 7)}" opacity="${f3(0.12 + r() * 0.15)}" filter="url(#b4)"/>`
      if (i % 2) v += `<path d="${d}" fill="none" stroke="#b8b2a8" stroke-width="${f1(0.5 + r() * 0.6)}" opacity="${f3(0.1 + r() * 0.1)}"/>`
    }
    s += v
  }
  if (name === 'velvet') {
    // soft nap sheen bands
    for (let i = 0; i < 3; i++) s += `<ellipse cx="${f1(W * (0.2 + r() * 0.6))}" cy="${f1(H * (0.2 + r() * 0.6))}" rx="${f1(W * 0.5)}" ry="${f1(H * 0.18)}" transform="rotate(${f1(-30 + r() * 60)} ${W / 2} ${H / 2})" fill="#5d7d6d" opacity=".10" filter="url(#b70)"/>`
  }
  s += `<rect width="${W}" height="${H}" fill="url(#${id}vig)"/>`
  sc.bgParts.push(s)
  return b
}
function shadow(sc, cx, cy, rx, ry, dark, strength = 1) {
  const o = (dark ? 0.55 : 0.28) * strength
  sc.bgParts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="#000" opacity="${f3(o * 0.6)}" filter="url(#b30)"/>`)
  sc.bgParts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx * 0.7)}" ry="${f1(Math.max(2, ry * 0.35))}" fill="#000" opacity="${f3(o * 0.7)}" filter="url(#b4)"/>`)
}

function ringShadow(sc, cx, cy, rx, ry, dark) {
  const o = dark ? 0.6 : 0.32
  sc.bgParts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="#000" fill-opacity="${f3(o * 0.12)}" stroke="#000" stroke-opacity="${f3(o)}" stroke-width="${f1(Math.max(10, rx * 0.09))}" filter="url(#b12)"/>`)
}

// ---------------------------------------------------------------- band mesh (rings, hoops, bangles, coin rims, links)
function profile(t, w, rc, faceN) {
  const P = []
  const line = (a, b, n, side, cnt, uFn) => { for (let i = 0; i < cnt; i++) { const k = i / cnt; const r = a[0] + (b[0] - a[0]) * k, x = a[1] + (b[1] - a[1]) * k; P.push({ r, a: x, n: n(x), side, u: uFn ? uFn(x) : 0 }) } }
  const arc = (c, a0, a1, side, cnt) => { for (let i = 0; i < cnt; i++) { const a = a0 + (a1 - a0) * (i / cnt); P.push({ r: c[0] + rc * Math.cos(a), a: c[1] + rc * Math.sin(a), n: [Math.cos(a), Math.sin(a)], side, u: c[1] / w }) } }
  line([t, -(w - rc)], [t, w - rc], (x) => { const l = Math.hypot(1, 0.55 * x / w); return [1 / l, (0.55 * x / w) / l] }, 'outer', faceN, (x) => x / w)
  arc([t - rc, w - rc], 0, Math.PI / 2, 'outer', 4)
  line([t - rc, w], [-t + rc, w], () => [0, 1], 'rim', 2)
  arc([-t + rc, w - rc], Math.PI / 2, Math.PI, 'inner', 3)
  line([-t, w - rc], [-t, -(w - rc)], (x) => [-1, -0.25 * x / w], 'inner', Math.max(3, faceN >> 2))
  arc([-t + rc, -(w - rc)], Math.PI, 1.5 * Math.PI, 'inner', 3)
  line([-t + rc, -w], [t - rc, -w], () => [0, -1], 'rim', 2)
  arc([t - rc, -(w - rc)], 1.5 * Math.PI, 2 * Math.PI, 'outer', 4)
  return P
}
// mat(side,u,theta) -> 'Y' | 'W' | {en: color} | {m:'Y', k:0.8}
function band(sc, c, M, off, o) {
  const { R, t, w, segs = 120, faceN = 12, mat, rc = Math.min(t, w) * 0.85, th0 = 0, th1 = 2 * Math.PI, zb = 0 } = o
  const prof = profile(t, w, rc, faceN)
  const full = Math.abs(th1 - th0 - 2 * Math.PI) < 1e-6
  const nT = segs + (full ? 0 : 1)
  const grid = []
  for (let i = 0; i < nT; i++) {
    const th = th0 + (th1 - th0) * (i / segs)
    const rad = [Math.cos(th), Math.sin(th), 0]
    grid.push(prof.map((q) => {
      const pl = add(mul(rad, R + q.r), [0, 0, q.a])
      const nl = add(mul(rad, q.n[0]), [0, 0, q.n[1]])
      const pw = add(ap(M, pl), off)
      return { p: pw, s: c.p(pw), n: norm(ap(M, nl)) }
    }))
  }
  const nP = prof.length
  let minY = Infinity, maxY = -Infinity, minX = Infinity, maxX = -Infinity
  for (let i = 0; i < segs; i++) {
    const g0 = grid[i], g1 = grid[(i + 1) % nT]
    const thm = th0 + (th1 - th0) * ((i + 0.5) / segs)
    for (let j = 0; j < nP; j++) {
      const a = g0[j], b = g1[j], cc = g1[(j + 1) % nP], d = g0[(j + 1) % nP]
      const n = norm(add(add(a.n, b.n), add(cc.n, d.n)))
      if (n[2] < -0.05) continue
      const q = prof[j]
      const m = mat(q.side, q.u, thm)
      let col
      if (typeof m === 'string') col = metalCol(m, n)
      else if (m.en) col = enamelCol(m.en, n)
      else col = metalCol(m.m, n, m.k)
      const z = (a.p[2] + b.p[2] + cc.p[2] + d.p[2]) / 4 + zb
      for (const v of [a, b, cc, d]) { minX = Math.min(minX, v.s[0]); maxX = Math.max(maxX, v.s[0]); minY = Math.min(minY, v.s[1]); maxY = Math.max(maxY, v.s[1]) }
      sc.push(z, `<path d="${poly([a.s, b.s, cc.s, d.s])}" fill="${col}" stroke="${col}" stroke-width=".9" stroke-linejoin="round"/>`)
    }
  }
  return { minX, maxX, minY, maxY }
}
// point + normal on the band's outer surface (local coords)
function bandPoint(M, off, R, t, w, th, u, lift = 0) {
  const rad = [Math.cos(th), Math.sin(th), 0]
  const p = add(ap(M, add(mul(rad, R + t + lift), [0, 0, u * w])), off)
  return { p, n: norm(ap(M, rad)), tan: norm(ap(M, [-Math.sin(th), Math.cos(th), 0])), ax: norm(ap(M, [0, 0, 1])) }
}

// ---------------------------------------------------------------- stones
const FACET_COLS = ['#ffffff', '#f4f7fc', '#dfe7f2', '#c3cfde', '#9aabbf', '#6b7b8f', '#3a4452', '#e8f0ff', '#fff5df', '#d7e6ff']
function brilliantSVG(r, metal) {
  // unit radius top-view brilliant with bezel
  const pick = () => { const x = r(); return FACET_COLS[x < 0.25 ? 0 : x < 0.4 ? 1 : x < 0.52 ? 2 : x < 0.62 ? 3 : x < 0.7 ? 4 : x < 0.77 ? 5 : x < 0.83 ? 6 : x < 0.9 ? 7 : x < 0.95 ? 8 : 9] }
  const P = (rad, a) => [rad * Math.cos(a), rad * Math.sin(a)]
  const T = [], S = [], G = []
  for (let k = 0; k < 8; k++) { T.push(P(0.53, k * Math.PI / 4)); S.push(P(0.8, k * Math.PI / 4 + Math.PI / 8)) }
  for (let j = 0; j < 16; j++) G.push(P(1, j * Math.PI / 8))
  const pth = (pts, fill) => `<path d="M${pts.map((p) => f3(p[0]) + ' ' + f3(p[1])).join('L')}Z" fill="${fill}"/>`
  let s = `<circle r="1.18" fill="url(#g${metal})"/><circle r="1.02" fill="#2b3038"/>`
  for (let k = 0; k < 8; k++) {
    const k1 = (k + 1) % 8
    s += pth([S[k], G[2 * k + 1], G[(2 * k + 2) % 16]], pick())
    s += pth([S[k], G[2 * k + 1], G[2 * k]], pick())
    s += pth([T[k], S[(k + 7) % 8], G[2 * k], S[k]], pick())
    s += pth([T[k], S[k], T[k1]], pick())
  }
  s += pth(T, r() < 0.5 ? '#dfe7f2' : '#b9c6d6')
  s += `<circle r="1" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width=".05"/>`
  if (r() < 0.45) { const a = r() * 6.28, gx = 0.35 * Math.cos(a), gy = 0.35 * Math.sin(a); s += `<path d="M${f3(gx)} ${f3(gy - 0.6)}L${f3(gx + 0.07)} ${f3(gy)}L${f3(gx)} ${f3(gy + 0.6)}L${f3(gx - 0.07)} ${f3(gy)}ZM${f3(gx - 0.6)} ${f3(gy)}L${f3(gx)} ${f3(gy - 0.07)}L${f3(gx + 0.6)} ${f3(gy)}L${f3(gx)} ${f3(gy + 0.07)}Z" fill="#fff" opacity=".9"/>` }
  return s
}
// flat disk-like stone on a surface point with normal n (projected ellipse)
function stoneAt(sc, c, r, pt, n, size, metal, zb = 0.02) {
  if (n[2] < 0.12) return
  const s = c.p(pt)
  const ang = Math.atan2(-n[1], n[0]) // projected normal direction on screen
  const rr = size * c.s
  sc.push(pt[2] + zb, `<g transform="translate(${f1(s[0])} ${f1(s[1])}) rotate(${f1(ang / deg)}) scale(${f3(rr * Math.max(0.18, n[2]))} ${f3(rr)})">${brilliantSVG(r, metal)}</g>`)
}
// 3D brilliant-cut solitaire: girdle centre g, up vector u, radius rs
function solitaire(sc, c, r, g, up, rs, metal) {
  up = norm(up)
  let e1 = norm(cross(up, [0.3, 0.2, 1])), e2 = cross(up, e1)
  const ring = (rad, h, n, a0 = 0) => Array.from({ length: n }, (_, k) => { const a = a0 + (k / n) * 2 * Math.PI; return add(g, add(mul(up, h), add(mul(e1, rad * Math.cos(a)), mul(e2, rad * Math.sin(a))))) })
  const G = ring(rs, 0, 16), T = ring(rs * 0.55, rs * 0.34, 8), culet = add(g, mul(up, -rs * 0.86))
  const faces = []
  for (let k = 0; k < 8; k++) {
    faces.push([T[k], T[(k + 1) % 8], G[2 * k + 1]])
    faces.push([G[2 * k], G[2 * k + 1], T[k]])
    faces.push([G[2 * k + 1], G[(2 * k + 2) % 16], T[(k + 1) % 8]])
  }
  faces.push(T)
  for (let j = 0; j < 16; j++) faces.push([G[j], G[(j + 1) % 16], culet])
  const center = add(g, mul(up, -rs * 0.2))
  // prongs (behind first, then front) - drawn as strokes
  for (let k = 0; k < 4; k++) {
    const a = Math.PI / 4 + (k * Math.PI) / 2
    const dir = add(mul(e1, Math.cos(a)), mul(e2, Math.sin(a)))
    const base = add(g, add(mul(up, -rs * 0.95), mul(dir, rs * 0.35)))
    const mid = add(g, add(mul(up, -rs * 0.05), mul(dir, rs * 1.06)))
    const tip = add(g, add(mul(up, rs * 0.24), mul(dir, rs * 0.86)))
    const pts = [base, mid, tip].map(c.p)
    const col = metalCol(metal, norm(add(dir, mul(up, 0.3))))
    const z = mid[2] + dir[2] * 0.01
    sc.push(z + (dir[2] > 0 ? 0.05 : -0.05), `<path d="M${f1(pts[0][0])} ${f1(pts[0][1])}Q${f1(pts[1][0])} ${f1(pts[1][1])} ${f1(pts[2][0])} ${f1(pts[2][1])}" fill="none" stroke="${col}" stroke-width="${f1(rs * c.s * 0.2)}" stroke-linecap="round"/>`)
  }
  for (const f of faces) {
    let n = norm(cross(sub(f[1], f[0]), sub(f[2], f[0])))
    const cen = f.reduce((a, b) => add(a, b), [0, 0, 0]).map((x) => x / f.length)
    if (dot(n, sub(cen, center)) < 0) n = mul(n, -1)
    if (n[2] < 0) continue
    let e = env(reflect(n)) + (r() - 0.5) * 0.5
    let col = ramp(DIAM, e)
    const x = r(); if (x < 0.08) col = mix(col, '#ffd59a', 0.35); else if (x < 0.16) col = mix(col, '#9cc2ff', 0.35)
    sc.push(cen[2] + 0.001, `<path d="${poly(f.map(c.p))}" fill="${col}" stroke="${col}" stroke-width=".6" stroke-linejoin="round"/>`)
  }
  const tp = c.p(add(g, mul(up, rs * 0.34)))
  sc.push(g[2] + rs * 2, `<g transform="translate(${f1(tp[0])} ${f1(tp[1] - 4)})" opacity=".85"><path d="M0 ${f1(-rs * c.s * 0.9)}L${f1(rs * c.s * 0.05)} 0L0 ${f1(rs * c.s * 0.9)}L${f1(-rs * c.s * 0.05)} 0ZM${f1(-rs * c.s * 0.9)} 0L0 ${f1(-rs * c.s * 0.05)}L${f1(rs * c.s * 0.9)} 0L0 ${f1(rs * c.s * 0.05)}Z" fill="#fff"/></g>`)
}

// ---------------------------------------------------------------- planar ornaments (affine projection of a plane)
const HEART = 'M0 -0.95C-0.35 -0.62 -1 -0.2 -1 0.28C-1 0.68 -0.68 0.92 -0.38 0.92C-0.18 0.92 -0.05 0.8 0 0.66C0.05 0.8 0.18 0.92 0.38 0.92C0.68 0.92 1 0.68 1 0.28C1 -0.2 0.35 -0.62 0 -0.95Z'
function starPath(n, r1, r2) { let d = ''; for (let i = 0; i < n * 2; i++) { const a = -Math.PI / 2 + (i * Math.PI) / n, rr = i % 2 ? r2 : r1; d += (i ? 'L' : 'M') + f3(rr * Math.cos(a)) + ' ' + f3(-rr * Math.sin(a)) } return d + 'Z' }
function cloverPath() {
  let d = ''
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + Math.PI / 4
    const rot2 = (x, y) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]
    // heart-shaped leaf pointing to the centre
    const pts = [[0, 0.02], [-0.32, 0.2], [-0.42, 0.55], [-0.18, 0.66], [0, 0.5], [0.18, 0.66], [0.42, 0.55], [0.32, 0.2]].map((p) => rot2(p[0], p[1]))
    d += `M${f3(pts[0][0])} ${f3(pts[0][1])}C${f3(pts[1][0])} ${f3(pts[1][1])} ${f3(pts[2][0])} ${f3(pts[2][1])} ${f3(pts[3][0])} ${f3(pts[3][1])}S${f3(pts[4][0])} ${f3(pts[4][1])} ${f3(pts[4][0])} ${f3(pts[4][1])}S${f3(pts[6][0])} ${f3(pts[6][1])} ${f3(pts[7][0])} ${f3(pts[7][1])}S${f3(pts[0][0])} ${f3(pts[0][1])} ${f3(pts[0][0])} ${f3(pts[0][1])}Z`
  }
  return d + 'M-0.03 0.05L0.03 0.05L0.12 -0.8L0.06 -0.82Z'
}
// matrix string mapping plane coords (x along e1, y along e2; y up) around origin o
function planeMatrix(c, o, e1, e2, scale) {
  const O = c.p(o), A = c.p(add(o, mul(e1, scale))), B = c.p(add(o, mul(e2, scale)))
  return `matrix(${f3(A[0] - O[0])} ${f3(A[1] - O[1])} ${f3(B[0] - O[0])} ${f3(B[1] - O[1])} ${f1(O[0])} ${f1(O[1])})`
}
// heart ornament: metal heart with optional enamel inlay, diamonds halo / pavé / solitaire
function heartOrnament(sc, c, r, o, e1, e2, size, opts) {
  const n = norm(cross(e1, e2))
  if (n[2] < 0.02) return
  const { metal = 'Y', enamel, pave, halo, center, thick = 0.12 } = opts
  const back = add(o, mul(n, -size * thick))
  const sideCol = metalCol(metal, norm(add(n, [0, -0.8, 0])), 0.8)
  let s = ''
  for (let i = 0; i <= 3; i++) {
    const p = add(back, mul(n, (size * thick * i) / 3))
    s += `<path d="${HEART}" transform="${planeMatrix(c, p, e1, e2, size)}" fill="${i === 3 ? `url(#g${metal})` : sideCol}"/>`
  }
  const m = planeMatrix(c, o, e1, e2, size)
  if (enamel) s += `<path d="${HEART}" transform="${m} scale(.8) translate(0 .02)" fill="url(#e_${enamel})"/><path d="M-0.55 0.55C-0.5 0.75 -0.3 0.78 -0.2 0.72" transform="${m}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width=".06" stroke-linecap="round"/>`
  if (pave) {
    const cid = sc.uid('clip')
    sc.defs.push(`<clipPath id="${cid}"><path d="${HEART}" transform="scale(.9)"/></clipPath>`)
    let g = ''
    for (let y = -0.9; y < 1; y += 0.19) for (let x = -1; x < 1.05; x += 0.2) { const xx = x + ((Math.round(y / 0.19) % 2) * 0.1); g += `<g transform="translate(${f3(xx)} ${f3(y)}) scale(.1)">${brilliantSVG(r, metal)}</g>` }
    s += `<g transform="${m}"><g clip-path="url(#${cid})">${g}</g></g>`
  }
  if (halo) {
    let g = ''
    const N = 12
    for (let k = 0; k < N; k++) {
      const t = k / N
      const pts = heartOutline(t, 1.18)
      g += `<g transform="translate(${f3(pts[0])} ${f3(pts[1])}) scale(.1)">${brilliantSVG(r, metal)}</g>`
    }
    s += `<g transform="${m}">${g}</g>`
  }
  if (center) s += `<g transform="${m} scale(.32)">${brilliantSVG(r, metal === 'Y' ? 'W' : 'Y')}</g>`
  sc.push(o[2] + size * 0.5, `<g>${s}</g>`)
}
function heartOutline(t, k) {
  // approximate heart outline via parametric heart curve, scaled to HEART path extents
  const a = t * 2 * Math.PI
  const x = 16 * Math.pow(Math.sin(a), 3) / 16, y = (13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a)) / 16
  return [x * k * 1.0, (y * 0.98 + 0.05) * k]
}

// ---------------------------------------------------------------- chains
function chainLinks(sc, pts, metal, L, zBase = 0, opts = {}) {
  // pts: screen polyline (dense). place links every L px.
  const out = []
  let acc = 0, idx = 0
  const seg = []
  for (let i = 1; i < pts.length; i++) seg.push(Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]))
  let s = 0, i = 0, pos = 0
  const total = seg.reduce((a, b) => a + b, 0)
  const shadowD = 'M' + pts.map((p) => f1(p[0] + (opts.sdx ?? 5)) + ' ' + f1(p[1] + (opts.sdy ?? 8))).join('L')
  if (!opts.noShadow) sc.bgParts.push(`<path d="${shadowD}" fill="none" stroke="#000" stroke-opacity="${opts.dark ? 0.45 : 0.2}" stroke-width="${f1(L * 0.7)}" stroke-linecap="round" filter="url(#b4)"/>`)
  let d = '', k = 0
  const links = []
  for (pos = 0; pos < total; pos += L) {
    while (i < seg.length - 1 && s + seg[i] < pos) { s += seg[i]; i++ }
    const t = (pos - s) / (seg[i] || 1)
    const x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * t, y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t
    const ang = Math.atan2(pts[i + 1][1] - pts[i][1], pts[i + 1][0] - pts[i][0])
    const lum = 0.5 + 0.28 * Math.sin(ang * 2 + 0.7) + 0.18 * Math.sin(pos * 0.05) + (k % 7 === 0 ? 0.15 : 0)
    const col = ramp(METAL[typeof metal === 'function' ? metal(k) : metal], lum)
    const dark = ramp(METAL[typeof metal === 'function' ? metal(k) : metal], lum * 0.55)
    if (k % 2 === 0) links.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(L * 0.64)}" ry="${f1(L * 0.4)}" transform="rotate(${f1(ang / deg)} ${f1(x)} ${f1(y)})" fill="none" stroke="${dark}" stroke-width="${f1(L * 0.24)}"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(L * 0.64)}" ry="${f1(L * 0.4)}" transform="rotate(${f1(ang / deg)} ${f1(x)} ${f1(y)})" fill="none" stroke="${col}" stroke-width="${f1(L * 0.14)}"/>`)
    else links.push(`<line x1="${f1(x - Math.cos(ang) * L * 0.6)}" y1="${f1(y - Math.sin(ang) * L * 0.6)}" x2="${f1(x + Math.cos(ang) * L * 0.6)}" y2="${f1(y + Math.sin(ang) * L * 0.6)}" stroke="${col}" stroke-width="${f1(L * 0.26)}" stroke-linecap="round"/>`)
    k++
  }
  sc.push(zBase, links.join(''))
}
// sample a cubic Bezier chain of control points [[p0,c1,c2,p1],...]
function bez(segs, n = 60) {
  const out = []
  for (const [p0, c1, c2, p1] of segs) for (let i = 0; i <= n; i++) {
    const t = i / n, u = 1 - t
    out.push([u * u * u * p0[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p1[0], u * u * u * p0[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p1[1]])
  }
  return out
}
// smooth closed/open curve through points (Catmull-Rom)
function smooth(pts, closed = false, n = 16) {
  const out = [], N = pts.length
  const get = (i) => closed ? pts[(i + N) % N] : pts[clamp(i, 0, N - 1)]
  const last = closed ? N : N - 1
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1), p1 = get(i), p2 = get(i + 1), p3 = get(i + 2)
    for (let j = 0; j < n; j++) {
      const t = j / n, t2 = t * t, t3 = t2 * t
      out.push([0, 1].map((k) => 0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)))
    }
  }
  if (closed) out.push(out[0]); else out.push(pts[N - 1])
  return out
}

// ---------------------------------------------------------------- product models
const finMetals = (fin) => fin === 'GG' ? ['Y', 'Y'] : fin === 'WG' ? ['W', 'W'] : ['W', 'Y']

function ringModel(sc, c, M, off, p, r) {
  const fin = p.mpn.slice(-2), [m1, m2] = finMetals(fin)
  const wide = p.filterRingWidth[0] === 'wide'
  const R = 1, t = wide ? 0.105 : 0.095, w = wide ? 0.3 : 0.16, K = 1.85
  const en = p.filterRingEnamelColor[0]
  const col = p.name.en
  const model = p.mpn.slice(3, 7)
  let mat = () => m1
  const stones = [] // {th,u,size}
  const lineIn = (u, ranges) => ranges.some(([a, b]) => Math.abs(u) >= a && Math.abs(u) <= b)
  if (model === '1101') { mat = (s, u) => (s === 'outer' && Math.abs(u) < 0.32 ? { en: 'red' } : m1) }
  else if (model === '1102') { mat = (s, u) => (s === 'outer' && Math.abs(u) < 0.75 && ((u * 3.2 + 10) % 1) < 0.38 ? { en: 'rose' } : m1) }
  else if (model === '1103') { mat = (s, u) => (s === 'outer' && Math.abs(u) > 0.78 ? 'Y' : 'W') }
  else if (model === '1201') { mat = (s, u) => (s === 'outer' && lineIn(u, [[0, 0.08], [0.56, 0.72]]) ? { en: 'blue' } : m1); for (let k = 0; k < 40; k++) { stones.push({ th: (k / 40) * 2 * Math.PI, u: k % 2 ? 0.32 : -0.32, size: 0.026 }) } }
  else if (model === '1202') { mat = (s, u) => (s === 'outer' && lineIn(u, [[0.34, 0.6]]) ? { en: 'green' } : m1); for (let k = 0; k < 36; k++) stones.push({ th: (k / 36) * 2 * Math.PI, u: 0, size: 0.03 }) }
  else if (model === '1203') { mat = (s, u, th) => (s === 'outer' && Math.abs(u) < 0.8 && (((th * 22) / (2 * Math.PI) + u * 1.3 + 10) % 1) < 0.3 ? { en: 'yellow' } : m1) }
  else if (model === '1204') { mat = (s, u, th) => (s === 'outer' && Math.abs(u - 0.42 * Math.sin(3 * th)) < 0.16 ? { en: 'orange' } : m1); for (let k = 0; k < 6; k++) { const th = Math.PI / 6 + (k * Math.PI) / 3; for (const d of [-0.16, 0, 0.16]) stones.push({ th: th + d, u: -0.5 * Math.sin(3 * th), size: 0.034 }) } }
  else if (model === '1205') { mat = (s, u) => (s === 'outer' && Math.abs(u) < 0.62 && Math.abs(u) > 0.05 ? { en: 'white' } : m1) }
  else if (model === '1206') { mat = (s, u) => (s === 'outer' ? (Math.abs(u) < 0.34 ? { en: 'black' } : u < 0 ? 'W' : 'Y') : u < 0 || s === 'inner' ? 'W' : 'Y'); for (let k = 0; k < 44; k++) stones.push({ th: (k / 44) * 2 * Math.PI, u: 0, size: 0.042 }) }
  else if (model === '1401') { mat = (s, u) => (s === 'outer' && ((Math.abs(u) * 5 + 0.5) % 1) < 0.16 ? { m: 'Y', k: 0.7 } : 'Y') }
  else if (model === '1701') { mat = () => m1; for (let k = 0; k < 48; k++) { const th = (k / 48) * 2 * Math.PI; stones.push({ th, u: 0.5 * Math.sin(2 * th), size: 0.05 }) } }
  else if (model === '1501') { mat = (s, u) => (u < 0 ? 'W' : 'Y'); const ths = [1.35, 1.5, 1.62, 1.8, 1.95, 1.2, 2.2, 1.05]; ths.forEach((th, k) => stones.push({ th, u: [0, 0.25, -0.2, 0.1, -0.3, 0.3, 0, -0.1][k], size: [0.04, 0.026, 0.03, 0.035, 0.022, 0.024, 0.028, 0.02][k] })) }
  const bb = band(sc, c, M, off, { R, t, w, segs: 160, faceN: wide ? 22 : 14, mat })
  for (const st of stones) { const bp = bandPoint(M, off, R, t, w, st.th, st.u, 0.004); stoneAt(sc, c, r, bp.p, bp.n, st.size * K, m1 === 'W' || model === '1206' ? 'W' : m1) }
  // top ornaments
  const top = bandPoint(M, off, R, t, w, Math.PI / 2, 0, 0.01)
  if (p.name.de === 'Herzstück') {
    const size = wide ? 0.36 : 0.3
    const o = add(top.p, mul(top.n, 0.05))
    heartOrnament(sc, c, r, o, top.ax, mul(top.tan, -1), size, { metal: model === '1103' ? 'Y' : m1, enamel: en, halo: model === '1101', pave: false, center: model === '1103' || model === '1102' })
  }
  if (p.filterRingDiamonds[0] === 'solitaire' && p.name.de !== 'Herzstück') {
    const g = add(top.p, mul(top.n, 0.3))
    solitaire(sc, c, r, g, top.n, 0.25, m1)
  }
  return bb
}

function ringScene(sc, p, r, kind, bgName) {
  const b = background(sc, bgName, r)
  const W = sc.W, H = sc.H
  let yaw = (35 + r() * 30) * (r() < 0.5 ? -1 : 1), pitch = 8 + r() * 10 + (p.name.de === 'Herzstück' ? 18 : 0), roll = (r() - 0.5) * 8
  let s = Math.min(W, H) * 0.29, cx = W / 2, cy = H * 0.5
  if (kind === 'landscape') { cx = W * (r() < 0.5 ? 0.36 : 0.64); s = H * 0.33; cy = H * 0.47 }
  if (kind === 'set-1') { s = Math.min(W, H) * 0.42; cy = H * 0.7; pitch = 20 + r() * 10; yaw *= 0.6 }
  if (kind === 'set-2') { pitch = -(62 + r() * 10); yaw = (r() - 0.5) * 30; roll = r() * 360; s = Math.min(W, H) * 0.3 }
  const M = rot(yaw, pitch, roll)
  const c = cam(cx, cy, s)
  const bb = ringModel(sc, c, M, [0, 0, 0], p, r)
  const lying = kind === 'set-2'
  if (lying) ringShadow(sc, (bb.minX + bb.maxX) / 2 + 14, (bb.minY + bb.maxY) / 2 + 20, (bb.maxX - bb.minX) * 0.46, (bb.maxY - bb.minY) * 0.44, b.dark)
  else shadow(sc, (bb.minX + bb.maxX) / 2 + 10, bb.maxY - 4, (bb.maxX - bb.minX) * 0.62, Math.max(14, (bb.maxX - bb.minX) * 0.1), b.dark)
}

function necklaceScene(sc, p, r, kind, bgName) {
  const b = background(sc, bgName, r, { noHorizon: true })
  const W = sc.W, H = sc.H, fin = p.mpn.slice(-2), [m1, m2] = finMetals(fin), model = p.mpn.slice(3, 7)
  const metalFn = fin === 'GW' ? (k) => (Math.floor(k / 6) % 2 ? 'Y' : 'W') : m1
  let L = Math.max(7, Math.min(W, H) * 0.0085)
  let pend, pts
  const close = kind === 'set-1'
  if (model === '2901' || (model === '2902' && kind !== 'set-1')) {
    // chain laid in an organic loop (top-down)
    const n = 9, cx = W * (kind === 'landscape' ? 0.58 : 0.5), cy = H * 0.52, rx = Math.min(W, H) * (close ? 0.62 : 0.34) * (kind === 'landscape' ? 1.5 : 1), ry = Math.min(W, H) * (close ? 0.5 : 0.3)
    const ctrl = Array.from({ length: n }, (_, k) => { const a = (k / n) * 2 * Math.PI + r() * 0.3; const q = 0.82 + r() * 0.3; return [cx + Math.cos(a) * rx * q, cy + Math.sin(a) * ry * q] })
    pts = smooth(ctrl, true, 24)
    if (close) L *= 1.9
    chainLinks(sc, pts, metalFn, L, 0, { dark: b.dark })
    if (model === '2902') pend = { at: pts[Math.floor(pts.length * 0.3)], type: 'solitaire' }
    else {
      // clasp: spring ring
      const q = pts[Math.floor(pts.length * 0.7)]
      sc.push(1, `<circle cx="${f1(q[0])}" cy="${f1(q[1])}" r="${f1(L * 1.4)}" fill="none" stroke="url(#g${m1})" stroke-width="${f1(L * 0.45)}"/>`)
    }
  } else {
    // hanging V (main, landscape) or close-up
    const cx = kind === 'landscape' ? W * (r() < 0.5 ? 0.38 : 0.62) : W / 2
    const py = close ? H * 0.42 : H * (0.6 + r() * 0.06)
    const spread = close ? W * 0.9 : W * (kind === 'landscape' ? 0.36 : 0.42)
    if (close) L *= 1.8
    const left = bez([[[cx - spread, -20], [cx - spread * 0.95, py * 0.55], [cx - spread * 0.35, py * 0.98], [cx, py]]])
    const right = bez([[[cx, py], [cx + spread * 0.35, py * 0.98], [cx + spread * 0.95, py * 0.55], [cx + spread, -20]]])
    pts = left.concat(right.slice(1))
    chainLinks(sc, pts, metalFn, L, 0, { dark: b.dark })
    pend = { at: [cx, py], type: 'hang' }
  }
  const ps = (close ? 2.3 : 1) * Math.min(W, H) * (kind === 'landscape' ? 0.1 : 0.09)
  if (pend) drawPendant(sc, r, p, pend, ps, m1, m2, model, b)
}
function drawPendant(sc, r, p, pend, ps, m1, m2, model, b) {
  const [x, y] = pend.at
  const c = cam(x, y, 1)
  const e1 = [1, 0, 0], e2 = [0, 1, 0]
  const bail = (yy, rr) => sc.push(5, `<ellipse cx="${f1(x)}" cy="${f1(yy)}" rx="${f1(rr * 0.55)}" ry="${f1(rr)}" fill="none" stroke="url(#g${m1})" stroke-width="${f1(rr * 0.35)}"/>`)
  const dropShadow = (cy, rr) => sc.bgParts.push(`<ellipse cx="${f1(x + rr * 0.12)}" cy="${f1(cy + rr * 0.2)}" rx="${f1(rr)}" ry="${f1(rr)}" fill="#000" opacity="${b.dark ? 0.5 : 0.22}" filter="url(#b12)"/>`)
  if (model === '2101' || model === '2102') {
    const cy = y + ps * 1.25
    bail(y + ps * 0.15, ps * 0.22)
    dropShadow(cy, ps)
    heartOrnament(sc, c, r, [0, -(cy - y), 0], e1, e2, ps, { metal: m1, enamel: model === '2101' ? 'red' : null, pave: model === '2102', thick: 0.14 })
  } else if (model === '2801' || model === '2802') {
    const cy = y + ps * 1.3, big = model === '2801'
    bail(y + ps * 0.1, ps * 0.2)
    dropShadow(cy, ps * (big ? 1.2 : 0.9))
    const R1 = ps * (big ? 1.25 : 0.95)
    let rays = ''
    const N = big ? 16 : 12
    for (let k = 0; k < N; k++) {
      const a = (k / N) * 2 * Math.PI, long = k % 2 === 0
      const ro = R1 * (long ? 1 : 0.72), ri = ps * 0.42, wa = long ? 0.09 : 0.07
      const P = (rad, an) => `${f1(x + rad * Math.cos(an))} ${f1(cy + rad * Math.sin(an))}`
      rays += `<path d="M${P(ri, a - wa)}L${P(ro, a)}L${P(ri, a + wa)}Z" fill="url(#g${m1})" stroke="${m1 === 'Y' ? '#8a6a2c' : '#6d7076'}" stroke-width=".8"/>`
      if (big && long) rays += `<g transform="translate(${P(ro + ps * 0.06, a).replace(' ', ' ')}) scale(${f3(ps * 0.075)})">${brilliantSVG(r, m1)}</g>`
    }
    sc.push(3, rays)
    sc.push(4, `<g transform="translate(${f1(x)} ${f1(cy)}) scale(${f3(ps * (big ? 0.48 : 0.4))})">${brilliantSVG(r, m1)}</g>`)
  } else if (model === '2001') {
    const cy = y + ps * 1.3
    bail(y + ps * 0.12, ps * 0.2)
    dropShadow(cy, ps)
    const cid = sc.uid('clip'), D = 'M0 -1.2C0.3 -0.6 0.85 -0.05 0.85 0.42C0.85 0.9 0.45 1.2 0 1.2C-0.45 1.2 -0.85 0.9 -0.85 0.42C-0.85 -0.05 -0.3 -0.6 0 -1.2Z'
    sc.defs.push(`<clipPath id="${cid}"><path d="${D}" transform="scale(.86)"/></clipPath>`)
    let g = ''
    for (let yy = -1.1; yy < 1.2; yy += 0.2) for (let xx = -0.9; xx < 0.95; xx += 0.21) g += `<g transform="translate(${f3(xx + (Math.round(yy / 0.2) % 2) * 0.105)} ${f3(yy)}) scale(.105)">${brilliantSVG(r, m1)}</g>`
    sc.push(3, `<g transform="translate(${f1(x)} ${f1(cy)}) scale(${f3(ps)})"><path d="${D}" transform="translate(.04 .05)" fill="#5b5e63"/><path d="${D}" fill="url(#g${m1})"/><g clip-path="url(#${cid})">${g}</g></g>`)
  } else if (model === '2501') {
    for (const [dx, dy, sz] of [[-ps * 1.6, -ps * 0.55, 0.32], [0, ps * 0.35, 0.42], [ps * 1.6, -ps * 0.55, 0.32]]) {
      const xx = x + dx, yy = y + dy + ps * 0.3
      dropShadow(yy, ps * sz * 1.4)
      sc.push(4, `<g transform="translate(${f1(xx)} ${f1(yy)}) scale(${f3(ps * sz)})">${brilliantSVG(r, dx === 0 ? 'Y' : 'W')}</g>`)
    }
  } else if (pend.type === 'solitaire') {
    dropShadow(y, ps * 0.5)
    sc.push(4, `<g transform="translate(${f1(x)} ${f1(y)}) scale(${f3(ps * 0.42)})">${brilliantSVG(r, m1)}</g>`)
  } else {
    // silken chain close-up: single bezel stone
    dropShadow(y, ps * 0.4)
    sc.push(4, `<g transform="translate(${f1(x)} ${f1(y)}) scale(${f3(ps * 0.36)})">${brilliantSVG(r, m1)}</g>`)
  }
}

function coinModel(sc, c, r, M, off, o) {
  // o: {metal, faceMetal, motif, enamel, halo, stone, R}
  const R = o.R ?? 1, th = 0.07
  const bb = band(sc, c, M, off, { R: R - 0.06, t: 0.06, w: th, segs: 96, faceN: 4, mat: () => o.metal })
  const front = add(ap(M, [0, 0, th]), off), back = add(ap(M, [0, 0, -th]), off)
  const nz = ap(M, [0, 0, 1])[2]
  const ex = ap(M, [1, 0, 0]), ey = ap(M, [0, 1, 0])
  const fm = o.faceMetal ?? o.metal
  const dark = fm === 'Y' ? '#6e5220' : '#55585e', light = fm === 'Y' ? '#fff3cf' : '#ffffff'
  const face = nz >= 0 ? front : back
  const m = planeMatrix(c, face, nz >= 0 ? ex : mul(ex, -1), ey, R)
  let s = `<circle r=".97" fill="url(#r${fm})"/>`
  for (let k = 0; k < 14; k++) s += `<circle r="${f3(0.1 + k * 0.055)}" fill="none" stroke="${k % 2 ? light : dark}" stroke-opacity=".06" stroke-width=".02"/>`
  s += `<circle r=".86" fill="none" stroke="${dark}" stroke-opacity=".55" stroke-width=".03"/><circle r=".84" fill="none" stroke="${light}" stroke-opacity=".6" stroke-width=".015"/>`
  if (nz >= 0) {
    const eng = (d, sw) => `<path d="${d}" fill="none" stroke="${light}" stroke-opacity=".8" stroke-width="${sw}" transform="translate(.012 .012)" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${dark}" stroke-width="${sw}" stroke-linejoin="round"/>`
    if (o.motif === 'heart' && !o.enamel) s += `<g transform="scale(.5)">${eng(HEART, 0.09)}</g>`
    if (o.motif === 'heart' && o.enamel) s += `<g transform="scale(.46)"><path d="${HEART}" fill="url(#e_${o.enamel})" stroke="url(#gY)" stroke-width=".12"/></g>`
    if (o.motif === 'star') s += `<g transform="scale(.56)">${eng(starPath(5, 1, 0.42), 0.07)}</g><g transform="scale(.1)">${brilliantSVG(r, 'W')}</g>`
    if (o.motif === 'clover') s += `<g transform="scale(.62)"><path d="${cloverPath()}" fill="${o.enamel ? `url(#e_${o.enamel})` : 'none'}" stroke="${dark}" stroke-width=".05"/></g>`
    if (o.halo) for (let k = 0; k < 20; k++) { const a = (k / 20) * 2 * Math.PI; s += `<g transform="translate(${f3(0.72 * Math.cos(a))} ${f3(0.72 * Math.sin(a))}) scale(.065)">${brilliantSVG(r, 'W')}</g>` }
  }
  sc.push(Math.max(front[2], back[2]) + 0.01, `<g transform="${m}">${s}</g>`)
  // bail (loop) on top
  const bo = add(ap(M, [0, R + 0.13, 0]), off)
  const Mb = mm(M, Ry(Math.PI / 2))
  const bb2 = band(sc, c, Mb, bo, { R: 0.12, t: 0.035, w: 0.04, segs: 40, faceN: 4, mat: () => o.metal })
  return { minX: Math.min(bb.minX, bb2.minX), maxX: Math.max(bb.maxX, bb2.maxX), minY: Math.min(bb.minY, bb2.minY), maxY: Math.max(bb.maxY, bb2.maxY), top: c.p(add(ap(M, [0, R + 0.25, 0]), off)) }
}
function amuletOpts(p) {
  const model = p.mpn.slice(3, 7), fin = p.mpn.slice(-2)
  if (model === '5601') return { metal: 'Y', motif: 'heart' }
  if (model === '5602') return { metal: 'W', motif: 'star' }
  if (model === '5603') return { metal: 'Y', motif: 'clover', enamel: 'green' }
  return { metal: 'Y', faceMetal: 'W', motif: 'heart', enamel: 'red', halo: true }
}
function amuletScene(sc, p, r, kind, bgName) {
  const b = background(sc, bgName, r)
  const W = sc.W, H = sc.H
  const o = amuletOpts(p)
  let s = Math.min(W, H) * 0.26, cx = W / 2, cy = H * 0.5, yaw = (r() - 0.5) * 50, pitch = (r() - 0.5) * 20, roll = (r() - 0.5) * 16
  if (kind === 'landscape') { cx = W * (r() < 0.5 ? 0.35 : 0.65); s = H * 0.38 }
  if (kind === 'set-1') { s = Math.min(W, H) * 0.42; yaw *= 0.3; pitch *= 0.3; cy = H * 0.55 }
  const lying = kind === 'set-2' || kind === 'landscape'
  if (lying) { pitch = -62 - r() * 10; yaw = (r() - 0.5) * 20; roll = r() * 360 }
  const c = cam(cx, cy, s)
  const M = rot(yaw, pitch, roll)
  const bb = coinModel(sc, c, r, M, [0, 0, 0], o)
  const L = Math.max(7, Math.min(W, H) * 0.009)
  if (!lying) {
    const tp = bb.top
    const pts = bez([[[tp[0], tp[1]], [tp[0] - 30, tp[1] - H * 0.2], [tp[0] - W * 0.28, 0], [tp[0] - W * 0.32, -30]]]).concat(bez([[[tp[0], tp[1]], [tp[0] + 30, tp[1] - H * 0.2], [tp[0] + W * 0.28, 0], [tp[0] + W * 0.32, -30]]]))
    chainLinks(sc, bez([[[tp[0], tp[1]], [tp[0] - 20, tp[1] - H * 0.15], [tp[0] - W * 0.22, H * 0.02], [tp[0] - W * 0.3, -30]]]), o.metal, L, 10, { dark: b.dark, sdx: 14, sdy: 22 })
    chainLinks(sc, bez([[[tp[0], tp[1]], [tp[0] + 20, tp[1] - H * 0.15], [tp[0] + W * 0.22, H * 0.02], [tp[0] + W * 0.3, -30]]]), o.metal, L, -10, { dark: b.dark, sdx: 14, sdy: 22 })
    shadow(sc, (bb.minX + bb.maxX) / 2 + 25, bb.maxY + 10, (bb.maxX - bb.minX) * 0.5, (bb.maxX - bb.minX) * 0.12, b.dark, 0.9)
  } else {
    shadow(sc, (bb.minX + bb.maxX) / 2 + 14, (bb.minY + bb.maxY) / 2 + 18, (bb.maxX - bb.minX) * 0.5, (bb.maxY - bb.minY) * 0.5, b.dark, 0.8)
    // pooled chain leading out of frame
    const tp = bb.top, ang = Math.atan2(tp[1] - cy, tp[0] - cx)
    const ctrl = [tp, [tp[0] + Math.cos(ang) * 120, tp[1] + Math.sin(ang) * 120]]
    for (let k = 0; k < 5; k++) ctrl.push([ctrl[ctrl.length - 1][0] + (r() - 0.3) * W * 0.25, ctrl[ctrl.length - 1][1] + (r() - 0.5) * H * 0.35])
    ctrl.push([W + 40, ctrl[ctrl.length - 1][1]])
    chainLinks(sc, smooth(ctrl.map((q) => [clamp(q[0], -60, W + 60), clamp(q[1], 40, H - 40)]), false, 20), o.metal, L, -5, { dark: b.dark })
  }
}

function braceletScene(sc, p, r, kind, bgName) {
  const b = background(sc, bgName, r)
  const W = sc.W, H = sc.H, fin = p.mpn.slice(-2), [m1, m2] = finMetals(fin), model = p.mpn.slice(3, 7)
  let s = Math.min(W, H) * 0.34, cx = W / 2, cy = H * 0.5
  if (kind === 'landscape') { cx = W * (r() < 0.5 ? 0.38 : 0.62); s = H * 0.4 }
  const close = kind === 'set-1'
  if (close) { s = Math.min(W, H) * 0.55; cy = H * 0.4 }
  const pitch = -(close ? 35 : 45 + r() * 12), yaw = (r() - 0.5) * 20, roll = (r() - 0.5) * 24
  const M = rot(yaw, pitch, roll)
  const c = cam(cx, cy, s)
  const RX = 1, RY = 0.82
  let bb
  if (model === '3401' || model === '3402') {
    const seg = 2 * Math.PI / 64
    const mat = (side, u, th) => {
      const idx = Math.floor(th / seg)
      const groove = ((th / seg) % 1) < 0.12
      const m = fin === 'GW' ? (Math.abs(u) < 0.25 ? 'Y' : 'W') : m1
      return groove && side === 'outer' ? { m, k: 0.6 } : m
    }
    // flex bracelet is an oval: squash in local Y via matrix
    const Ms = mm(M, [1, 0, 0, 0, RY, 0, 0, 0, 1])
    bb = band(sc, c, Ms, [0, 0, 0], { R: 1, t: 0.06, w: 0.2, segs: 192, faceN: 18, mat })
    if (model === '3402') for (let k = 0; k < 33; k++) { const th = Math.PI * 0.9 + (k / 33) * Math.PI * 1.2; const bp = bandPoint(Ms, [0, 0, 0], 1, 0.06, 0.2, th, 0, 0.004); stoneAt(sc, c, r, bp.p, norm(ap(M, [Math.cos(th) / 1, Math.sin(th) / RY, 0])), 0.045, 'W') }
  } else if (model === '3701' || model === '3702') {
    const N = 16
    bb = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity }
    for (let k = 0; k < N; k++) {
      const th = (k / N) * 2 * Math.PI
      const pos = ap(M, [RX * Math.cos(th), RY * Math.sin(th), 0])
      const tan = norm([-RX * Math.sin(th), RY * Math.cos(th), 0])
      const tanAng = Math.atan2(tan[1], tan[0])
      // link: oval ring whose long axis is the tangent, alternating flat / upright
      const Ml = mm(M, mm(Rz(tanAng), mm(Rx(k % 2 ? Math.PI / 2 : 0.25), [1.0, 0, 0, 0, 0.62, 0, 0, 0, 1])))
      const lb = band(sc, c, Ml, pos, { R: 0.24, t: 0.035, w: 0.035, segs: 36, faceN: 4, mat: () => m1 })
      bb = { minX: Math.min(bb.minX, lb.minX), maxX: Math.max(bb.maxX, lb.maxX), minY: Math.min(bb.minY, lb.minY), maxY: Math.max(bb.maxY, lb.maxY) }
      if (model === '3702' && k % 2 === 0) { const n = norm(ap(M, [0, 0, 1])); stoneAt(sc, c, r, add(pos, mul(n, 0.06)), n, 0.06, m1, 0.1) }
    }
  } else {
    // chain bracelets with heart / amulet clasp
    const pts3 = Array.from({ length: 241 }, (_, i) => { const th = Math.PI / 2 + (i / 240) * 2 * Math.PI; return ap(M, [RX * Math.cos(th), RY * Math.sin(th), 0]) })
    const back = [], front = []
    for (const q of pts3) (q[2] < 0 ? back : front).push(c.p(q))
    const L = s * 0.03
    const twoPts = pts3.map((q) => c.p(q))
    // braided = two offset strands
    chainLinks(sc, twoPts.map((q) => [q[0], q[1] - L * 0.35]), m1, L, -1, { dark: b.dark })
    chainLinks(sc, twoPts.map((q) => [q[0] + L * 0.3, q[1] + L * 0.35]), m1, L * 1.02, -0.9, { dark: b.dark, noShadow: true })
    const fp = ap(M, [0, -RY, 0]) // front point
    const ex = norm(ap(M, [1, 0, 0])), ez = norm(ap(M, [0, 0, 1]))
    if (model.startsWith('31')) {
      heartOrnament(sc, c, r, add(fp, [0, 0.05, 0.1]), [1, 0, 0], [0, 0.8, -0.6], 0.24, { metal: m1, enamel: model === '3101' ? 'red' : 'rose', halo: model === '3102' })
    } else {
      const Mc = rot(yaw * 0.5, -28, 0)
      coinModel(sc, c, r, Mc, add(fp, [0, 0.12, 0.3]), { metal: 'Y', motif: 'clover', R: 0.26 })
    }
    bb = { minX: Math.min(...twoPts.map((q) => q[0])), maxX: Math.max(...twoPts.map((q) => q[0])), minY: Math.min(...twoPts.map((q) => q[1])), maxY: Math.max(...twoPts.map((q) => q[1])) }
  }
  ringShadow(sc, (bb.minX + bb.maxX) / 2 + 14, (bb.minY + bb.maxY) / 2 + 22, (bb.maxX - bb.minX) * 0.48, (bb.maxY - bb.minY) * 0.45, b.dark)
}

function earringsScene(sc, p, r, kind, bgName) {
  const b = background(sc, bgName, r)
  const W = sc.W, H = sc.H, fin = p.mpn.slice(-2), [m1] = finMetals(fin), model = p.mpn.slice(3, 7)
  const hoop = p.filterEarringsType[0] === 'hoop_earrings'
  const single = kind === 'set-1'
  const base = Math.min(W, H)
  const xs = single ? [W / 2] : kind === 'landscape' ? [W * 0.36, W * 0.62] : [W * 0.32, W * 0.68]
  xs.forEach((x, i) => {
    const y = H * (single ? 0.5 : 0.5 + (i ? 0.04 : -0.03))
    if (hoop) {
      const big = model === '4702' || model === '4201'
      const s = base * (single ? 0.34 : big ? 0.2 : 0.15) * (kind === 'landscape' ? 1.15 : 1)
      const M = rot((i ? 1 : -1) * (25 + r() * 30), 10 + r() * 15, (r() - 0.5) * 20)
      const c = cam(x, y, s)
      const t = 0.07, w = model === '4701' ? 0.09 : 0.07
      const mat = model === '4201' ? (side, u) => (side === 'outer' && Math.abs(u) < 0.35 ? { en: 'blue' } : m1) : () => m1
      const th0 = -Math.PI / 2 + 0.07, th1 = th0 + 2 * Math.PI - 0.14
      const bb = band(sc, c, M, [0, 0, 0], { R: 1, t, w, segs: 110, faceN: 10, mat, th0, th1 })
      if (model === '4702') for (let k = 0; k < 22; k++) { const th = th0 + 0.2 + (k / 21) * (th1 - th0 - 0.4); const bp = bandPoint(M, [0, 0, 0], 1, t, w, th, 0, 0.003); stoneAt(sc, c, r, bp.p, bp.n, 0.055, 'W') }
      // hinged post
      const pa = c.p(ap(M, [Math.cos(th0), Math.sin(th0), 0])), pb = c.p(ap(M, [Math.cos(th1), Math.sin(th1), 0]))
      shadow(sc, (bb.minX + bb.maxX) / 2 + 14, bb.maxY - 4, (bb.maxX - bb.minX) * 0.6, s * 0.12, b.dark, 0.9)
    } else {
      const s = base * (single ? 0.3 : 0.12) * (kind === 'landscape' ? 1.2 : 1)
      const c = cam(x, y, s)
      const tilt = rot((i ? 1 : -1) * (10 + r() * 25), (r() - 0.5) * 30, (r() - 0.5) * 30)
      const e1 = ap(tilt, [1, 0, 0]), e2 = ap(tilt, [0, 1, 0])
      sc.bgParts.push(`<ellipse cx="${f1(x + s * 0.25)}" cy="${f1(y + s * 0.35)}" rx="${f1(s * 1.0)}" ry="${f1(s * 0.95)}" fill="#000" opacity="${b.dark ? 0.5 : 0.2}" filter="url(#b12)"/>`)
      if (model === '4101') heartOrnament(sc, c, r, [0, 0, 0], e1, e2, 1, { metal: m1, enamel: 'red' })
      else if (model === '4501') {
        const n = norm(cross(e1, e2))
        for (let k = 0; k < 4; k++) { const a = Math.PI / 4 + (k * Math.PI) / 2; const q = c.p(add(mul(e1, Math.cos(a) * 0.95), mul(e2, Math.sin(a) * 0.95))); sc.push(1, `<circle cx="${f1(q[0])}" cy="${f1(q[1])}" r="${f1(s * 0.13)}" fill="url(#r${m1})"/>`) }
        stoneAt(sc, c, r, [0, 0, 0], n, 0.9, m1, 0)
      } else if (model === '4502') {
        const n = norm(cross(e1, e2))
        stoneAt(sc, c, r, [0, 0.9, 0], n, 0.45, m1)
        const cid = sc.uid('clip'), D = 'M0 1C0.25 0.5 0.7 0.05 0.7 -0.35C0.7 -0.75 0.38 -1 0 -1C-0.38 -1 -0.7 -0.75 -0.7 -0.35C-0.7 0.05 -0.25 0.5 0 1Z'
        sc.defs.push(`<clipPath id="${cid}"><path d="${D}" transform="scale(.86)"/></clipPath>`)
        let g = ''
        for (let yy = -1; yy < 1; yy += 0.22) for (let xx = -0.7; xx < 0.75; xx += 0.23) g += `<g transform="translate(${f3(xx + (Math.round(yy / 0.22) % 2) * 0.115)} ${f3(yy)}) scale(.115)">${brilliantSVG(r, m1)}</g>`
        const m = planeMatrix(c, [0, -1.05, 0.1], e1, mul(e2, -1), 1)
        const j1 = c.p([0, 0.45, 0]), j2 = c.p([0, -0.1, 0])
        sc.push(0.5, `<line x1="${f1(j1[0])}" y1="${f1(j1[1])}" x2="${f1(j2[0])}" y2="${f1(j2[1])}" stroke="url(#g${m1})" stroke-width="${f1(s * 0.08)}" stroke-linecap="round"/>`)
        sc.push(1, `<g transform="${m}"><path d="${D}" fill="url(#g${m1})"/><g clip-path="url(#${cid})">${g}</g></g>`)
      } else if (model === '4801') {
        const m = planeMatrix(c, [0, 0, 0], e1, e2, 1)
        let rays = ''
        for (let k = 0; k < 12; k++) { const a = (k / 12) * 2 * Math.PI, ro = k % 2 ? 0.78 : 1.05, wa = 0.13; rays += `<path d="M${f3(0.36 * Math.cos(a - wa))} ${f3(0.36 * Math.sin(a - wa))}L${f3(ro * Math.cos(a))} ${f3(ro * Math.sin(a))}L${f3(0.36 * Math.cos(a + wa))} ${f3(0.36 * Math.sin(a + wa))}Z" fill="url(#g${m1})" stroke="#8a6a2c" stroke-width=".015"/>` }
        sc.push(1, `<g transform="${m}">${rays}<circle r=".42" fill="url(#r${m1})"/><g transform="scale(.32)">${brilliantSVG(r, m1)}</g></g>`)
      }
    }
  })
}

function productImage(p, idx, kind, bgName) {
  const [W, H] = kind === 'landscape' ? [1600, 900] : [1200, 1200]
  const sc = new Scene(W, H)
  const r = rng(p.mpn + kind)
  const fn = { ring: ringScene, necklace: necklaceScene, bracelet: braceletScene, earrings: earringsScene, amulet: amuletScene }[p.type]
  fn(sc, p, r, kind, bgName)
  return sc
}

// ---------------------------------------------------------------- editorial scenes
function plinth(sc, x, y, w, h, tone = 'stone') {
  const id = sc.uid('pl')
  const cols = tone === 'stone' ? ['#d9d5ce', '#b7b1a7', '#8f897f'] : tone === 'dark' ? ['#4a4743', '#2f2d2a', '#1d1c1a'] : ['#e9d6cd', '#cdb3a8', '#a88d82']
  sc.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${cols[1]}"/><stop offset=".45" stop-color="${cols[0]}"/><stop offset="1" stop-color="${cols[2]}"/></linearGradient>`)
  const ry = w * 0.16
  sc.bgParts.push(`<ellipse cx="${f1(x + 20)}" cy="${f1(y + h + 10)}" rx="${f1(w * 0.62)}" ry="${f1(ry * 0.8)}" fill="#000" opacity=".35" filter="url(#b30)"/>`)
  sc.bgParts.push(`<path d="M${f1(x - w / 2)} ${f1(y)}L${f1(x - w / 2)} ${f1(y + h)}A${f1(w / 2)} ${f1(ry)} 0 0 0 ${f1(x + w / 2)} ${f1(y + h)}L${f1(x + w / 2)} ${f1(y)}Z" fill="url(#${id})"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w / 2)}" ry="${f1(ry)}" fill="${cols[0]}"/><ellipse cx="${f1(x - w * 0.08)}" cy="${f1(y - ry * 0.1)}" rx="${f1(w * 0.36)}" ry="${f1(ry * 0.7)}" fill="#fff" opacity=".18" filter="url(#b12)"/>`)
}
function goldLight(sc, r, W, H, n = 6, cx = 0.5, cy = 0.5, op = 0.6) {
  let s = ''
  for (let i = 0; i < n; i++) {
    const rx = W * (0.15 + r() * 0.45), ry = rx * (0.25 + r() * 0.35)
    s += `<ellipse cx="${f1(W * cx + (r() - 0.5) * W * 0.6)}" cy="${f1(H * cy + (r() - 0.5) * H * 0.6)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="none" stroke="#e9c77d" stroke-width="${f1(1 + r() * 3)}" opacity="${f3(op * (0.2 + r() * 0.5))}" transform="rotate(${f1(-25 + r() * 50)} ${f1(W * cx)} ${f1(H * cy)})"/>`
  }
  for (let i = 0; i < 4; i++) s += `<circle cx="${f1(W * cx + (r() - 0.5) * W * 0.7)}" cy="${f1(H * cy + (r() - 0.5) * H * 0.6)}" r="${f1(H * (0.1 + r() * 0.25))}" fill="#d8a94f" opacity="${f3(op * 0.25)}" filter="url(#b70)"/>`
  sc.bgParts.push(s)
}
function workbench(sc, r, W, H, opt = {}) {
  // jeweller's bench: wall, window light, lamp, peg board and bench pin
  const id = sc.uid('wb')
  sc.defs.push(`<linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a221b"/><stop offset="1" stop-color="#1a1511"/></linearGradient>
<linearGradient id="${id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a5634"/><stop offset=".5" stop-color="#5d3f25"/><stop offset="1" stop-color="#3b2816"/></linearGradient>
<radialGradient id="${id}l" cx="${opt.lampX ?? 0.62}" cy=".52" r=".55"><stop offset="0" stop-color="#ffd99a" stop-opacity=".75"/><stop offset=".5" stop-color="#e9a64e" stop-opacity=".25"/><stop offset="1" stop-color="#e9a64e" stop-opacity="0"/></radialGradient>`)
  const top = H * (opt.top ?? 0.55)
  let s = `<rect width="${W}" height="${H}" fill="url(#${id}w)"/>`
  // window with mullions and light shaft
  const wx = W * (opt.winX ?? 0.12), ww = W * 0.26, wy = H * 0.06, wh = top - H * 0.14
  s += `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(ww)}" height="${f1(wh)}" fill="#f3e2bf" opacity=".55"/><path d="M${f1(wx + ww / 2)} ${f1(wy)}V${f1(wy + wh)}M${f1(wx)} ${f1(wy + wh / 2)}H${f1(wx + ww)}" stroke="#2a221b" stroke-width="${f1(W * 0.008)}"/>`
  s += `<path d="M${f1(wx)} ${f1(wy)}L${f1(wx + ww)} ${f1(wy)}L${f1(wx + ww + W * 0.45)} ${f1(H)}L${f1(wx + W * 0.12)} ${f1(H)}Z" fill="#ffe7b8" opacity=".12" filter="url(#b30)"/>`
  // tools on wall: pliers, files as silhouettes
  for (let i = 0; i < 7; i++) {
    const x = W * (0.5 + i * 0.055), y = H * 0.12, len = H * (0.14 + r() * 0.12)
    s += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(W * 0.008)}" height="${f1(len)}" rx="3" fill="${i % 3 ? '#8c8e92' : '#a0703f'}" opacity=".7"/><rect x="${f1(x - W * 0.004)}" y="${f1(y + len)}" width="${f1(W * 0.016)}" height="${f1(H * 0.06)}" rx="5" fill="#6b4a2b" opacity=".8"/>`
  }
  s += `<rect y="${f1(top)}" width="${W}" height="${f1(H - top)}" fill="url(#${id}t)"/>`
  // wood grain
  for (let i = 0; i < 14; i++) { const y = top + (H - top) * (i / 14 + r() * 0.05); s += `<path d="M0 ${f1(y)}C${f1(W * 0.3)} ${f1(y + (r() - 0.5) * 20)} ${f1(W * 0.6)} ${f1(y + (r() - 0.5) * 20)} ${W} ${f1(y + (r() - 0.5) * 14)}" stroke="#2e1f11" stroke-opacity=".25" stroke-width="${f1(1 + r() * 2)}" fill="none"/>` }
  // bench pin (wedge) with the characteristic V cut-out
  const px = W * (opt.pinX ?? 0.62), pw = W * 0.22
  s += `<path d="M${f1(px - pw / 2)} ${f1(top + H * 0.04)}L${f1(px - pw * 0.08)} ${f1(top + H * 0.04)}L${f1(px)} ${f1(top + H * 0.16)}L${f1(px + pw * 0.08)} ${f1(top + H * 0.04)}L${f1(px + pw / 2)} ${f1(top + H * 0.04)}L${f1(px + pw * 0.6)} ${f1(top + H * 0.2)}L${f1(px - pw * 0.6)} ${f1(top + H * 0.2)}Z" fill="#c9a577" opacity=".9"/>`
  s += `<rect width="${W}" height="${H}" fill="url(#${id}l)"/>`
  sc.bgParts.push(s)
  return top
}
function ringAt(sc, product, x, y, s, yaw, pitch, roll, r, shadowDark = true) {
  const c = cam(x, y, s)
  const bb = ringModel(sc, c, rot(yaw, pitch, roll), [0, 0, 0], product, r)
  shadow(sc, (bb.minX + bb.maxX) / 2 + 10, bb.maxY - 3, (bb.maxX - bb.minX) * 0.6, Math.max(10, (bb.maxX - bb.minX) * 0.1), shadowDark)
  return bb
}
function enamelPots(sc, r, x, y, s, colors) {
  let out = ''
  colors.forEach((col, i) => {
    const px = x + (i % 3) * s * 2.4 + (Math.floor(i / 3) % 2) * s * 1.2, py = y + Math.floor(i / 3) * s * 1.3
    out += `<ellipse cx="${f1(px + s * 0.2)}" cy="${f1(py + s * 0.35)}" rx="${f1(s * 1.05)}" ry="${f1(s * 0.5)}" fill="#000" opacity=".35" filter="url(#b12)"/>`
    out += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(s)}" ry="${f1(s * 0.45)}" fill="#e9e6e0"/><ellipse cx="${f1(px)}" cy="${f1(py - 2)}" rx="${f1(s * 0.8)}" ry="${f1(s * 0.34)}" fill="#c9c5bd"/><ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(s * 0.72)}" ry="${f1(s * 0.29)}" fill="url(#e_${col})"/>`
  })
  sc.bgParts.push(out)
}
function brush(sc, x1, y1, x2, y2, w) {
  sc.fgParts.push(`<line x1="${f1(x1 + 8)}" y1="${f1(y1 + 14)}" x2="${f1(x2 + 8)}" y2="${f1(y2 + 14)}" stroke="#000" stroke-opacity=".3" stroke-width="${f1(w)}" stroke-linecap="round" filter="url(#b12)"/><line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="#2b1d14" stroke-width="${f1(w)}" stroke-linecap="round"/><line x1="${f1(x2)}" y1="${f1(y2)}" x2="${f1(x2 + (x2 - x1) * 0.12)}" y2="${f1(y2 + (y2 - y1) * 0.12)}" stroke="url(#gY)" stroke-width="${f1(w * 0.9)}"/><path d="M${f1(x2 + (x2 - x1) * 0.12)} ${f1(y2 + (y2 - y1) * 0.12)}L${f1(x2 + (x2 - x1) * 0.2)} ${f1(y2 + (y2 - y1) * 0.2)}" stroke="#1c1c1c" stroke-width="${f1(w * 0.6)}" stroke-linecap="round"/>`)
}
function cloth(sc, r, x, y, w, h, col) {
  const id = sc.uid('cl'), cid = sc.uid('cc')
  const pts = []
  const N = 14
  for (let k = 0; k < N; k++) {
    const a = (k / N) * 2 * Math.PI
    const px = x + w / 2 + (w / 2) * Math.sign(Math.cos(a)) * Math.pow(Math.abs(Math.cos(a)), 0.5) * (0.85 + r() * 0.25)
    const py = y + h / 2 + (h / 2) * Math.sign(Math.sin(a)) * Math.pow(Math.abs(Math.sin(a)), 0.5) * (0.85 + r() * 0.25)
    pts.push([px, py])
  }
  const d = 'M' + smooth(pts, true, 10).map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L') + 'Z'
  sc.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(col, '#ffffff', 0.3)}"/><stop offset=".55" stop-color="${col}"/><stop offset="1" stop-color="${mix(col, '#000000', 0.2)}"/></linearGradient><clipPath id="${cid}"><path d="${d}"/></clipPath>`)
  let folds = ''
  for (let i = 0; i < 9; i++) {
    const x0 = x + w * r(), y0 = y - 20, x1 = x + w * r(), y1 = y + h + 20
    const fd = `M${f1(x0)} ${f1(y0)}C${f1(x0 + (r() - 0.5) * w * 0.5)} ${f1(y + h * 0.35)} ${f1(x1 + (r() - 0.5) * w * 0.5)} ${f1(y + h * 0.65)} ${f1(x1)} ${f1(y1)}`
    folds += `<path d="${fd}" stroke="${mix(col, '#000000', 0.35)}" stroke-opacity=".3" stroke-width="${f1(14 + r() * 30)}" fill="none" filter="url(#b30)"/><path d="${fd}" transform="translate(${f1(10 + r() * 14)} 0)" stroke="#ffffff" stroke-opacity=".35" stroke-width="${f1(6 + r() * 12)}" fill="none" filter="url(#b12)"/>`
  }
  sc.bgParts.push(`<path d="${d}" transform="translate(18 26)" fill="#000" opacity=".3" filter="url(#b30)"/><path d="${d}" fill="url(#${id})"/><g clip-path="url(#${cid})">${folds}</g>`)
}
function skyline(sc, r, W, H) {
  const id = sc.uid('sky')
  sc.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2a3a"/><stop offset=".45" stop-color="#8d5a3f"/><stop offset=".7" stop-color="#e6a95c"/><stop offset="1" stop-color="#f6d9a0"/></linearGradient>`)
  let s = `<rect width="${W}" height="${H}" fill="url(#${id})"/><circle cx="${f1(W * 0.68)}" cy="${f1(H * 0.62)}" r="${f1(H * 0.09)}" fill="#fff1cf" opacity=".9"/><circle cx="${f1(W * 0.68)}" cy="${f1(H * 0.62)}" r="${f1(H * 0.3)}" fill="#ffd58a" opacity=".35" filter="url(#b70)"/>`
  const hills = (y0, amp, col, op) => { let d = `M0 ${H}L0 ${f1(y0)}`; for (let x = 0; x <= W; x += W / 12) d += `L${f1(x)} ${f1(y0 - amp * (0.5 + 0.5 * Math.sin(x * 0.006 + r() * 2)) - r() * amp * 0.3)}`; return `<path d="${d}L${W} ${H}Z" fill="${col}" opacity="${op}"/>` }
  s += hills(H * 0.62, H * 0.12, '#3e3d45', 0.55) + hills(H * 0.7, H * 0.1, '#262a2a', 0.8)
  // rooftops of the town
  let d = `M0 ${H}`, x = 0
  while (x < W) { const bw = 40 + r() * 90, bh = H * (0.12 + r() * 0.12), y = H * 0.86 - bh; d += `L${f1(x)} ${f1(y + 20)}L${f1(x + bw / 2)} ${f1(y - (r() < 0.15 ? 70 : 10))}L${f1(x + bw)} ${f1(y + 20)}`; x += bw }
  s += `<path d="${d}L${W} ${H}Z" fill="#17161a"/>`
  for (let i = 0; i < 40; i++) s += `<rect x="${f1(r() * W)}" y="${f1(H * (0.76 + r() * 0.18))}" width="5" height="7" fill="#ffcf7a" opacity="${f3(0.4 + r() * 0.5)}"/>`
  // the river Enz reflecting the gold light
  s += `<rect y="${f1(H * 0.93)}" width="${W}" height="${f1(H * 0.07)}" fill="#2a2530"/>`
  for (let i = 0; i < 20; i++) s += `<rect x="${f1(W * 0.68 - 80 + r() * 160)}" y="${f1(H * (0.935 + r() * 0.06))}" width="${f1(20 + r() * 80)}" height="2" fill="#ffd58a" opacity=".6"/>`
  sc.bgParts.push(s)
}

function editorial(name, products) {
  const P = (mpn) => products.find((p) => p.mpn === mpn)
  const mobile = name.endsWith('-mobile.webp')
  const [W, H] = name.startsWith('hero-') ? (mobile ? [900, 1200] : [2000, 1000]) : [1200, 900]
  const sc = new Scene(W, H)
  const r = rng(name)
  const key = name.replace(/\.webp$/, '').replace(/-mobile$/, '')
  const S = Math.min(W, H)
  switch (key) {
    case 'hero-home': {
      background(sc, 'charcoal', r, { lightX: mobile ? 0.5 : 0.7, lightY: 0.45 })
      goldLight(sc, r, W, H, 9, mobile ? 0.5 : 0.68, mobile ? 0.6 : 0.5, 0.7)
      const x = mobile ? W * 0.5 : W * 0.7, y = mobile ? H * 0.8 : H * 0.72
      plinth(sc, x, y, S * 0.7, H - y + 40, 'dark')
      ringAt(sc, P('10-1101-00-1-GG'), x - S * 0.02, y - S * 0.33, S * 0.26, -48, 22, -4, r)
      break
    }
    case 'hero-house': {
      workbench(sc, r, W, H, { lampX: mobile ? 0.5 : 0.66, pinX: mobile ? 0.5 : 0.66, winX: mobile ? 0.08 : 0.12, top: mobile ? 0.6 : 0.55 })
      const x = mobile ? W * 0.45 : W * 0.62, y = mobile ? H * 0.8 : H * 0.74
      ringAt(sc, P('10-1401-00-1-GG'), x, y - S * 0.14, S * 0.13, 40, 16, 0, r)
      ringAt(sc, P('10-1301-00-1-WG'), x + S * 0.36, y - S * 0.1, S * 0.1, -55, 14, 5, r)
      brush(sc, x - S * 0.7, y + S * 0.2, x - S * 0.3, y + S * 0.05, S * 0.022)
      break
    }
    case 'hero-craft': {
      background(sc, 'marble', r, { noHorizon: true })
      enamelPots(sc, r, mobile ? W * 0.2 : W * 0.08, mobile ? H * 0.15 : H * 0.2, S * 0.09, ['red', 'blue', 'green', 'rose', 'yellow', 'orange'])
      const x = mobile ? W * 0.5 : W * 0.68, y = mobile ? H * 0.62 : H * 0.5
      ringAt(sc, P('10-1201-00-1-GG'), x, y, S * 0.22, 50, 18, -6, r, false)
      ringAt(sc, P('10-1202-00-1-WG'), x + S * (mobile ? -0.15 : 0.48), y + S * (mobile ? 0.42 : 0.12), S * 0.16, -40, 20, 8, r, false)
      brush(sc, mobile ? W * 0.05 : W * 0.3, H * 0.95, mobile ? W * 0.4 : W * 0.45, H * 0.7, S * 0.018)
      break
    }
    case 'hero-care': {
      background(sc, 'velvet', r, { lightX: 0.6 })
      cloth(sc, r, mobile ? W * 0.05 : W * 0.05, mobile ? H * 0.08 : H * 0.15, mobile ? W * 0.6 : W * 0.35, mobile ? H * 0.35 : H * 0.7, '#e6cfc5')
      const x = mobile ? W * 0.55 : W * 0.62, y = mobile ? H * 0.68 : H * 0.52
      ringAt(sc, P('10-1701-00-1-WG'), x, y, S * 0.2, -35, 16, 0, r)
      const c = cam(x + S * (mobile ? -0.3 : 0.55), y + S * (mobile ? 0.22 : 0.05), S * 0.16)
      const bb = coinModel(sc, c, r, rot(-20, -60, 30), [0, 0, 0], amuletOpts(P('50-5601-00-1-GG')))
      shadow(sc, (bb.minX + bb.maxX) / 2 + 14, (bb.minY + bb.maxY) / 2 + 16, (bb.maxX - bb.minX) * 0.5, (bb.maxY - bb.minY) * 0.5, true, 0.8)
      break
    }
    case 'hero-herzstueck': {
      background(sc, 'blush', r, { lightX: 0.6 })
      goldLight(sc, r, W, H, 5, 0.6, 0.5, 0.35)
      const x = mobile ? W * 0.5 : W * 0.68, y = mobile ? H * 0.56 : H * 0.48
      ringAt(sc, P('10-1101-00-1-GG'), x, y, S * 0.24, 42, 24, 3, r, false)
      ringAt(sc, P('10-1102-00-1-WG'), x + S * (mobile ? 0.24 : 0.5), y + S * (mobile ? 0.4 : 0.12), S * 0.15, -50, 16, -6, r, false)
      const hx = x - S * (mobile ? 0.2 : 0.5), hy = y + S * (mobile ? 0.3 : 0.28)
      sc.bgParts.push(`<ellipse cx="${f1(hx + 12)}" cy="${f1(hy + 16)}" rx="${f1(S * 0.1)}" ry="${f1(S * 0.05)}" fill="#000" opacity=".22" filter="url(#b12)"/>`)
      heartOrnament(sc, cam(hx, hy, S * 0.09), r, [0, 0, 0], [1, 0, 0], norm([0, 0.45, -0.9]), 1, { metal: 'Y', enamel: 'red', thick: 0.25 })
      break
    }
    case 'hero-rings': {
      // The ring page: a row of rings of every design and width on a long plinth.
      background(sc, 'champagne', r, { lightX: mobile ? 0.5 : 0.62 })
      goldLight(sc, r, W, H, 6, mobile ? 0.5 : 0.62, 0.5, 0.4)
      const y = mobile ? H * 0.74 : H * 0.7
      plinth(sc, mobile ? W * 0.5 : W * 0.64, y, mobile ? S * 0.9 : S * 1.5, H - y + 40, 'stone')
      const row = mobile
        ? [['10-1206-00-2-GW', 0.3, 0.11], ['10-1101-00-1-GG', 0.55, 0.13], ['10-1301-00-1-WG', 0.78, 0.1]]
        : [['10-1206-00-2-GW', 0.4, 0.1], ['10-1101-00-1-GG', 0.54, 0.12], ['10-1301-00-1-WG', 0.68, 0.1], ['10-1204-00-1-GG', 0.82, 0.11]]
      row.forEach(([mpn, fx, size], i) => ringAt(sc, P(mpn), W * fx, y - S * (size + 0.05), S * size, i % 2 ? -42 : 44, 18, i % 2 ? 4 : -4, r))
      break
    }
    case 'card-house':
    case 'tom-home-workshop': {
      workbench(sc, r, W, H, { lampX: 0.58, pinX: 0.58, top: 0.58 })
      ringAt(sc, P(key === 'card-house' ? '10-1103-00-2-GW' : '10-1206-00-2-GW'), W * 0.55, H * 0.62, S * 0.16, 45, 18, 0, r)
      brush(sc, W * 0.08, H * 0.96, W * 0.32, H * 0.8, S * 0.025)
      break
    }
    case 'card-craft': {
      background(sc, 'charcoal', r, { noHorizon: true })
      enamelPots(sc, r, W * 0.12, H * 0.18, S * 0.1, ['black', 'white', 'red', 'blue', 'green', 'yellow'])
      ringAt(sc, P('10-1204-00-1-GG'), W * 0.62, H * 0.62, S * 0.2, -45, 18, 4, r)
      break
    }
    case 'card-herzstueck': {
      const q = P('20-2101-00-1-GG')
      necklaceScene(sc, q, rng('card-herz-n'), 'main', 'blush')
      break
    }
    case 'card-care': {
      background(sc, 'ivory', r)
      // open jewellery case
      const x = W / 2, y = H * 0.62
      sc.bgParts.push(`<path d="M${x - 330} ${y - 230}L${x + 330} ${y - 230}L${x + 300} ${y - 40}L${x - 300} ${y - 40}Z" fill="#2c3b34"/><path d="M${x - 300} ${y - 40}L${x + 300} ${y - 40}L${x + 320} ${y + 150}L${x - 320} ${y + 150}Z" fill="#1c2823"/><ellipse cx="${x}" cy="${y + 170}" rx="380" ry="40" fill="#000" opacity=".3" filter="url(#b30)"/><path d="M${x - 280} ${y - 20}L${x + 280} ${y - 20}L${x + 300} ${y + 130}L${x - 300} ${y + 130}Z" fill="#3c5247"/><path d="M${x - 60} ${y + 5}L${x + 60} ${y + 5}L${x + 64} ${y + 80}L${x - 64} ${y + 80}Z" fill="#22302a"/>`)
      ringAt(sc, P('10-1302-00-1-GG'), x, y - 50, S * 0.16, 30, 10, 0, r)
      break
    }
    case 'tom-house-pforzheim': {
      skyline(sc, r, W, H)
      break
    }
    case 'tom-craft-setting': {
      background(sc, 'charcoal', r, { lightX: 0.55 })
      ringAt(sc, P('10-1301-00-1-WG'), W * 0.5, H * 0.5 + S * 0.62, S * 0.5, 38, 14, 0, r)
      // loupe ring
      sc.fgParts.push(`<circle cx="${W * 0.5}" cy="${H * 0.5}" r="${S * 0.44}" fill="none" stroke="#111" stroke-width="40" opacity=".65"/><circle cx="${W * 0.5}" cy="${H * 0.5}" r="${S * 0.42}" fill="none" stroke="url(#gW)" stroke-width="8" opacity=".6"/>`)
      // graver
      sc.fgParts.push(`<path d="M${W * 0.92} ${H * 0.95}L${W * 0.66} ${H * 0.63}L${W * 0.645} ${H * 0.6}L${W * 0.675} ${H * 0.625}Z" fill="url(#gW)"/><path d="M${W} ${H * 1.02}L${W * 0.9} ${H * 0.9}L${W * 0.93} ${H * 0.88}L${W * 1.05} ${H}Z" fill="#5b3a22"/>`)
      break
    }
    case 'tom-care-service': {
      background(sc, 'champagne', r)
      cloth(sc, r, W * 0.05, H * 0.5, W * 0.9, H * 0.45, '#efe6d8')
      ringAt(sc, P('10-1501-00-2-GW'), W * 0.42, H * 0.55, S * 0.17, 40, 14, 0, r, false)
      ringAt(sc, P('10-1205-00-1-WG'), W * 0.68, H * 0.6, S * 0.15, -50, 18, 0, r, false)
      break
    }
    default:
      throw new Error('no editorial scene for ' + name)
  }
  return sc
}

// ---------------------------------------------------------------- main
const BGS = ['ivory', 'champagne', 'charcoal', 'marble', 'blush', 'velvet']
const bgFor = (mpn, i) => BGS[(i * 5 + Math.floor(i / 6)) % BGS.length] // must match the alt texts in products.json

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null
  const products = JSON.parse(fs.readFileSync(path.join(DATA, 'products.json'), 'utf8'))
  const pages = JSON.parse(fs.readFileSync(path.join(DATA, 'pages.json'), 'utf8'))
  const jobs = []
  products.forEach((p, i) => {
    const main = bgFor(p.mpn, i)
    const alt = (k) => BGS[(BGS.indexOf(main) + k) % BGS.length]
    jobs.push([p.images.main, () => productImage(p, i, 'main', main)])
    jobs.push([p.images.landscape, () => productImage(p, i, 'landscape', alt(2))])
    p.images.set.forEach((f, k) => jobs.push([f, () => productImage(p, i, `set-${k + 1}`, alt(k ? 1 : 4))]))
  })
  const pageImgs = new Set()
  const walk = (o) => { if (Array.isArray(o)) o.forEach(walk); else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) { if (['image', 'imageMobile'].includes(k) && typeof v === 'string') pageImgs.add(v); else walk(v) } }
  walk(pages)
  for (const f of pageImgs) jobs.push([f, () => editorial(f, products)])
  let done = 0
  const run = async ([file, fn]) => {
    if (only && !file.includes(only)) return
    const svg = fn().toSVG()
    await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 5 }).toFile(path.join(DIR, file))
    done++
  }
  const queue = jobs.slice()
  await Promise.all(Array.from({ length: 3 }, async () => { while (queue.length) await run(queue.shift()) }))
  console.log(`wrote ${done} images`)
}
main().catch((e) => { console.error(e); process.exit(1) })
