import { identiconBackground } from './identiconBackground'

/**
 * Props of {@link Avatar}.
 * @example
 * const props: AvatarProps = { address: '0xf39F…2266', size: 64 }
 */
export type AvatarProps = {
  address: string
  /** A profile image; without one the identicon of the address shows. */
  imageUrl?: string | undefined
  size?: number
}

/**
 * A round account picture: the profile image, or an identicon generated from the address.
 * Decorative: the address is always written next to it.
 * @example
 * <Avatar address={address} size={72} />
 */
export function Avatar({ address, imageUrl, size = 40 }: AvatarProps) {
  const style = { width: size, height: size, background: identiconBackground(address) }
  return (
    <span className="portico-avatar" style={style} aria-hidden="true">
      {imageUrl && <img src={imageUrl} alt="" width={size} height={size} />}
    </span>
  )
}
