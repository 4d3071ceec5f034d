// The pieces: physically based materials and geometry for every product in seed/data/products.json.
// Units: a ring's band radius is 1. Every builder returns { root, focus?, surfaces? } with the piece
// resting on the table (y = 0).
import * as THREE from 'three'

// ---------------------------------------------------------------- materials
// Metal F0 colours (sRGB) after measured reflectance of 18 ct alloys.
export const METAL = { Y: '#f0cd86', W: '#e0e0dc', R: '#ecb9a4' }
export const ENAMEL = { red: '#740812', rose: '#e39aa6', blue: '#1d3b8c', green: '#2f6e4d', yellow: '#f0bc28', orange: '#e26a17', white: '#f3f0e8', black: '#121212' }
const METAL_ROUGH = 0.14

const cache = new Map()
const once = (k, f) => { if (!cache.has(k)) cache.set(k, f()); return cache.get(k) }
export const metal = (m, rough = METAL_ROUGH) => once(`m${m}${rough}`, () => new THREE.MeshPhysicalMaterial({ color: METAL[m], metalness: 1, roughness: rough, envMapIntensity: 1.15 }))
export const enamel = (c) => once(`e${c}`, () => new THREE.MeshPhysicalMaterial({ color: ENAMEL[c], metalness: 0, roughness: 0.4, clearcoat: 1, clearcoatRoughness: 0.04, sheen: 0 }))
export const diamond = () => once('d', () => new THREE.MeshPhysicalMaterial({
  color: 0xffffff, metalness: 0, roughness: 0, transmission: 1, thickness: 1.2, ior: 2.42, dispersion: 4,
  specularIntensity: 1, envMapIntensity: 2.2, flatShading: true, attenuationColor: 0xf4f6ff, attenuationDistance: 4,
}))
const stoneMat = (m) => once(`stone${m}`, () => new THREE.MeshPhysicalMaterial({ color: m, roughness: 0.75, metalness: 0, envMapIntensity: 0.8 }))

// Canvas-painted surface maps for bands: albedo, and clearcoat/roughness/metalness in R/G/B.
function surfaceMaps(fn, { w = 1024, h = 96 } = {}) {
  const a = document.createElement('canvas'); a.width = w; a.height = h
  const o = document.createElement('canvas'); o.width = w; o.height = h
  const ga = a.getContext('2d'), go = o.getContext('2d')
  const ia = ga.createImageData(w, h), io = go.createImageData(w, h)
  const col = {}
  const rgb = (hx) => col[hx] ?? (col[hx] = [1, 3, 5].map((i) => parseInt(hx.slice(i, i + 2), 16)))
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const v = (y + 0.5) / h, th = ((x + 0.5) / w) * 2 * Math.PI
    const m = fn(v, th)
    const k = (y * w + x) * 4
    let c, cc, r, mt
    if (typeof m === 'string') { c = rgb(METAL[m]); cc = 0; r = METAL_ROUGH; mt = 1 }
    else if (m.en) { c = rgb(ENAMEL[m.en]); cc = 1; r = 0.4; mt = 0 }
    else { c = rgb(METAL[m.m]); cc = 0; r = m.r ?? 0.45; mt = 1; if (m.k) c = c.map((q) => q * m.k) }
    ia.data[k] = c[0]; ia.data[k + 1] = c[1]; ia.data[k + 2] = c[2]; ia.data[k + 3] = 255
    io.data[k] = cc * 255; io.data[k + 1] = r * 255; io.data[k + 2] = mt * 255; io.data[k + 3] = 255
  }
  ga.putImageData(ia, 0, 0); go.putImageData(io, 0, 0)
  const map = new THREE.CanvasTexture(a); map.colorSpace = THREE.SRGBColorSpace; map.anisotropy = 8
  const orm = new THREE.CanvasTexture(o); orm.anisotropy = 8
  return new THREE.MeshPhysicalMaterial({ map, roughnessMap: orm, metalnessMap: orm, clearcoatMap: orm, roughness: 1, metalness: 1, clearcoat: 1, clearcoatRoughness: 0.04, envMapIntensity: 1.15 })
}

