import { DEVNET_CHAINS } from '@portico/common'

type DemoTokens = Record<string, Record<string, { address?: string } | undefined> | undefined>

// The stack's test tokens on a fresh devnet A: their addresses follow from the deployer's nonce.
const DEFAULTS = {
  erc20: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tetherStyle: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const

/**
 * The address of one of the stack's test tokens on devnet A (`erc20`: PTT, `tetherStyle`:
 * tUSDT), as the stack told the demo (`VITE_PORTICO_TOKENS`), or where a fresh devnet has it.
 * @example
 * devnetToken(import.meta.env, 'erc20') // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 */
export function devnetToken(env: ImportMetaEnv, kind: keyof typeof DEFAULTS): string {
  try {
    const tokens = JSON.parse(env.VITE_PORTICO_TOKENS ?? '{}') as DemoTokens
    return tokens[String(DEVNET_CHAINS.devnetA.id)]?.[kind]?.address ?? DEFAULTS[kind]
  } catch {
    return DEFAULTS[kind]
  }
}
