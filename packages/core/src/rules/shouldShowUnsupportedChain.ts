/**
 * Whether a wallet on a network the app does not list gets the UnsupportedChain view (spec §4):
 * only when network switching is on and unsupported chains are not allowed.
 * @example
 * shouldShowUnsupportedChain({ supported: false, enableNetworkSwitch: true, allowUnsupportedChain: false }) // true
 */
export function shouldShowUnsupportedChain(params: {
  supported: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
}): boolean {
  return !params.supported && params.enableNetworkSwitch && !params.allowUnsupportedChain
}