// ---------------------------------------------------------------- geometry
// A band swept round the z axis. The cross-section runs from the middle of the inner face, over
// one edge, across the domed outer face and back, so uv.y = 0.25..0.75 is the outer face.
// pattern(side, u, th): side 'outer' | 'inner' | 'rim', u from -1 to 1 across the band.
function bandMesh({ R = 1, t = 0.1, w = 0.2, segs = 192, th0 = 0, th1 = 2 * Math.PI, pattern, material, dome = 0.3 }) {
  const rc = Math.min(t, w) * 0.4
  const prof = [] // [radialOffset, z, v]
  const push = (r, z) => prof.push([r, z])
  const N1 = 6, N2 = 8, NO = 40
  for (let i = 0; i <= N1; i++) push(-t, -(w - rc) * (i / N1)) // inner face, middle to -edge
  for (let i = 1; i <= N2; i++) { const a = Math.PI + (i / N2) * (Math.PI / 2); push(-t + rc + rc * Math.cos(a), -(w - rc) + rc * Math.sin(a)) }
  // side wall (-z)
  for (let i = 1; i <= 2; i++) push(-t + rc + (2 * t - 2 * rc - dome * t * 0) * (i / 2), -w)
  const outerStart = prof.length
  for (let i = 1; i <= N2; i++) { const a = 1.5 * Math.PI + (i / N2) * (Math.PI / 2); push(t - rc + rc * Math.cos(a) - dome * t, -(w - rc) + rc * Math.sin(a)) }
  for (let i = 1; i < NO; i++) { const z = -(w - rc) + (2 * (w - rc)) * (i / NO); push(t - rc + rc - dome * t * (z / (w - rc)) ** 2, z) }
  for (let i = 0; i <= N2; i++) { const a = (i / N2) * (Math.PI / 2); push(t - rc + rc * Math.cos(a) - dome * t, (w - rc) + rc * Math.sin(a)) }
  const outerEnd = prof.length - 1
  for (let i = 1; i <= 2; i++) push(t - rc - dome * t - (2 * t - 2 * rc - dome * t) * (i / 2), w)
  for (let i = 1; i <= N2; i++) { const a = Math.PI / 2 + (i / N2) * (Math.PI / 2); push(-t + rc + rc * Math.cos(a), (w - rc) + rc * Math.sin(a)) }
  for (let i = 1; i <= N1; i++) push(-t, (w - rc) * (1 - i / N1))
  const P = prof.length
  const full = Math.abs(th1 - th0 - 2 * Math.PI) < 1e-6
  const nT = segs + 1
  const pos = new Float32Array(nT * P * 3), uv = new Float32Array(nT * P * 2)
  for (let i = 0; i < nT; i++) {
    const th = th0 + (th1 - th0) * (i / segs)
    const c = Math.cos(th), s = Math.sin(th)
    for (let j = 0; j < P; j++) {
      const [r, z] = prof[j]
      const k = i * P + j
      pos[k * 3] = (R + r) * c; pos[k * 3 + 1] = (R + r) * s; pos[k * 3 + 2] = z
      // uv.y: outer face 0.25..0.75 by z, rims and inner outside that range
      let v
      if (j >= outerStart && j <= outerEnd) v = 0.5 + 0.25 * (z / w)
      else if (j < outerStart) v = j < N1 + 1 ? 0.02 : 0.15
      else v = j > P - N1 - 2 ? 0.98 : 0.85
      uv[k * 2] = (th - th0) / (2 * Math.PI) + (th0 / (2 * Math.PI)); uv[k * 2 + 1] = v
    }
  }
  const idx = []
  for (let i = 0; i < segs; i++) for (let j = 0; j < P - 1; j++) {
    const a = i * P + j, b = (i + 1) * P + j
    idx.push(a, b, a + 1, b, b + 1, a + 1)
  }
  const g = new THREE.BufferGeometry()
  g.setAttribute('position', new THREE.BufferAttribute(pos, 3)); g.setAttribute('uv', new THREE.BufferAttribute(uv, 2)); g.setIndex(idx)
  g.computeVertexNormals()
  if (full) { // weld the seam normals
    const n = g.attributes.normal
    for (let j = 0; j < P; j++) { const a = j, b = segs * P + j; const x = n.getX(a) + n.getX(b), y = n.getY(a) + n.getY(b), z = n.getZ(a) + n.getZ(b); const l = Math.hypot(x, y, z) || 1; n.setXYZ(a, x / l, y / l, z / l); n.setXYZ(b, x / l, y / l, z / l) }
  }
  const mat = material ?? surfaceMaps((v, th) => {
    if (v >= 0.25 && v <= 0.75) return pattern('outer', (v - 0.5) / 0.25, th)
    return pattern(v < 0.1 || v > 0.9 ? 'inner' : 'rim', v < 0.5 ? -1 : 1, th)
  })
  const mesh = new THREE.Mesh(g, mat)
  // where a point on the outer face sits (local coords): for stones and ornaments
  mesh.userData.surface = (th, u) => {
    const z = u * (w - rc)
    const r = R + t - dome * t * (u * u)
    const p = new THREE.Vector3(r * Math.cos(th), r * Math.sin(th), z)
    const n = new THREE.Vector3(Math.cos(th), Math.sin(th), 2 * dome * t * u / (w - rc) * 0.5).normalize()
    return { p, n }
  }
  return mesh
}

// A brilliant cut (57 facets, approximated): lathe profile with 8-fold symmetry and flat shading.
const brilliantGeo = once('brilliant', () => {
  const pts = [[0, -0.86], [0.98, -0.03], [1, 0], [1, 0.03], [0.8, 0.2], [0.55, 0.34], [0, 0.34]].map(([x, y]) => new THREE.Vector2(x, y))
  return new THREE.LatheGeometry(pts, 16)
})
export function stone(r) {
  const m = new THREE.Mesh(brilliantGeo, diamond()); m.scale.setScalar(r); return m
}
// stones set into a surface: instanced brilliants whose table faces along n
function stonesOn(list) { // list of {p, n, r}
  const im = new THREE.InstancedMesh(brilliantGeo, diamond(), list.length)
  const q = new THREE.Quaternion(), up = new THREE.Vector3(0, 1, 0), m = new THREE.Matrix4()
  list.forEach((s, i) => {
    q.setFromUnitVectors(up, s.n.clone().normalize())
    const p = s.p.clone().addScaledVector(s.n, s.r * (s.lift ?? 0.05))
    m.compose(p, q, new THREE.Vector3(s.r, s.r, s.r)); im.setMatrixAt(i, m)
  })
  return im
}
// a collet (cup) holding a stone: metal ring round the girdle
function collet(r, m) {
  const g = new THREE.LatheGeometry([[r * 0.3, -r * 0.9], [r * 1.02, -r * 0.25], [r * 1.14, 0.02 * r], [r * 1.18, r * 0.1], [r * 1.04, r * 0.14], [r * 0.98, r * 0.04]].map(([x, y]) => new THREE.Vector2(x, y)), 48)
  const grp = new THREE.Group()
  grp.add(new THREE.Mesh(g, metal(m)))
  const s = stone(r * 0.97); s.position.y = 0.02 * r; grp.add(s)
  return grp
}
// four-claw solitaire head: stone with prongs and a basket, y = girdle
function solitaireHead(r, m) {
  const grp = new THREE.Group()
  const s = stone(r); grp.add(s)
  for (let k = 0; k < 4; k++) {
    const a = Math.PI / 4 + (k * Math.PI) / 2
    const curve = new THREE.QuadraticBezierCurve3(new THREE.Vector3(Math.cos(a) * r * 0.3, -r * 1.1, Math.sin(a) * r * 0.3), new THREE.Vector3(Math.cos(a) * r * 1.25, -r * 0.2, Math.sin(a) * r * 1.25), new THREE.Vector3(Math.cos(a) * r * 0.9, r * 0.3, Math.sin(a) * r * 0.9))
    const pr = new THREE.Mesh(new THREE.TubeGeometry(curve, 16, r * 0.075, 8), metal(m))
    const tip = new THREE.Mesh(new THREE.SphereGeometry(r * 0.09, 12, 8), metal(m)); tip.position.copy(curve.getPoint(1))
    grp.add(pr, tip)
  }
  const basket = new THREE.Mesh(new THREE.TorusGeometry(r * 0.62, r * 0.05, 8, 32), metal(m)); basket.rotation.x = Math.PI / 2; basket.position.y = -r * 0.55
  grp.add(basket)
  return grp
}

