// The studio: renderer, environment light, backgrounds, cameras per image role and contact shadows.
// Runs in headless Chromium (WebGL2 through SwiftShader); render.mjs calls window.renderJob(job).
import * as THREE from 'three'
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js'
import { HorizontalBlurShader } from 'three/addons/shaders/HorizontalBlurShader.js'
import { VerticalBlurShader } from 'three/addons/shaders/VerticalBlurShader.js'
import { buildProduct, buildStillLife } from './pieces.js'

const canvas = document.createElement('canvas')
document.body.appendChild(canvas)
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' })
renderer.setPixelRatio(1)
renderer.toneMapping = THREE.NeutralToneMapping
renderer.toneMappingExposure = 1.0
renderer.outputColorSpace = THREE.SRGBColorSpace
renderer.transmissionResolutionScale = 0.5

// Studio light: three's RoomEnvironment (a lit room of soft boxes), prefiltered once for every image.
const pmrem = new THREE.PMREMGenerator(renderer)
// Three strip soft boxes are added to it, as a jewellery photographer would, so polished metal shows
// long clean highlights against darker walls instead of an even grey.
const room = new RoomEnvironment()
const softbox = (x, y, z, sx, sy, sz, intensity) => {
  const m = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshBasicMaterial({ color: new THREE.Color().setScalar(intensity) }))
  m.position.set(x, y, z); m.scale.set(sx, sy, sz); room.add(m)
}
softbox(-9, 8, 10, 3, 16, 0.5, 14)
softbox(10, 6, 8, 2, 14, 0.5, 9)
softbox(0, 20, 2, 14, 0.5, 5, 10)
const envTexture = pmrem.fromScene(room, 0.02).texture

// One background per role: a warm ivory seamless sweep for main and set, the same ivory falling off
// to stone for the wide formats (landscape, heroes, cards). Drawn once per size, never tone-mapped.
const BACKDROPS = {
  sweep: { centre: '#f6f2eb', edge: '#e6ddcf', floor: '#ece4d7', cy: 0.4 },
  wide: { centre: '#f5f0e8', edge: '#ddd3c4', floor: '#e8dfd1', cy: 0.42 },
}
function backdrop(kind, W, H) {
  const b = BACKDROPS[kind]
  const c = document.createElement('canvas')
  c.width = W; c.height = H
  const g = c.getContext('2d')
  const lin = g.createLinearGradient(0, 0, 0, H)
  lin.addColorStop(0, b.centre); lin.addColorStop(0.55, b.centre); lin.addColorStop(1, b.floor)
  g.fillStyle = lin; g.fillRect(0, 0, W, H)
  const R = Math.hypot(W, H) * 0.62
  const rad = g.createRadialGradient(W / 2, H * b.cy, R * 0.15, W / 2, H * b.cy, R)
  rad.addColorStop(0, 'rgba(255,253,249,0.55)'); rad.addColorStop(0.55, 'rgba(255,253,249,0)'); rad.addColorStop(1, b.edge)
  g.fillStyle = rad; g.fillRect(0, 0, W, H)
  // a whisper of grain so the WebP encoder does not band the gradient
  const img = g.getImageData(0, 0, W, H), d = img.data
  let s = 12345
  for (let i = 0; i < d.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff; const n = ((s >> 16) & 3) - 1.5; d[i] += n; d[i + 1] += n; d[i + 2] += n }
  g.putImageData(img, 0, 0)
  const t = new THREE.CanvasTexture(c)
  t.colorSpace = THREE.SRGBColorSpace
  return t
}

// Cameras per role: elevation above the table, field of view, how much of the frame the piece fills.
const CAMERAS = {
  main: { elev: 34, az: 0, fov: 22, fill: 0.8, backdrop: 'sweep' },
  set: { elev: 62, az: 0, fov: 22, fill: 0.86, backdrop: 'sweep' },
  landscape: { elev: 22, az: 0, fov: 18, fill: 0.8, backdrop: 'wide' },
  hero: { elev: 16, az: 0, fov: 18, fill: 0.6, backdrop: 'wide' },
  heroMobile: { elev: 18, az: 0, fov: 24, fill: 0.72, backdrop: 'wide' },
  card: { elev: 20, az: 0, fov: 20, fill: 0.6, backdrop: 'wide' },
}

