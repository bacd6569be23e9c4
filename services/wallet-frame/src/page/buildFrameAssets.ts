import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FrameBundleError } from '../errors/FrameBundleError'
import type { FrameAssets } from './FrameAssets'

const entry = fileURLToPath(new URL('../../page/main.ts', import.meta.url))
const stylesheet = fileURLToPath(new URL('../../page/frame.css', import.meta.url))

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * Bundles the frame page's browser code (page/main.ts, with viem's accounts, the Shamir library
 * and the protocol schemas) into one minified ES module with rolldown, from the workspaces'
 * sources, and reads its stylesheet. Done once when the service starts (about a second).
 * @example
 * const assets = await buildFrameAssets()
 * assets.script.name // 'frame-3f2a….js'
 */
export async function buildFrameAssets(): Promise<FrameAssets> {
  // A development dependency: the published service serves the page prebuilt instead.
  const { rolldown } = await import('rolldown')
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    resolve: { conditionNames: ['portico-source', 'browser', 'import', 'module', 'default'] },
    logLevel: 'silent',
  })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true, codeSplitting: false })
    const chunk = output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk?.type !== 'chunk') throw new FrameBundleError('the frame bundle has no entry chunk')
    const css = readFileSync(stylesheet, 'utf8')
    return {
      script: { name: `frame-${hashOf(chunk.code)}.js`, body: chunk.code },
      style: { name: `frame-${hashOf(css)}.css`, body: css },
    }
  } finally {
    await bundle.close()
  }
}
