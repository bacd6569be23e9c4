import { DEFAULT_SOCIALS, type SocialProvider } from '@portico/common'

type SimpleIcon = { svg: string; hex: string }
type SimpleIcons = Record<string, SimpleIcon | unknown>

// simple-icons (CC0) names each brand `si<Name>`; X and GitHub are spelt as it spells them.
const EXPORT_NAMES: Record<SocialProvider, string> = {
  google: 'siGoogle',
  github: 'siGithub',
  apple: 'siApple',
  facebook: 'siFacebook',
  x: 'siX',
  discord: 'siDiscord',
  farcaster: 'siFarcaster',
}

let loading: Promise<SimpleIcons> | undefined

/**
 * A social login provider's logo in its brand colour, from simple-icons (loaded on the first
 * request: the set is large and most gateways never serve one); undefined for an unknown
 * provider. The kit shows it on a light badge, so dark brand colours stay visible in both themes.
 * @example
 * await socialIconSvg('github') // '<svg … fill="#181717">…</svg>'
 */
export async function socialIconSvg(provider: string): Promise<string | undefined> {
  if (!(DEFAULT_SOCIALS as readonly string[]).includes(provider)) return undefined
  loading ??= import('simple-icons').then((icons) => icons as unknown as SimpleIcons)
  const icon = (await loading)[EXPORT_NAMES[provider as SocialProvider]]
  if (!isIcon(icon)) return undefined
  return icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `)
}

function isIcon(value: unknown): value is SimpleIcon {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SimpleIcon).svg === 'string' &&
    /^[0-9A-Fa-f]{6}$/.test((value as SimpleIcon).hex)
  )
}