// ---------------------------------------------------------------- shapes
const HEART = [[0, -0.95], [-0.35, -0.62, -1, -0.2, -1, 0.28], [-1, 0.68, -0.68, 0.92, -0.38, 0.92], [-0.18, 0.92, -0.05, 0.8, 0, 0.66], [0.05, 0.8, 0.18, 0.92, 0.38, 0.92], [0.68, 0.92, 1, 0.68, 1, 0.28], [1, -0.2, 0.35, -0.62, 0, -0.95]]
function heartShape(s = 1, dx = 0, dy = 0) {
  const sh = new THREE.Shape(); const [m0, ...cs] = HEART
  sh.moveTo(m0[0] * s + dx, m0[1] * s + dy)
  for (const c of cs) sh.bezierCurveTo(c[0] * s + dx, c[1] * s + dy, c[2] * s + dx, c[3] * s + dy, c[4] * s + dx, c[5] * s + dy)
  return sh
}
const DROP = (s = 1) => { const sh = new THREE.Shape(); sh.moveTo(0, 1.2 * s); sh.bezierCurveTo(0.3 * s, 0.6 * s, 0.85 * s, 0.05 * s, 0.85 * s, -0.42 * s); sh.bezierCurveTo(0.85 * s, -0.9 * s, 0.45 * s, -1.2 * s, 0, -1.2 * s); sh.bezierCurveTo(-0.45 * s, -1.2 * s, -0.85 * s, -0.9 * s, -0.85 * s, -0.42 * s); sh.bezierCurveTo(-0.85 * s, 0.05 * s, -0.3 * s, 0.6 * s, 0, 1.2 * s); return sh }
function starShape(n, r1, r2) { const sh = new THREE.Shape(); for (let i = 0; i < n * 2; i++) { const a = Math.PI / 2 + (i * Math.PI) / n, rr = i % 2 ? r2 : r1; i ? sh.lineTo(rr * Math.cos(a), rr * Math.sin(a)) : sh.moveTo(rr * Math.cos(a), rr * Math.sin(a)) } return sh }
const extrude = (shape, depth, bevel, mat, curveSegments = 48) => new THREE.Mesh(new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: bevel > 0, bevelThickness: bevel, bevelSize: bevel, bevelSegments: 5, curveSegments }), mat)
function inside(poly, x, y) { let c = false; for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) { const a = poly[i], b = poly[j]; if ((a.y > y) !== (b.y > y) && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) c = !c } return c }
function paveIn(shape, z, pitch, r, margin = 0.92) {
  const poly = shape.getPoints(64).map((p) => p.clone().multiplyScalar(margin))
  const out = []
  const bb = new THREE.Box2().setFromPoints(poly)
  for (let y = bb.min.y + pitch / 2, row = 0; y < bb.max.y; y += pitch * 0.87, row++) for (let x = bb.min.x + (row % 2 ? pitch / 2 : 0); x < bb.max.x; x += pitch) {
    if (inside(poly, x, y) && [0, 1, 2, 3].every((k) => inside(poly, x + Math.cos(k * 1.57) * r * 0.9, y + Math.sin(k * 1.57) * r * 0.9))) out.push({ p: new THREE.Vector3(x, y, z), n: new THREE.Vector3(0, 0, 1), r, lift: -0.05 })
  }
  return out
}

// A heart ornament in the xy plane facing +z, back at z = 0.
function heart(size, o) {
  const { m = 'Y', en, pave, halo, centre, thick = 0.16 } = o
  const g = new THREE.Group()
  const body = extrude(heartShape(1), thick * 0.6, thick * 0.2, metal(m)); body.position.z = thick * 0.2
  g.add(body)
  const front = thick * 1.0
  if (en) { const e = extrude(heartShape(0.8, 0, 0.02), 0.02, 0.015, enamel(en)); e.position.z = front - 0.01; g.add(e) }
  if (pave) g.add(stonesOn(paveIn(heartShape(1), front, 0.17, 0.075)))
  if (halo) {
    const pts = heartShape(1.0).getSpacedPoints(13).slice(0, 13)
    // halo set on a rim just outside the heart
    const rimG = extrude(heartShape(1.2), thick * 0.3, thick * 0.12, metal(m)); rimG.position.z = thick * 0.1; g.add(rimG)
    g.add(stonesOn(pts.map((p) => ({ p: new THREE.Vector3(p.x * 1.12, p.y * 1.12 + 0.01, thick * 0.55), n: new THREE.Vector3(0, 0, 1), r: 0.085 }))))
  }
  if (centre) { const c = collet(0.26, m === 'Y' ? 'W' : 'Y'); c.rotation.x = Math.PI / 2; c.position.set(0, 0.05, front + (en ? 0.06 : 0.02)); g.add(c) }
  g.scale.setScalar(size)
  return g
}

