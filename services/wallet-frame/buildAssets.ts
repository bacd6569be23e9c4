import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFrameAssets } from './src/page/buildFrameAssets'

/**
 * Run by `npm run build` after the package's code: bundles the frame page once, so the installed
 * service serves it without a bundler (rolldown stays a development dependency).
 * @example
 * await buildAssets('services/wallet-frame/dist')
 */
export default async function buildAssets(dist: string): Promise<void> {
  const assets = await buildFrameAssets()
  mkdirSync(join(dist, 'frame-assets'), { recursive: true })
  writeFileSync(join(dist, 'frame-assets', 'assets.json'), JSON.stringify(assets))
}
