import qrcode from 'qrcode-generator'

/**
 * The modules of a QR code for `value` (byte mode, error correction H so a centred logo can
 * cover part of it): `matrix[row][col]` is true for a dark module.
 * @example
 * const matrix = qrMatrix('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * matrix.length // 29 (version 3)
 */
export function qrMatrix(value: string): boolean[][] {
  const qr = qrcode(0, 'H')
  qr.addData(value, 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, col) => qr.isDark(row, col)),
  )
}
