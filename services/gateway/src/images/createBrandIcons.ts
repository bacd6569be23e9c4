import type { IconRef } from './iconRef'
import { type IconIndex, loadIconIndex } from './loadIconIndex'
import { readIconSvg } from './readIconSvg'

/**
 * Real logos from the `@web3icons/core` set, read from the installed package and kept for the
 * life of one app. Each look-up answers the SVG text, or undefined when the set has no icon (the
 * caller then draws a monogram).
 * @example
 * const svg = (await icons.token('USDC')) ?? monogramSvg('USDC')
 */
export type BrandIcons = {
  /** By `@web3icons` wallet id (`metamask`, `trust`). */
  wallet(iconId: string): Promise<string | undefined>
  /** By CAIP-2 network id (`eip155:8453`). */
  network(caip2: string): Promise<string | undefined>
  /** By token symbol, any case (`ETH`, `usdc`). */
  token(symbol: string): Promise<string | undefined>
}

/**
 * Where {@link createBrandIcons} reads from; tests may pass their own.
 * @example
 * createBrandIcons({ loadIndex: loadIconIndex, readSvg: async () => '<svg/>' })
 */
export type BrandIconSources = {
  loadIndex: () => Promise<IconIndex>
  readSvg: (ref: IconRef) => Promise<string | undefined>
}

/**
 * Makes the logo look-ups of one app: the metadata is loaded on the first request and every
 * SVG read once, then answered from memory (a few hundred icons at most are ever asked for).
 * @example
 * const icons = createBrandIcons()
 * await icons.network('eip155:1') // '<svg …>'
 */
export function createBrandIcons(
  sources: BrandIconSources = { loadIndex: loadIconIndex, readSvg: readIconSvg },
): BrandIcons {
  let index: Promise<IconIndex> | undefined
  const svgs = new Map<string, Promise<string | undefined>>()

  const getIndex = () => {
    index ??= sources.loadIndex().catch((error: unknown) => {
      index = undefined
      throw error
    })
    return index
  }
  const svg = (ref: IconRef | undefined): Promise<string | undefined> => {
    if (!ref) return Promise.resolve(undefined)
    const key = `${ref.folder}/${ref.name}`
    let read = svgs.get(key)
    if (!read) {
      read = sources.readSvg(ref).catch((error: unknown) => {
        svgs.delete(key)
        throw error
      })
      svgs.set(key, read)
    }
    return read
  }

  return {
    wallet: async (iconId) => svg((await getIndex()).wallet(iconId)),
    network: async (caip2) => svg((await getIndex()).network(caip2)),
    token: async (symbol) => svg((await getIndex()).token(symbol)),
  }
}
