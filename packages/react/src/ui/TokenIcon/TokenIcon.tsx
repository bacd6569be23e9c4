import { type CSSProperties, useState } from 'react'
import { networkColor } from '../NetworkIcon/networkColor'
import { readableOn } from '../NetworkIcon/readableOn'

const SHAPE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: '9999px',
}

// Drawn over the image (an outline paints above it), so a logo whose colour is the
// background's keeps its edge in both themes.
const RING: CSSProperties = { outline: '1px solid var(--portico-border)', outlineOffset: -1 }

/**
 * Props of {@link TokenIcon}.
 * @example
 * const props: TokenIconProps = { symbol: 'ETH', iconUrl: '', size: 24 }
 */
export type TokenIconProps = { symbol: string; iconUrl?: string | undefined; size?: number }

/**
 * A token's round icon: its image (the gateway's logo), else — with no image or when it fails —
 * a tile in a colour derived from the symbol with its first letter. Decorative: the symbol is
 * written beside it.
 * @example
 * <TokenIcon symbol="PTT" iconUrl={token.iconUrl} size={24} />
 */
export function TokenIcon({ symbol, iconUrl, size = 24 }: TokenIconProps) {
  // Remembers which URL failed, so the next token's image is tried.
  const [failedUrl, setFailedUrl] = useState<string>()
  if (iconUrl && failedUrl !== iconUrl)
    return (
      <img
        className="portico-token-glyph"
        style={{ ...SHAPE, ...RING, width: size, height: size, objectFit: 'cover' }}
        src={iconUrl}
        alt=""
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailedUrl(iconUrl)}
      />
    )
  const background = networkColor(`token:${symbol}`)
  return (
    <span
      className="portico-token-glyph"
      aria-hidden="true"
      style={{
        ...SHAPE,
        width: size,
        height: size,
        background,
        color: readableOn(background),
        fontSize: Math.round(size * 0.42),
        fontWeight: 700,
      }}
    >
      {symbol
        .replace(/^t(?=[A-Z])/, '')
        .slice(0, 1)
        .toUpperCase()}
    </span>
  )
}