function sun(size, m, { rays = 16, jewels = true, studded = false } = {}) {
  const g = new THREE.Group()
  for (let k = 0; k < rays; k++) {
    const a = (k / rays) * 2 * Math.PI, long = k % 2 === 0
    const ro = long ? 1 : 0.72, ri = 0.4, wa = long ? 0.1 : 0.08
    const sh = new THREE.Shape(); sh.moveTo(ri * Math.cos(a - wa), ri * Math.sin(a - wa)); sh.lineTo(ro * Math.cos(a), ro * Math.sin(a)); sh.lineTo(ri * Math.cos(a + wa), ri * Math.sin(a + wa)); sh.closePath()
    g.add(extrude(sh, 0.04, 0.02, metal(m), 4))
    if (jewels && long) { const s = stone(0.055); s.rotation.x = Math.PI / 2; s.position.set((ro + 0.06) * Math.cos(a), (ro + 0.06) * Math.sin(a), 0.06); g.add(s); const c = collet(0.055, m); c.rotation.x = Math.PI / 2; c.position.copy(s.position); g.add(c) }
  }
  const disc = new THREE.Mesh(new THREE.CylinderGeometry(0.44, 0.46, 0.1, 64), metal(m)); disc.rotation.x = Math.PI / 2; disc.position.z = 0.05; g.add(disc)
  const c = collet(0.3, m); c.rotation.x = Math.PI / 2; c.position.z = 0.12; g.add(c)
  g.scale.setScalar(size)
  return g
}

// ---------------------------------------------------------------- chains
const linkGeo = once('link', () => new THREE.TorusGeometry(1, 0.3, 10, 24))
// A cable chain along a curve on (or near) the table: links alternate flat and upright.
function chain(curve, { m = 'Y', link = 0.06, mFn } = {}) {
  const L = curve.getLength(), pitch = link * 2.05, n = Math.max(2, Math.floor(L / pitch))
  const metals = mFn ? [...new Set(Array.from({ length: n }, (_, k) => mFn(k)))] : [m]
  const group = new THREE.Group()
  const ims = Object.fromEntries(metals.map((mm) => [mm, { im: new THREE.InstancedMesh(linkGeo, metal(mm, 0.16), n), c: 0 }]))
  const up = new THREE.Vector3(0, 1, 0), mat = new THREE.Matrix4(), basis = new THREE.Matrix4()
  for (let k = 0; k < n; k++) {
    const u = (k + 0.5) / n
    const p = curve.getPointAt(u), T = curve.getTangentAt(u).normalize()
    const B = new THREE.Vector3().crossVectors(up, T).normalize(), N = new THREE.Vector3().crossVectors(T, B).normalize()
    const flat = k % 2 === 0
    // torus local: x = long axis (T), its axis z = N for a flat link, B for an upright one
    if (flat) basis.makeBasis(T, B, N); else basis.makeBasis(T, N, B.clone().negate())
    const sc = new THREE.Vector3(link * 1.35, link, link)
    const pos = p.clone().addScaledVector(N, flat ? link * 0.3 : link * 1.3)
    mat.copy(basis).scale(sc).setPosition(pos)
    const slot = ims[mFn ? mFn(k) : m]
    slot.im.setMatrixAt(slot.c++, mat)
  }
  for (const { im, c } of Object.values(ims)) { im.count = c; group.add(im) }
  return group
}
const onTable = (pts) => new THREE.CatmullRomCurve3(pts.map(([x, z]) => new THREE.Vector3(x, 0, z)), false, 'centripetal')
const loopOnTable = (pts) => new THREE.CatmullRomCurve3(pts.map(([x, z]) => new THREE.Vector3(x, 0, z)), true, 'centripetal')

// ---------------------------------------------------------------- helpers
function rng(seed) {
  let a = 2166136261; for (const c of seed) { a ^= c.charCodeAt(0); a = Math.imul(a, 16777619) }
  return () => { a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296 }
}
// lift a group so its lowest point rests on y = base
export function rest(obj, base = 0) {
  obj.updateMatrixWorld(true)
  const b = new THREE.Box3().setFromObject(obj)
  obj.position.y += base - b.min.y
  obj.updateMatrixWorld(true)
  return obj
}
const finMetals = (fin) => (fin === 'GG' ? ['Y', 'Y'] : fin === 'WG' ? ['W', 'W'] : ['W', 'Y'])

