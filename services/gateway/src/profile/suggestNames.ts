import type { NameStore } from './createNameStore'

const MAX_FREE_VARIANTS = 3

/**
 * Suggestions for a label: the name itself (registered or not), then up to three free
 * variants (`label-1`, `label1`, `label-2`, …) in the same zone.
 * @example
 * await suggestNames(store, 'alice', '.portico.id')
 * // [{ name: 'alice.portico.id', registered: true }, { name: 'alice-1.portico.id', registered: false }, …]
 */
export async function suggestNames(
  store: Pick<NameStore, 'registered'>,
  label: string,
  suffix: string,
): Promise<{ name: string; registered: boolean }[]> {
  const exact = `${label}${suffix}`
  const variants = Array.from({ length: 12 }, (_, i) => {
    const n = Math.floor(i / 2) + 1
    return `${label}${i % 2 === 0 ? '-' : ''}${n}`
  })
    // A variant must still be a name the gateway registers (labels up to 63 characters).
    .filter((variant) => variant.length <= 63)
    .map((variant) => `${variant}${suffix}`)
  const taken = await store.registered([exact, ...variants])
  const free = variants.filter((name) => !taken.has(name)).slice(0, MAX_FREE_VARIANTS)
  return [
    { name: exact, registered: taken.has(exact) },
    ...free.map((name) => ({ name, registered: false })),
  ]
}
