import type { FrameConfig } from '../shared/FrameConfig'
import { FRAME_CONFIG_ELEMENT_ID } from '../shared/FrameConfig'
import type { FrameAssets } from './FrameAssets'

// `<` escaped so no value can close the data block; the block is data, never run as script.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The frame page: its configuration as a JSON data block, the bundled stylesheet and module.
 * @example c.html(renderFramePage(assets, config))
 */
export function renderFramePage(assets: FrameAssets, config: FrameConfig): string {
  return `<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portico wallet</title><link rel="stylesheet" href="/frame/assets/${assets.style.name}"><script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script><script type="module" src="/frame/assets/${assets.script.name}"></script></head><body><div id="portico-frame-root"></div></body></html>`
}
