// Editorial images (heroes, cards, the pages' image blocks) as product still lifes: the house's own
// pieces on stone plinths, in the same studio light and on the same backdrop as the product images.
// The subject stays in the middle of the frame so the crops the pages make keep it.
export function stillLifes(products) {
  const P = (mpn) => {
    const p = products.find((x) => x.mpn === mpn)
    if (!p) throw new Error('unknown product ' + mpn)
    return p
  }
  const ring = (mpn, x, z, ry = 0, extra = {}) => ({ product: P(mpn), pose: 'main', x, z, ry, ...extra })
  const hero = (still) => ({ W: 2000, H: 1000, role: 'hero', still })
  const heroMobile = (still) => ({ W: 900, H: 1200, role: 'heroMobile', still })
  const card = (still) => ({ W: 1200, H: 900, role: 'card', still })
  const both = (name, wide, tall = wide) => ({ [`${name}.webp`]: hero(wide), [`${name}-mobile.webp`]: heroMobile(tall) })

  // one Herzstück ring alone on a plinth
  const home = { plinths: [{ x: 0, z: 0, r: 1.9, h: 1.1 }], items: [ring('10-1101-00-1-GG', 0, 0, 0, { on: 0 })] }
  // two rings of the house's oldest lines
  const house = { plinths: [{ x: -0.7, z: 0, r: 1.6, h: 1.3 }, { x: 1.3, z: 0.5, r: 1.2, h: 0.6 }], items: [ring('10-1401-00-1-GG', -0.7, 0, 0.2, { on: 0 }), ring('10-1301-00-1-WG', 1.3, 0.5, -0.3, { on: 1 })] }
  // enamel: two Fine Line rings
  const craft = { plinths: [{ x: 0, z: 0, r: 2.4, h: 0.8 }], items: [ring('10-1201-00-1-GG', -1.15, -0.2, 0.1, { on: 0 }), ring('10-1202-00-1-WG', 1.15, 0.4, -0.2, { on: 0 })] }
  // care: a ring and an amulet lying beside it
  const care = { plinths: [{ x: 0, z: 0, r: 2.4, h: 0.8 }], items: [ring('10-1701-00-1-WG', -0.8, -0.3, 0.2, { on: 0 }), { product: P('50-5601-00-1-GG'), pose: 'set-2', x: 1.1, z: 0.5, ry: 0.3, scale: 0.55, on: 0 }] }
  // Herzstück: two rings and the heart pendant
  const herz = { plinths: [{ x: 0, z: 0, r: 2.8, h: 0.8 }], items: [ring('10-1101-00-1-GG', -1.25, -0.4, 0.1, { on: 0 }), ring('10-1102-00-1-WG', 1.25, -0.2, -0.2, { on: 0 }), { product: P('20-2101-00-1-GG'), pose: 'set-1', x: 0, z: 1.0, scale: 0.5, on: 0 }] }
  // rings: a row of designs and widths on a long low plinth
  const rings = { plinths: [{ x: 0, z: 0, r: 4.2, h: 0.5 }], items: [ring('10-1206-00-2-GW', -3.0, 0.2, 0.2, { on: 0 }), ring('10-1101-00-1-GG', -1.0, -0.1, -0.2, { on: 0 }), ring('10-1301-00-1-WG', 1.0, 0.1, 0.2, { on: 0 }), ring('10-1204-00-1-GG', 3.0, -0.1, -0.25, { on: 0 })] }
  const ringsTall = { plinths: [{ x: 0, z: 0, r: 2.8, h: 0.7 }], items: [ring('10-1206-00-2-GW', -1.35, 0.6, 0.2, { on: 0 }), ring('10-1101-00-1-GG', 0, -0.9, -0.2, { on: 0 }), ring('10-1301-00-1-WG', 1.35, 0.6, 0.2, { on: 0 })] }

  return {
    ...both('hero-home', home),
    ...both('hero-house', house),
    ...both('hero-craft', craft),
    ...both('hero-care', care),
    ...both('hero-herzstueck', herz),
    ...both('hero-rings', rings, ringsTall),
    'card-house.webp': card({ plinths: [{ x: 0, z: 0, r: 1.7, h: 1.0 }], items: [ring('10-1103-00-2-GW', 0, 0, 0.1, { on: 0 })] }),
    'card-craft.webp': card({ plinths: [{ x: 0, z: 0, r: 1.7, h: 1.0 }], items: [ring('10-1204-00-1-GG', 0, 0, -0.1, { on: 0 })] }),
    'card-herzstueck.webp': card({ plinths: [{ x: 0, z: 0, r: 2.2, h: 0.8 }], items: [ring('10-1101-00-1-GG', -0.6, -0.4, 0.1, { on: 0 }), { product: P('20-2101-00-1-GG'), pose: 'set-1', x: 0.7, z: 0.6, scale: 0.5, on: 0 }] }),
    'card-care.webp': card({ plinths: [{ x: 0, z: 0, r: 1.7, h: 1.0 }], items: [ring('10-1302-00-1-GG', 0, 0, 0.2, { on: 0 })] }),
    // the pages' image blocks
    'tom-home-workshop.webp': card({ plinths: [{ x: 0, z: 0, r: 1.8, h: 0.9 }], items: [ring('10-1206-00-2-GW', 0, 0, 0.3, { on: 0 })] }),
    'tom-house-pforzheim.webp': card({ plinths: [{ x: -0.9, z: 0, r: 1.4, h: 1.2 }, { x: 1.1, z: 0.6, r: 1.1, h: 0.5 }], items: [ring('10-1302-00-1-GG', -0.9, 0, 0.2, { on: 0 }), ring('10-1102-00-1-WG', 1.1, 0.6, -0.2, { on: 1 })] }),
    'tom-craft-setting.webp': card({ items: [{ product: P('10-1301-00-1-WG'), pose: 'set-1', x: 0, z: 0 }] }),
    'tom-care-service.webp': card({ plinths: [{ x: 0, z: 0, r: 2.6, h: 0.7 }], items: [ring('10-1501-00-2-GW', -1.15, -0.2, 0.2, { on: 0 }), ring('10-1205-00-1-WG', 1.15, 0.4, -0.2, { on: 0 })] }),
  }
}
