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

/**
 * Props of {@link TokenIcon}.
 * @example
 * const props: TokenIconProps = { symbol: 'ETH', iconUrl: '', size: 24 }
 */
export type TokenIconProps = { symbol: string; iconUrl?: string | undefined; size?: number }

/**
 * A token's round icon: its image, else a tile in a colour derived from the symbol with its
 * first letter. Decorative: the symbol is written beside it.
 * @example
 * <TokenIcon symbol="PTT" iconUrl={token.iconUrl} size={24} />
 */
export function TokenIcon({ symbol, iconUrl, size = 24 }: TokenIconProps) {
  const [failed, setFailed] = useState(false)
  if (iconUrl && !failed)
    return (
      <img
        className="portico-token-glyph"
        style={{ ...SHAPE, width: size, height: size, objectFit: 'cover' }}
        src={iconUrl}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
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