function fitCamera(cam, role, box, aspect) {
  const R = CAMERAS[role]
  const el = (R.elev * Math.PI) / 180, az = (R.az * Math.PI) / 180
  const dir = new THREE.Vector3(Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el))
  const centre = box.getCenter(new THREE.Vector3())
  cam.fov = R.fov; cam.aspect = aspect
  // project the box corners onto the view plane to find the extents
  cam.position.copy(centre).addScaledVector(dir, 100); cam.lookAt(centre); cam.updateMatrixWorld()
  const right = new THREE.Vector3().setFromMatrixColumn(cam.matrixWorld, 0)
  const up = new THREE.Vector3().setFromMatrixColumn(cam.matrixWorld, 1)
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity, depth = 0
  for (let i = 0; i < 8; i++) {
    const p = new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).sub(centre)
    const x = p.dot(right), y = p.dot(up)
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y)
    depth = Math.max(depth, Math.abs(p.dot(dir)))
  }
  const mid = centre.clone().addScaledVector(right, (minX + maxX) / 2).addScaledVector(up, (minY + maxY) / 2)
  const tanY = Math.tan((cam.fov * Math.PI) / 360), tanX = tanY * aspect
  const hx = (maxX - minX) / 2, hy = (maxY - minY) / 2
  const dist = Math.max(hx / (tanX * R.fill), hy / (tanY * R.fill)) + depth * 0.5
  cam.position.copy(mid).addScaledVector(dir, dist)
  cam.near = dist / 20; cam.far = dist * 20
  cam.lookAt(mid)
  cam.updateProjectionMatrix(); cam.updateMatrixWorld()
}

// Contact shadows (after three's webgl_shadow_contact example): the piece is rendered from below
// into a texture as depth-weighted darkness, blurred twice, and laid on the table as a plane.
const hBlur = new THREE.ShaderMaterial(HorizontalBlurShader); hBlur.depthTest = false
const vBlur = new THREE.ShaderMaterial(VerticalBlurShader); vBlur.depthTest = false
const depthMaterial = new THREE.MeshDepthMaterial()
depthMaterial.userData.darkness = { value: 1 }
depthMaterial.onBeforeCompile = (shader) => {
  shader.uniforms.darkness = depthMaterial.userData.darkness
  shader.fragmentShader = 'uniform float darkness;\n' + shader.fragmentShader.replace('gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );', 'gl_FragColor = vec4( vec3( 0.0 ), ( 1.0 - fragCoordZ ) * darkness );')
}
depthMaterial.depthTest = false; depthMaterial.depthWrite = false; depthMaterial.side = THREE.DoubleSide

function contactShadow(scene, { x = 0, z = 0, y = 0, size, height, blur, darkness, opacity, res = 512 }) {
  const group = new THREE.Group(); group.position.set(x, y + 0.0005, z)
  const rt = new THREE.WebGLRenderTarget(res, res); rt.texture.generateMipmaps = false
  const rtBlur = new THREE.WebGLRenderTarget(res, res); rtBlur.texture.generateMipmaps = false
  const geo = new THREE.PlaneGeometry(size, size).rotateX(Math.PI / 2)
  const plane = new THREE.Mesh(geo, new THREE.MeshBasicMaterial({ map: rt.texture, opacity, transparent: true, depthWrite: false, toneMapped: false }))
  plane.renderOrder = 1; plane.scale.y = -1
  const blurPlane = new THREE.Mesh(geo); blurPlane.visible = false
  const cam = new THREE.OrthographicCamera(-size / 2, size / 2, size / 2, -size / 2, 0, height); cam.rotation.x = Math.PI / 2
  group.add(plane, blurPlane, cam)
  scene.add(group)
  return { plane, bake() {
    const bg = scene.background; scene.background = null
    const hidden = []
    scene.traverse((o) => { if (o.userData.isShadowPlane && o.visible) { hidden.push(o); o.visible = false } })
    depthMaterial.userData.darkness.value = darkness
    scene.overrideMaterial = depthMaterial
    renderer.setClearColor(0x000000, 0)
    renderer.setRenderTarget(rt); renderer.clear(); renderer.render(scene, cam)
    scene.overrideMaterial = null
    const pass = (amount) => {
      blurPlane.visible = true
      blurPlane.material = hBlur; hBlur.uniforms.tDiffuse.value = rt.texture; hBlur.uniforms.h.value = amount / 256
      renderer.setRenderTarget(rtBlur); renderer.render(blurPlane, cam)
      blurPlane.material = vBlur; vBlur.uniforms.tDiffuse.value = rtBlur.texture; vBlur.uniforms.v.value = amount / 256
      renderer.setRenderTarget(rt); renderer.render(blurPlane, cam)
      blurPlane.visible = false
    }
    for (const b of blur) pass(b)
    renderer.setRenderTarget(null)
    for (const o of hidden) o.visible = true
    scene.background = bg
  }, dispose() { rt.dispose(); rtBlur.dispose(); geo.dispose() } }
}