// ---------------------------------------------------------------- rings
export function ringModel(p) {
  const fin = p.mpn.slice(-2), [m1] = finMetals(fin), model = p.mpn.slice(3, 7)
  const wide = p.filterRingWidth[0] === 'wide'
  const R = 1, t = wide ? 0.11 : 0.095, w = wide ? 0.3 : 0.17
  const lineIn = (u, ranges) => ranges.some(([a, b]) => Math.abs(u) >= a && Math.abs(u) <= b)
  let pat = () => m1
  const stones = []
  if (model === '1101') pat = (s, u) => (s === 'outer' && Math.abs(u) < 0.34 ? { en: 'red' } : m1)
  else if (model === '1102') pat = (s, u) => (s === 'outer' && Math.abs(u) < 0.75 && ((u * 3.2 + 10) % 1) < 0.38 ? { en: 'rose' } : m1)
  else if (model === '1103') pat = (s, u) => (s === 'outer' && Math.abs(u) > 0.72 ? 'Y' : 'W')
  else if (model === '1201') { pat = (s, u) => (s === 'outer' && lineIn(u, [[0, 0.1], [0.6, 0.76]]) ? { en: 'blue' } : m1); for (let k = 0; k < 44; k++) stones.push({ th: (k / 44) * 2 * Math.PI, u: k % 2 ? 0.36 : -0.36, r: 0.03 }) }
  else if (model === '1202') { pat = (s, u) => (s === 'outer' && lineIn(u, [[0.36, 0.64]]) ? { en: 'green' } : m1); for (let k = 0; k < 40; k++) stones.push({ th: (k / 40) * 2 * Math.PI, u: 0, r: 0.036 }) }
  else if (model === '1203') pat = (s, u, th) => (s === 'outer' && Math.abs(u) < 0.82 && (((th * 22) / (2 * Math.PI) + u * 1.3 + 10) % 1) < 0.32 ? { en: 'yellow' } : m1)
  else if (model === '1204') { pat = (s, u, th) => (s === 'outer' && Math.abs(u - 0.45 * Math.sin(3 * th)) < 0.17 ? { en: 'orange' } : m1); for (let k = 0; k < 6; k++) { const th = Math.PI / 6 + (k * Math.PI) / 3; for (const d of [-0.13, 0, 0.13]) stones.push({ th: th + d, u: -0.5 * Math.sin(3 * th), r: 0.045 }) } }
  else if (model === '1205') pat = (s, u) => (s === 'outer' && Math.abs(u) < 0.66 && Math.abs(u) > 0.06 ? { en: 'white' } : m1)
  else if (model === '1206') { pat = (s, u) => (s === 'outer' && Math.abs(u) < 0.3 ? { en: 'black' } : u < 0 ? 'W' : 'Y'); for (let k = 0; k < 46; k++) stones.push({ th: (k / 46) * 2 * Math.PI, u: 0, r: 0.05 }) }
  else if (model === '1401') pat = (s, u) => (s === 'outer' && ((Math.abs(u) * 5 + 0.5) % 1) < 0.18 ? { m: 'Y', k: 0.82, r: 0.5 } : 'Y')
  else if (model === '1701') { for (let k = 0; k < 52; k++) { const th = (k / 52) * 2 * Math.PI; stones.push({ th, u: 0.55 * Math.sin(2 * th), r: 0.055 }) } }
  else if (model === '1501') { pat = (s, u) => (u < 0 ? 'W' : 'Y'); const ths = [1.35, 1.5, 1.62, 1.8, 1.95, 1.2, 2.2, 1.05]; ths.forEach((th, k) => stones.push({ th, u: [0, 0.35, -0.3, 0.15, -0.4, 0.4, 0, -0.15][k], r: [0.055, 0.036, 0.042, 0.05, 0.03, 0.034, 0.04, 0.028][k] })) }
  const band = bandMesh({ R, t, w, segs: 220, pattern: pat })
  const g = new THREE.Group(); g.add(band)
  if (stones.length) g.add(stonesOn(stones.map((s) => { const q = band.userData.surface(s.th, s.u); return { p: q.p, n: q.n, r: s.r, lift: -0.15 } })))
  // ornaments sit on top (th = pi/2), facing out
  const top = band.userData.surface(Math.PI / 2, 0)
  if (p.name.de === 'Herzstück') {
    const size = wide ? 0.34 : 0.28
    const h = heart(size, { m: model === '1103' ? 'Y' : m1, en: p.filterRingEnamelColor[0], halo: model === '1101', centre: model === '1103' || model === '1102', thick: 0.2 })
    // heart lies on the band's crown: its plane spans the ring axis (z) and the tangent (x)
    h.rotation.set(-Math.PI / 2, 0, Math.PI / 2)
    h.position.copy(top.p).add(new THREE.Vector3(0, -0.02, 0))
    g.add(h)
  } else if (p.filterRingDiamonds[0] === 'solitaire') {
    const r = 0.26
    const head = solitaireHead(r, m1); head.position.set(0, R + t + r * 0.95, 0); g.add(head)
  }
  return g
}

// ---------------------------------------------------------------- necklaces
function pendantFor(p, m1, model) {
  if (model === '2101' || model === '2102') return heart(0.42, { m: m1, en: model === '2101' ? 'red' : null, pave: model === '2102', thick: 0.16 })
  if (model === '2801') return sun(0.55, m1, { rays: 16, jewels: true })
  if (model === '2802') return sun(0.42, m1, { rays: 12, jewels: false })
  if (model === '2001') {
    const g = new THREE.Group()
    g.add(extrude(DROP(1), 0.1, 0.05, metal(m1)))
    g.add(stonesOn(paveIn(DROP(1), 0.15, 0.19, 0.082, 0.9)))
    g.scale.setScalar(0.4); return g
  }
  return null
}
function bail(r, m) { const b = new THREE.Mesh(new THREE.TorusGeometry(r, r * 0.28, 12, 32), metal(m)); return b }

export function necklaceModel(p, pose) {
  const fin = p.mpn.slice(-2), [m1] = finMetals(fin), model = p.mpn.slice(3, 7)
  const mFn = fin === 'GW' ? (k) => (Math.floor(k / 8) % 2 ? 'Y' : 'W') : null
  const r = rng(p.mpn + pose)
  const g = new THREE.Group()
  let focus = null
  const link = 0.028
  if (model === '2901' || model === '2902') {
    // a fine chain pooled in an organic loop
    const n = 9, pts = []
    for (let k = 0; k < n; k++) { const a = (k / n) * 2 * Math.PI + r() * 0.3, q = 0.82 + r() * 0.3; pts.push([Math.cos(a) * 1.5 * q, Math.sin(a) * 1.15 * q]) }
    const curve = loopOnTable(pts)
    g.add(chain(curve, { m: m1, link, mFn }))
    if (model === '2902') {
      const at = curve.getPointAt(0.25)
      const c = collet(0.13, m1); c.position.set(at.x, 0, at.z + 0.05); g.add(c); focus = c
    } else {
      const at = curve.getPointAt(0.7), clasp = new THREE.Mesh(new THREE.TorusGeometry(0.07, 0.018, 12, 32), metal(m1)); clasp.rotation.x = Math.PI / 2; clasp.position.set(at.x, 0.02, at.z); g.add(clasp)
      focus = new THREE.Group(); focus.add(new THREE.Mesh(new THREE.BoxGeometry(0.9, 0.1, 0.9))); focus.position.set(at.x, 0, at.z); focus.visible = false; g.add(focus)
    }
    if (pose !== 'set-1') focus = null // the whole loop, except in the close-up
  } else {
    // chain laid in a soft V, the pendant at its lowest point towards the camera
    const py = 1.0
    const left = onTable([[-1.7, -1.6], [-1.3, -0.2], [-0.55, 0.7], [-0.06, py - 0.02]]).getPoints(80)
    const right = onTable([[0.06, py - 0.02], [0.55, 0.7], [1.3, -0.2], [1.7, -1.6]]).getPoints(80)
    const curveL = new THREE.CatmullRomCurve3(left), curveR = new THREE.CatmullRomCurve3(right)
    g.add(chain(curveL, { m: m1, link, mFn }), chain(curveR, { m: m1, link, mFn }))
    if (model === '2501') {
      const trio = new THREE.Group()
      for (const [u, sz, mm, curve] of [[0.93, 0.1, 'W', curveL], [0.07, 0.1, 'W', curveR]]) { const q = curve.getPointAt(u); const c = collet(sz, mm); c.position.set(q.x, 0, q.z); trio.add(c) }
      const c = collet(0.15, 'Y'); c.position.set(0, 0, py + 0.1); trio.add(c)
      g.add(trio); focus = trio
    } else {
      const pend = pendantFor(p, m1, model)
      if (pend) {
        // lying face up on the table, hanging from its bail
        pend.rotation.x = -Math.PI / 2
        const holder = new THREE.Group(); holder.add(pend)
        holder.updateMatrixWorld(true)
        const pb = new THREE.Box3().setFromObject(holder)
        const b = bail(0.05, m1); b.rotation.y = Math.PI / 2; b.position.set(0, 0.05, py + 0.04); g.add(b)
        pend.position.z += py + 0.09 - pb.min.z
        g.add(holder); focus = holder
      }
    }
    // main and landscape frame the pendant and the lower chain, which runs out of the picture
    if (pose === 'set-2') focus = null
    if (pose === 'main' || pose === 'landscape') {
      g.updateMatrixWorld(true)
      const b = new THREE.Box3(new THREE.Vector3(-1.15, 0, py - 1.3), new THREE.Vector3(1.15, 0.2, py))
      if (focus) b.union(new THREE.Box3().setFromObject(focus))
      b.max.z += 0.3 // room below the pendant: the nearest part looks largest
      const f = new THREE.Mesh(new THREE.BoxGeometry(b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z)); b.getCenter(f.position); f.visible = false
      g.add(f); focus = f
    }
  }
  return { root: g, focus }
}

