import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FrameBundleError } from '../errors/FrameBundleError'
import type { FrameAssets } from './FrameAssets'

const entry = fileURLToPath(new URL('../../page/main.ts', import.meta.url))
const workerEntry = fileURLToPath(new URL('../../page/scryptWorker.ts', import.meta.url))
const stylesheet = fileURLToPath(new URL('../../page/frame.css', import.meta.url))

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

// One minified ES module of `input` and everything it imports, built with rolldown from the
// workspaces' sources.
async function bundleModule(input: string): Promise<string> {
  // A development dependency: the published service serves the page prebuilt instead.
  const { rolldown } = await import('rolldown')
  const bundle = await rolldown({
    input,
    platform: 'browser',
    resolve: { conditionNames: ['portico-source', 'browser', 'import', 'module', 'default'] },
    logLevel: 'silent',
  })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true, codeSplitting: false })
    const chunk = output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk?.type !== 'chunk')
      throw new FrameBundleError(`the bundle of ${input} has no entry chunk`)
    return chunk.code
  } finally {
    await bundle.close()
  }
}

/**
 * Bundles the frame page's browser code (page/main.ts, with viem's accounts, the Shamir library
 * and the protocol schemas) and its key-derivation worker (page/scryptWorker.ts) into minified
 * ES modules, and reads its stylesheet. Done once when the service starts (about a second).
 * @example
 * const assets = await buildFrameAssets()
 * assets.script.name // 'frame-3f2a….js'
 */
export async function buildFrameAssets(): Promise<FrameAssets> {
  const [script, worker] = await Promise.all([bundleModule(entry), bundleModule(workerEntry)])
  const css = readFileSync(stylesheet, 'utf8')
  return {
    script: { name: `frame-${hashOf(script)}.js`, body: script },
    style: { name: `frame-${hashOf(css)}.css`, body: css },
    worker: { name: `scrypt-${hashOf(worker)}.js`, body: worker },
  }
}
