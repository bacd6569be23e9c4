import type { RasterImage } from '../../images/imageResponse'
import { sanitizeSvg } from '../../images/sanitizeSvg'

const RASTERS: readonly { type: RasterImage['contentType']; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', test: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

/**
 * The image a stranger's bytes are, judged by their content and never by the type they were
 * served with: PNG, JPEG, GIF or WebP as they are, an SVG with everything that could run or
 * load removed; anything else is no image.
 * @example toAvatarImage(await readFile('a.png')) // { bytes, contentType: 'image/png' }
 */
export function toAvatarImage(bytes: Buffer): string | RasterImage | undefined {
  const raster = RASTERS.find((kind) => kind.test(bytes))
  if (raster) return { bytes: new Uint8Array(bytes), contentType: raster.type }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  return /<svg[\s>]/i.test(text) ? sanitizeSvg(text) : undefined
}

/**
 * The bytes of a `data:image/…` URL (base64 or percent-encoded).
 * @example dataUrlBytes('data:image/svg+xml,%3Csvg%3E%3C/svg%3E') // <Buffer 3c 73 76 67 …>
 */
export function dataUrlBytes(url: string): Buffer | undefined {
  const comma = url.indexOf(',')
  if (comma < 0) return undefined
  const header = url.slice(0, comma)
  const body = url.slice(comma + 1)
  try {
    return header.endsWith(';base64')
      ? Buffer.from(body, 'base64')
      : Buffer.from(decodeURIComponent(body), 'utf8')
  } catch {
    return undefined
  }
}
