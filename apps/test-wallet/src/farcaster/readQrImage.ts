import jsQR from 'jsqr'

/**
 * Reads the QR code in an image file (a screenshot or photo of a sign-in code): decoded in a
 * canvas with jsQR. Throws when the file is not an image or holds no readable code.
 * @example
 * const link = await readQrImage(input.files[0])
 */
export async function readQrImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('That file is not an image')
  })
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot read images')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
  const code = jsQR(data, width, height)
  if (!code) throw new Error('No QR code found in that image')
  return code.data
}
