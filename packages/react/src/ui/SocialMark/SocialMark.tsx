import { useState } from 'react'

/**
 * Props of {@link SocialMark}.
 * @example
 * const props: SocialMarkProps = { mark: 'GH', src: catalogue.assetImageUrl('social:github') }
 */
export type SocialMarkProps = {
  /** One or two letters, shown when there is no logo or it fails to load. */
  mark: string
  /** The provider's logo (the gateway's `social:<provider>` asset image). */
  src?: string | undefined
  size?: number
}

/**
 * A social login provider's mark: its logo on a light round badge (dark brand colours stay
 * visible in both themes), or its letters when the logo is missing or fails to load. The button
 * around it carries the full name for assistive technology.
 * @example
 * <SocialMark mark="D" src={catalogue.assetImageUrl('social:discord')} />
 */
export function SocialMark({ mark, src, size = 24 }: SocialMarkProps) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return (
      <span
        className="portico-social-mark"
        data-logo=""
        aria-hidden="true"
        style={{ width: size, height: size }}
      >
        <img
          src={src}
          alt=""
          width={Math.round(size * 0.6)}
          height={Math.round(size * 0.6)}
          onError={() => setFailed(true)}
        />
      </span>
    )
  }
  return (
    <span
      className="portico-social-mark"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * (mark.length > 1 ? 0.4 : 0.5)),
      }}
    >
      {mark}
    </span>
  )
}
