import type { Features } from '@portico/common'

/**
 * Feature flags whose feature this build of Portico does not have yet, with what each stands
 * for: the modal has no view for them and core sends nothing for them. Every flag of the spec
 * is built now (email and social login, swaps, send, receive, history, on-ramp, smart sessions,
 * analytics, the wallet list and pay), so the list is empty; a flag added before its feature
 * goes here until the feature lands.
 * @example
 * Object.keys(UNBUILT_FEATURES) // []
 */
export const UNBUILT_FEATURES: Partial<Record<keyof Features, string>> = {}

/**
 * A flag of {@link UNBUILT_FEATURES}.
 * @example
 * const flags: UnbuiltFeature[] = findUnbuiltFeatures(input.features)
 */
export type UnbuiltFeature = keyof Features

/**
 * The login flags the app turned on (`email: true`, a non-empty `socials` list) while it gave no
 * `embeddedWallet` loader: those logins run in the embedded wallet, so nothing would show.
 * @example
 * findLoginsWithoutEmbeddedWallet({ email: true }, undefined) // ['email']
 */
export function findLoginsWithoutEmbeddedWallet(
  features: Partial<Features> | undefined,
  embeddedWallet: unknown,
): Array<'email' | 'socials'> {
  if (!features || embeddedWallet) return []
  return (['email', 'socials'] as const).filter((flag) => {
    const value = features[flag]
    return value === true || (Array.isArray(value) && value.length > 0)
  })
}

/**
 * The flags of {@link UNBUILT_FEATURES} the app itself turned on (`true`, or a non-empty list of
 * socials), in that list's order. Defaults the app left alone are not named: the app did not
 * ask for them.
 * @example
 * findUnbuiltFeatures({ pay: true, send: true, socials: [] }) // [] (every flag is built)
 */
export function findUnbuiltFeatures(features: Partial<Features> | undefined): UnbuiltFeature[] {
  if (!features) return []
  return (Object.keys(UNBUILT_FEATURES) as UnbuiltFeature[]).filter((flag) => {
    const value = features[flag]
    return value === true || (Array.isArray(value) && value.length > 0)
  })
}
