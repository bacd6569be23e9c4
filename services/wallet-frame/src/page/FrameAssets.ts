/**
 * The frame page's bundled script and stylesheet, and the key-derivation worker's script, each
 * with a content hash for its file name.
 * @example const assets: FrameAssets = await buildFrameAssets()
 */
export type FrameAssets = {
  script: { name: string; body: string }
  style: { name: string; body: string }
  worker: { name: string; body: string }
}
