import type { IconRef } from './iconRef'

// `background` draws the logo on its brand colour filling the square, so a rounded or round
// frame crops it like an app icon in both themes; `branded` is the logo alone. `mono` is
// white on nothing and never served.
const VARIANTS = ['background', 'branded'] as const

const NOT_FOUND = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED'])

/**
 * Reads one icon's SVG from the installed `@web3icons/core` package (each file is an ES module
 * whose default export is the SVG text): the `background` variant, else `branded`; undefined
 * when the package has neither. Nothing is fetched from the network.
 * @example
 * const svg = await readIconSvg({ folder: 'wallets', name: 'metamask' })
 */
export async function readIconSvg(ref: IconRef): Promise<string | undefined> {
  for (const variant of VARIANTS) {
    try {
      // The specifier is built at run time; the comment stops Vite (tests) from trying to
      // resolve the template itself.
      const module: { default: unknown } = await import(
        /* @vite-ignore */ `@web3icons/core/svgs/${ref.folder}/${variant}/${ref.name}.svg.js`
      )
      if (typeof module.default === 'string' && module.default.trimStart().startsWith('<svg')) {
        return module.default.trim()
      }
    } catch (error) {
      if (!NOT_FOUND.has((error as { code?: string }).code ?? '')) throw error
    }
  }
  return undefined
}