function addShadows(scene, surfaces) {
  const list = []
  for (const s of surfaces) {
    const { size } = s
    // a tight contact shadow where metal meets the table, and a wide soft one under the whole piece
    list.push(contactShadow(scene, { ...s, height: size * 0.05, blur: [1.2, 0.6], darkness: 2.2, opacity: 0.55 }))
    list.push(contactShadow(scene, { ...s, height: size * 0.35, blur: [5, 3], darkness: 1.2, opacity: 0.45, res: 256 }))
  }
  for (const l of list) l.plane.userData.isShadowPlane = true
  for (const l of list) l.bake()
  return list
}

function disposeScene(scene) {
  scene.traverse((o) => {
    if (o.geometry) o.geometry.dispose()
    const ms = Array.isArray(o.material) ? o.material : o.material ? [o.material] : []
    // materials are shared between images (compiled shaders are the slow part under SwiftShader);
    // only the per-piece painted maps go
    for (const m of ms) for (const k of ['map', 'roughnessMap', 'metalnessMap', 'clearcoatMap']) if (m[k]) m[k].dispose()
  })
}

window.renderJob = async (job) => {
  const { W, H, ss, role } = job
  const w = Math.round(W * ss), h = Math.round(H * ss)
  renderer.setSize(w, h, false)
  const scene = new THREE.Scene()
  scene.environment = envTexture
  scene.environmentRotation.set(0, (job.envYaw ?? -35) * Math.PI / 180, 0)
  scene.environmentIntensity = 1.0
  scene.background = backdrop(CAMERAS[role].backdrop, w, h)
  // a key light from the upper left gives the metal a crisp highlight and the stones their fire
  const key = new THREE.DirectionalLight(0xfff6ea, 1.6); key.position.set(-3, 6, 4); scene.add(key)
  const rim = new THREE.DirectionalLight(0xffffff, 0.6); rim.position.set(4, 3, -3); scene.add(rim)

  const built = job.product ? buildProduct(job.product, job.pose) : buildStillLife(job.still)
  scene.add(built.root)
  built.root.updateMatrixWorld(true)
  const box = new THREE.Box3().setFromObject(built.focus ?? built.root)
  const all = new THREE.Box3().setFromObject(built.root)
  const cam = new THREE.PerspectiveCamera(20, w / h, 0.01, 100)
  fitCamera(cam, role, box, w / h)
  // table shadows under the piece (and on top of any plinth)
  const surfaces = built.surfaces ?? [{ y: 0, x: (all.min.x + all.max.x) / 2, z: (all.min.z + all.max.z) / 2, size: Math.max(all.max.x - all.min.x, all.max.z - all.min.z) * 1.6 + 0.3 }]
  const shadows = addShadows(scene, surfaces)
  renderer.setClearColor(0xffffff, 1)
  renderer.render(scene, cam)
  renderer.getContext().readPixels(0, 0, 1, 1, renderer.getContext().RGBA, renderer.getContext().UNSIGNED_BYTE, new Uint8Array(4))
  const url = canvas.toDataURL('image/png')
  for (const s of shadows) s.dispose()
  disposeScene(scene)
  scene.background?.dispose?.()
  return url
}
window.studioReady = true