// ---------------------------------------------------------------- bracelets
export function braceletModel(p, pose) {
  const fin = p.mpn.slice(-2), [m1] = finMetals(fin), model = p.mpn.slice(3, 7)
  const g = new THREE.Group()
  let focus = null
  const RY = 0.82
  if (model === '3401' || model === '3402') {
    const seg = (2 * Math.PI) / 72
    const pat = (side, u, th) => {
      const groove = ((th / seg) % 1) < 0.14
      const m = fin === 'GW' ? (Math.abs(u) < 0.3 ? 'Y' : 'W') : m1
      return groove && side === 'outer' ? { m, k: 0.55, r: 0.4 } : m
    }
    const band = bandMesh({ R: 1, t: 0.06, w: 0.22, segs: 288, pattern: pat, dome: 0.4 })
    band.scale.set(1, RY, 1)
    g.add(band)
    if (model === '3402') {
      const list = []
      for (let k = 0; k < 31; k++) { const th = Math.PI * 1.05 + (k / 30) * Math.PI * 0.9; const q = band.userData.surface(th, 0); q.p.y *= RY; q.n.y /= RY; q.n.normalize(); list.push({ p: q.p, n: q.n, r: 0.05, lift: -0.15 }) }
      g.add(stonesOn(list))
    }
    g.rotation.x = -Math.PI / 2 // lying on the table
  } else if (model === '3701' || model === '3702') {
    const N = 16
    for (let k = 0; k < N; k++) {
      const th = (k / N) * 2 * Math.PI
      const l = bandMesh({ R: 0.22, t: 0.035, w: 0.04, segs: 64, material: metal(m1) })
      l.scale.set(1.0, 0.66, 1)
      const holder = new THREE.Group(); holder.add(l)
      holder.position.set(Math.cos(th), RY * Math.sin(th), 0)
      const tanAng = Math.atan2(RY * Math.cos(th), -Math.sin(th))
      holder.rotation.set(0, 0, tanAng)
      l.rotation.x = k % 2 ? Math.PI / 2 : 0.2
      g.add(holder)
      if (model === '3702' && k % 2 === 0) { const s = collet(0.07, m1); s.rotation.x = Math.PI / 2; s.position.set(Math.cos(th), RY * Math.sin(th), 0.08); g.add(s) }
    }
    g.rotation.x = -Math.PI / 2
  } else {
    // braided chain bracelet, closed by a heart (Herzstück) or an amulet (Talisman)
    const pts = []
    for (let k = 0; k < 12; k++) { const th = (k / 12) * 2 * Math.PI; pts.push([Math.cos(th) * 1.0, Math.sin(th) * RY]) }
    const c1 = loopOnTable(pts)
    g.add(chain(c1, { m: m1, link: 0.05 }))
    const inner = loopOnTable(pts.map(([x, z]) => [x * 0.93, z * 0.92]))
    g.add(chain(inner, { m: m1, link: 0.05 }))
    let clasp
    if (model.startsWith('31')) clasp = heart(0.3, { m: m1, en: model === '3101' ? 'red' : 'rose', halo: model === '3102', thick: 0.2 })
    else clasp = coin({ m: 'Y', motif: 'clover', en: 'green' }, 0.3)
    clasp.rotation.x = -Math.PI / 2
    // the clasp rests on the chain's links rather than through them
    const h = new THREE.Group(); h.add(clasp); h.position.set(0, 0.09, RY + 0.16); g.add(h)
    focus = h
  }
  return { root: g, focus }
}

