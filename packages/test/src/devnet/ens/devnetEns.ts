import type { Address } from 'viem'

/**
 * Where deployEns puts ENS on a fresh devnet (its deployer's nonces 0–3), as plain data so
 * services can be configured before the deployment lands; deployEns checks it.
 * @example defaultDevnetEns.universalResolver // '0x9e63EBd9263eeD72e0DB13aeF46C88428E957960'
 */
export const defaultDevnetEns = {
  registry: '0x8C731317995EbE29e2dCB41edECa902A2C23587E',
  publicResolver: '0xb23E7d9F88c9884f0EE613C9C0d692CEaF658cD5',
  reverseRegistrar: '0xBA9bc7ee236EED5F08b35eF81F85Dfc446b4F786',
  universalResolver: '0x9e63EBd9263eeD72e0DB13aeF46C88428E957960',
} as const satisfies Record<string, Address>
