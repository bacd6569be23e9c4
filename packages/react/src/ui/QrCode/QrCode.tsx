import { type ReactNode, useMemo } from 'react'
import { ShadowStyle } from '../ShadowStyle/ShadowStyle'
import { qrCodeCss } from './qrCodeCss'
import { qrMatrix } from './qrMatrix'
import { logoModules, qrPaths } from './qrPaths'

const INK = '#141616'
const QUIET_ZONE = 1

/**
 * Props of {@link QrCode}.
 * @example
 * const props: QrCodeProps = { value: address, size: 240, label: 'QR code of your address' }
 */
export type QrCodeProps = {
  value: string
  /** Width of the code itself in CSS pixels (the white card adds its padding). */
  size?: number
  /** Accessible name of the image. */
  label: string
  /** Shown in the middle (e.g. the network's icon); the modules under it are left blank. */
  logo?: ReactNode
  testId?: string
}

/**
 * A QR code drawn as one SVG (crisp at any zoom), with rounded finder patterns and an optional
 * logo in the middle.
 * @example
 * <QrCode value={address} label="Address QR code" logo={<NetworkIcon {...network} size={40} />} />
 */
export function QrCode({ value, size = 232, label, logo, testId = 'portico-qr' }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value])
  const { modules, finders } = useMemo(() => qrPaths(matrix, { logo: !!logo }), [matrix, logo])
  const count = matrix.length
  const box = count + QUIET_ZONE * 2
  const logoSize = Math.round((logoModules(count) / box) * size)
  return (
    <div className="portico-qr" data-testid={testId}>
      <ShadowStyle css={qrCodeCss} />
      <svg
        width={size}
        height={size}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
        <path d={modules} fill={INK} />
        {finders.map(([x, y]) => (
          <g key={`${x}-${y}`} shapeRendering="geometricPrecision">
            <rect x={x + 0.5} y={y + 0.5} width={6} height={6} rx={1.6} fill="none" stroke={INK} />
            <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.8} fill={INK} />
          </g>
        ))}
      </svg>
      {logo && (
        <span className="portico-qr-logo" style={{ width: logoSize, height: logoSize }}>
          {logo}
        </span>
      )}
    </div>
  )
}