// ---------------------------------------------------------------- coins (amulets)
export function amuletOpts(p) {
  const model = p.mpn.slice(3, 7)
  if (model === '5601') return { m: 'Y', motif: 'heart' }
  if (model === '5602') return { m: 'W', motif: 'star' }
  if (model === '5603') return { m: 'Y', motif: 'clover', en: 'green' }
  return { m: 'Y', face: 'W', motif: 'heart', en: 'red', halo: true }
}
// a coin in the xy plane, face +z, bail at +y
export function coin(o, size = 1) {
  const g = new THREE.Group()
  const prof = [[0, -0.07], [0.97, -0.07], [1, -0.035], [1, 0.035], [0.97, 0.07], [0.86, 0.07], [0.84, 0.045], [0, 0.045]].map(([x, y]) => new THREE.Vector2(x, y))
  const lathe = new THREE.LatheGeometry(prof, 128); lathe.rotateX(Math.PI / 2)
  g.add(new THREE.Mesh(lathe, metal(o.m, 0.16)))
  if (o.face) { const f = new THREE.Mesh(new THREE.CylinderGeometry(0.84, 0.84, 0.01, 96), metal(o.face, 0.18)); f.rotation.x = Math.PI / 2; f.position.z = 0.05; g.add(f) }
  const z = 0.05
  const fm = o.face ?? o.m
  if (o.motif === 'heart' && !o.en) {
    const sh = heartShape(0.5); sh.holes.push(heartShape(0.4, 0, 0.01))
    const m = extrude(sh, 0.02, 0.01, metal('Y', 0.12)); m.position.z = z; g.add(m)
  }
  if (o.motif === 'heart' && o.en) {
    const rim = extrude(heartShape(0.48), 0.02, 0.012, metal('Y')); rim.position.z = z; g.add(rim)
    const e = extrude(heartShape(0.4, 0, 0.01), 0.02, 0.01, enamel(o.en)); e.position.z = z + 0.015; g.add(e)
  }
  if (o.motif === 'star') {
    const st = extrude(starShape(5, 0.56, 0.24), 0.03, 0.012, metal(fm, 0.12), 4); st.position.z = z; g.add(st)
    const c = collet(0.09, fm); c.rotation.x = Math.PI / 2; c.position.z = z + 0.07; g.add(c)
  }
  if (o.motif === 'clover') {
    for (let k = 0; k < 4; k++) {
      const leaf = new THREE.Group()
      // heart-shaped leaves, tips meeting in the middle
      const e = extrude(heartShape(0.27), 0.02, 0.012, o.en ? enamel(o.en) : metal(fm)); e.position.y = 0.28
      const rim = extrude(heartShape(0.31), 0.012, 0.01, metal('Y')); rim.position.set(0, 0.3, -0.008)
      leaf.add(rim, e); leaf.rotation.z = (k * Math.PI) / 2 + Math.PI / 4; leaf.position.z = z; g.add(leaf)
    }
    const stem = new THREE.Mesh(new THREE.CapsuleGeometry(0.025, 0.4, 4, 8), metal('Y')); stem.position.set(0.12, -0.4, z + 0.02); stem.rotation.z = 0.35; g.add(stem)
  }
  if (o.halo) {
    const list = []
    for (let k = 0; k < 22; k++) { const a = (k / 22) * 2 * Math.PI; list.push({ p: new THREE.Vector3(0.72 * Math.cos(a), 0.72 * Math.sin(a), z + 0.01), n: new THREE.Vector3(0, 0, 1), r: 0.06, lift: -0.1 }) }
    g.add(stonesOn(list))
  }
  const b = bail(0.11, o.m); b.rotation.y = Math.PI / 2; b.position.y = 1.12; g.add(b)
  g.scale.setScalar(size)
  return g
}

export function amuletModel(p, pose) {
  const o = amuletOpts(p)
  const g = new THREE.Group()
  const c = coin(o)
  const r = rng(p.mpn + pose)
  let focus = null
  if (pose === 'main' || pose === 'set-1') {
    // the amulet stands, a short chain curls away behind it
    c.rotation.y = (r() - 0.5) * 0.5
    c.rotation.x = -0.12
    const h = new THREE.Group(); h.add(c); rest(h); g.add(h); focus = h
    const curve = onTable([[0, -0.2], [-0.7, -0.5], [-1.3, -0.1], [-1.6, -0.9], [-0.6, -1.5], [0.7, -1.4], [1.5, -0.8], [1.2, -0.2], [0.5, -0.4]])
    const ch = chain(curve, { m: o.m, link: 0.035 })
    g.add(ch)
    if (pose === 'set-1') { g.remove(ch) }
  } else {
    // lying face up with its chain pooled
    c.rotation.x = -Math.PI / 2; c.rotation.y = 0; c.rotation.z = (r() - 0.5) * 0.6
    const h = new THREE.Group(); h.add(c); rest(h); g.add(h); focus = h
    const curve = onTable([[Math.sin(c.rotation.z) * -1.2, -1.2], [-0.4, -1.7], [-1.5, -1.6], [-1.9, -0.4], [-1.6, 0.9], [-0.6, 1.5]])
    g.add(chain(curve, { m: o.m, link: 0.035 }))
    if (pose !== 'landscape') focus = null
  }
  return { root: g, focus }
}

