import { useState } from 'react'

/**
 * Props of {@link WalletImage}.
 * @example
 * const props: WalletImageProps = { name: 'Rabby', src: 'data:image/svg+xml,…' }
 */
export type WalletImageProps = {
  name: string
  src?: string | undefined
  size?: number
}

/**
 * A wallet's icon in a rounded tile; falls back to its initial when there is no image or the
 * image fails. Decorative: the wallet's name is always written beside it.
 * @example
 * <WalletImage name="Test Wallet" src={connector.imageUrl} size={40} />
 */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  // Remembers which URL failed, so a new one (another wallet in the same slot) is tried.
  const [failedSrc, setFailedSrc] = useState<string>()
  const style = { width: size, height: size }
  if (!src || failedSrc === src) {
    return (
      <span className="portico-wallet-image" data-fallback="" style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <span className="portico-wallet-image" style={style} aria-hidden="true">
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </span>
  )
}
