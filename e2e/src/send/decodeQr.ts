import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/**
 * Reads the QR code in a PNG screenshot (e.g. `locator.screenshot()`); undefined when none is
 * found.
 * @example
 * const text = decodeQr(await page.getByTestId('portico-receive-qr').screenshot())
 */
export function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png)
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length)
  return jsQR(pixels, image.width, image.height)?.data
}
