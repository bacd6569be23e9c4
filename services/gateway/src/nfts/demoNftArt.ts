import { hashString } from '../images/hashString'

/**
 * The demo collections whose metadata and images this gateway serves under `/public/nft/`
 * (the dev stack's test NFTs point their token URIs here): slug, title and item names.
 * @example demoNftCollections.pals.title // 'Portico Pal'
 */
export const demoNftCollections = {
  pals: { title: 'Portico Pal', items: [] as readonly string[] },
  items: { title: 'Item', items: ['Potion', 'Shield', 'Lantern', 'Compass', 'Map'] },
} as const

/**
 * A demo collection's slug.
 * @example const slug: DemoNftSlug = 'pals'
 */
export type DemoNftSlug = keyof typeof demoNftCollections

/**
 * The name of a demo NFT: the item's name where the collection names them, else 'Title #id'.
 * @example demoNftName('pals', 3n) // 'Portico Pal #3'
 */
export function demoNftName(slug: DemoNftSlug, id: bigint): string {
  const { title, items } = demoNftCollections[slug]
  const named = id >= 1n && id <= BigInt(items.length) ? items[Number(id) - 1] : undefined
  return named ?? `${title} #${id}`
}

/**
 * A generated square SVG for a demo NFT: two hues drawn from the slug and id, a shape per
 * collection and the id, so every token looks different and the same token always looks alike.
 * @example demoNftSvg('pals', 1n).startsWith('<svg') // true
 */
export function demoNftSvg(slug: DemoNftSlug, id: bigint): string {
  const hash = hashString(`${slug}:${id}`)
  const hue = hash % 360
  const hue2 = (hue + 40 + ((hash >>> 9) % 120)) % 360
  const label = id.toString().length > 6 ? `${id.toString().slice(0, 5)}…` : id.toString()
  const shape =
    slug === 'pals'
      ? `<circle cx="128" cy="112" r="56" fill="hsl(${hue2} 80% 70%)"/><circle cx="108" cy="104" r="8" fill="#1b1b1f"/><circle cx="148" cy="104" r="8" fill="#1b1b1f"/><path d="M104 132q24 20 48 0" stroke="#1b1b1f" stroke-width="6" fill="none" stroke-linecap="round"/>`
      : `<rect x="80" y="64" width="96" height="96" rx="20" transform="rotate(45 128 112)" fill="hsl(${hue2} 75% 65%)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 30%)"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>${shape}<text x="128" y="222" font-family="system-ui,sans-serif" font-size="28" font-weight="600" fill="#fff" text-anchor="middle">#${label}</text></svg>`
}
