import { useState } from 'react'
import { networkColor } from './networkColor'
import { networkInitials } from './networkInitials'
import { readableOn } from './readableOn'

const ETHEREUM_GLYPH =
  'M12 3l5.5 9.2L12 15.5l-5.5-3.3L12 3zM6.5 13.3L12 21l5.5-7.7L12 16.6l-5.5-3.3z'

/**
 * Props of {@link NetworkIcon}.
 * @example
 * const props: NetworkIconProps = { caipNetworkId: 'eip155:1', name: 'Ethereum' }
 */
export type NetworkIconProps = {
  caipNetworkId: string
  name: string
  imageUrl?: string | undefined
  size?: number
}

/**
 * A network's round icon: its image (the app's, or the catalogue's logo), else — with no image
 * or when it fails — a tile in the network's colour with its glyph or initials. Decorative:
 * the name is written beside it.
 * @example
 * <NetworkIcon caipNetworkId="eip155:8453" name="Base" size={24} />
 */
export function NetworkIcon({ caipNetworkId, name, imageUrl, size = 24 }: NetworkIconProps) {
  // Remembers which URL failed, so the next network's image is tried.
  const [failedUrl, setFailedUrl] = useState<string>()
  const background = networkColor(caipNetworkId)
  const style = { width: size, height: size, background, color: readableOn(background) }
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <span
        className="portico-network-icon"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        <img
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
        />
      </span>
    )
  }
  return (
    <span className="portico-network-icon" style={style} aria-hidden="true">
      {caipNetworkId === 'eip155:1' ? (
        <svg
          width={size * 0.7}
          height={size * 0.7}
          viewBox="0 0 24 24"
          fill="#fff"
          aria-hidden="true"
        >
          <path d={ETHEREUM_GLYPH} />
        </svg>
      ) : (
        <Initials text={networkInitials(name)} size={size} />
      )}
    </span>
  )
}

function Initials({ text, size }: { text: string; size: number }) {
  return (
    <span style={{ fontSize: Math.round(size * (text.length > 1 ? 0.36 : 0.44)) }}>{text}</span>
  )
}