// ---------------------------------------------------------------- earrings
export function earringModel(p, pose) {
  const fin = p.mpn.slice(-2), [m1] = finMetals(fin), model = p.mpn.slice(3, 7)
  const hoop = p.filterEarringsType[0] === 'hoop_earrings'
  const single = pose === 'set-1'
  const g = new THREE.Group()
  const xs = single ? [0] : [-0.85, 0.85]
  xs.forEach((x, i) => {
    let e
    if (hoop) {
      const big = model === '4702' || model === '4201'
      const t = 0.07, w = model === '4701' ? 0.1 : 0.075
      const th0 = -Math.PI / 2 + 0.08, th1 = th0 + 2 * Math.PI - 0.16
      const pat = model === '4201' ? (side, u) => (side === 'outer' && Math.abs(u) < 0.4 ? { en: 'blue' } : m1) : () => m1
      const band = bandMesh({ R: big ? 0.72 : 0.55, t, w, segs: 160, th0, th1, pattern: pat })
      e = new THREE.Group(); e.add(band)
      for (const th of [th0, th1]) { const cap = new THREE.Mesh(new THREE.SphereGeometry(w * 0.9, 16, 12), metal(m1)); cap.scale.set(t / w, 1, 1); cap.position.set((big ? 0.72 : 0.55) * Math.cos(th), (big ? 0.72 : 0.55) * Math.sin(th), 0); e.add(cap) }
      if (model === '4702') { const list = []; for (let k = 0; k < 24; k++) { const th = th0 + 0.25 + (k / 23) * (th1 - th0 - 0.5); const q = band.userData.surface(th, 0); list.push({ p: q.p, n: q.n, r: 0.05, lift: -0.15 }) } e.add(stonesOn(list)) }
      // standing on the table, turned to show the width
      e.rotation.y = (i ? -1 : 1) * 0.55
    } else {
      e = new THREE.Group()
      if (model === '4101') e.add(heart(0.42, { m: m1, en: 'red', thick: 0.18 }))
      else if (model === '4501') {
        const h = solitaireHead(0.3, m1); h.rotation.x = Math.PI / 2; e.add(h)
      } else if (model === '4502') {
        const top = collet(0.14, m1); top.rotation.x = Math.PI / 2; top.position.y = 0.5; e.add(top)
        const drop = new THREE.Group(); drop.add(extrude(DROP(1), 0.1, 0.05, metal(m1))); drop.add(stonesOn(paveIn(DROP(1), 0.15, 0.19, 0.082, 0.9))); drop.scale.setScalar(0.3); drop.rotation.z = Math.PI; drop.position.y = -0.05; e.add(drop)
        const j = new THREE.Mesh(new THREE.TorusGeometry(0.05, 0.015, 8, 24), metal(m1)); j.position.y = 0.32; j.rotation.y = Math.PI / 2; e.add(j)
      } else if (model === '4801') e.add(sun(0.42, m1, { rays: 12, jewels: false }))
      // the post and the butterfly back hold the stud upright, face turned a little to the camera
      const post = new THREE.Mesh(new THREE.CylinderGeometry(0.02, 0.02, 0.45, 12), metal(m1)); post.rotation.x = Math.PI / 2; post.position.z = -0.22; e.add(post)
      const back = new THREE.Mesh(new THREE.CylinderGeometry(0.12, 0.12, 0.03, 32), metal(m1)); back.rotation.x = Math.PI / 2; back.position.z = -0.33; e.add(back)
      e.rotation.x = -0.3
      e.rotation.y = (i ? -1 : 1) * 0.3 * (single ? 0.5 : 1)
    }
    const h = new THREE.Group(); h.add(e); h.position.x = x * (hoop ? 1.2 : 1); rest(h)
    if (!single && i === 1) h.position.z = -0.25
    g.add(h)
  })
  return { root: g }
}

// ---------------------------------------------------------------- poses
export function ringPosed(p, pose, r = rng(p.mpn + pose)) {
  const ring = ringModel(p)
  const h = new THREE.Group(); h.add(ring)
  if (pose === 'set-2') {
    // lying flat, seen from above
    ring.rotation.x = -Math.PI / 2 + 0.02
    ring.rotation.y = 0
    h.rotation.y = r() * 2 * Math.PI
  } else {
    // standing, turned so the band's face and the crown both show
    const yaw = pose === 'landscape' ? 0.75 : pose === 'set-1' ? 0.35 : 0.6
    ring.rotation.set(0.05, (r() < 0.5 ? -1 : 1) * yaw, 0)
  }
  rest(h)
  return h
}

export function buildProduct(p, pose) {
  if (p.type === 'ring') return { root: ringPosed(p, pose) }
  if (p.type === 'necklace') { const n = necklaceModel(p, pose); return { root: n.root, focus: n.focus } }
  if (p.type === 'bracelet') { const b = braceletModel(p, pose); return { root: b.root, focus: pose === 'set-1' ? b.focus : null } }
  if (p.type === 'earrings') return earringModel(p, pose)
  if (p.type === 'amulet') { const a = amuletModel(p, pose); return { root: a.root, focus: pose === 'set-1' ? a.focus : null } }
  throw new Error('no model for ' + p.type)
}

// ---------------------------------------------------------------- still lifes for heroes and cards
// still: { items: [{ product, pose, x, z, ry, scale, on? }], plinths: [{ x, z, r, h, tone }] }
export function buildStillLife(still) {
  const root = new THREE.Group()
  const surfaces = []
  const tops = []
  for (const pl of still.plinths ?? []) {
    const geo = new THREE.CylinderGeometry(pl.r, pl.r, pl.h, 96, 1)
    const m = new THREE.Mesh(geo, stoneMat(pl.tone ?? '#d2c4b0'))
    m.position.set(pl.x, pl.h / 2, pl.z); root.add(m)
    tops.push({ ...pl, y: pl.h })
    surfaces.push({ x: pl.x, z: pl.z, y: 0, size: pl.r * 3.2 })
  }
  const focus = new THREE.Group()
  for (const it of still.items) {
    const b = buildProduct(it.product, it.pose ?? 'main')
    const holder = new THREE.Group(); holder.add(b.root)
    holder.scale.setScalar(it.scale ?? 1)
    holder.rotation.y = it.ry ?? 0
    const base = it.on != null ? tops[it.on].y : 0
    holder.position.set(it.x ?? 0, 0, it.z ?? 0)
    rest(holder, base)
    root.add(holder)
    if (it.on == null) surfaces.push({ x: it.x ?? 0, z: it.z ?? 0, y: 0, size: 3.6 * (it.scale ?? 1) })
  }
  for (const t of tops) surfaces.push({ x: t.x, z: t.z, y: t.y, size: t.r * 1.35 })
  root.updateMatrixWorld(true)
  // frame on the pieces (not the plinths' full height) so the jewellery stays the subject
  const box = new THREE.Box3()
  for (const c of root.children) if (!(c.geometry instanceof THREE.CylinderGeometry)) box.expandByObject(c)
  if (still.frame) { box.min.y = Math.min(box.min.y, still.frame.minY ?? box.min.y); box.expandByScalar(still.frame.pad ?? 0) }
  const f = new THREE.Mesh(new THREE.BoxGeometry(box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z)); f.visible = false
  box.getCenter(f.position); root.add(f)
  return { root, focus: f, surfaces }
}
