/**
 * The frame page's bundled script and stylesheet, each with a content hash for its file name.
 * @example const assets: FrameAssets = await buildFrameAssets()
 */
export type FrameAssets = {
  script: { name: string; body: string }
  style: { name: string; body: string }
}
