/**
 * English messages of the siwx area (the sign-in view): the source every other locale
 * translates. Error sentences are the spec's (§8), verbatim.
 * @example
 * siwx['siwx.sign'] // 'Sign'
 */
export const siwx = {
  'siwx.title': '{app} wants you to <nowrap>sign in</nowrap> to prove you own this wallet',
  'siwx.defaultAppName': 'This app',
  'siwx.subtitle': 'Signing is free and sends no transaction.',
  'siwx.subtitleSigning': 'Approve the sign-in request in your wallet.',
  'siwx.cancel': 'Cancel',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.retry': 'Try again',
  'siwx.required': '{app} requires signing in. Cancelling disconnects your wallet.',
  'siwx.error.declined': 'Signature declined',
  'siwx.error.smartAccounts': 'This application might not support Smart Accounts',
  'siwx.error.init': 'A problem occurred while trying initialize authentication',
  'siwx.error.notEnabled': 'SIWX is not enabled',
  'siwx.error.noAddress': 'No ActiveCaipAddress found',
  'siwx.error.noNetwork': 'No ActiveCaipNetwork or client found',
  'siwx.error.noClient': 'No ConnectionController client found',
} as const
