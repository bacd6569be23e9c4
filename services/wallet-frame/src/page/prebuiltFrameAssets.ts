import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { FrameAssets } from './FrameAssets'

/** Where the installed package keeps the frame page built at publish time: `dist/frame-assets/`. */
export const PREBUILT_FRAME_ASSETS_DIR = fileURLToPath(new URL('../frame-assets/', import.meta.url))

const frameAssetsSchema = z.object({
  script: z.object({ name: z.string().regex(/^frame-[0-9a-f]{16}\.js$/), body: z.string() }),
  style: z.object({ name: z.string().regex(/^frame-[0-9a-f]{16}\.css$/), body: z.string() }),
  worker: z.object({ name: z.string().regex(/^scrypt-[0-9a-f]{16}\.js$/), body: z.string() }),
})

/**
 * The frame page's script and stylesheet as the published package ships them (written by the
 * package build into `dist/frame-assets/assets.json`), or undefined when running from the
 * repository's sources, where the service bundles them at start.
 * @example
 * const assets = prebuiltFrameAssets() ?? (await buildFrameAssets())
 */
export function prebuiltFrameAssets(
  dir: string = PREBUILT_FRAME_ASSETS_DIR,
): FrameAssets | undefined {
  const file = `${dir}/assets.json`
  if (!existsSync(file)) return undefined
  return frameAssetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}
