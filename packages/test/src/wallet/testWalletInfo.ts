// A flask on a violet tile: recognisably a test wallet next to real ones.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#5b3df5"/><path d="M38 22h20v6h-4v16l16 26a6 6 0 0 1-5 9H31a6 6 0 0 1-5-9l16-26V28h-4z" fill="#fff"/><path d="M33 62h30l5 9H28z" fill="#b7a8ff"/></svg>`

/**
 * EIP-6963 info of the Portico test wallet, less the `uuid` (made fresh per installation).
 *
 * @example
 * installEip1193Provider({ bridge, info: { ...testWalletInfo, uuid: crypto.randomUUID() }, windowEthereum: false })
 */
export const testWalletInfo = {
  name: 'Portico Test Wallet',
  icon: `data:image/svg+xml;base64,${btoa(icon)}`,
  rdns: 'dev.portico.testwallet',
} as const
