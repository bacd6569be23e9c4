import type { StackParts } from './StackParts'
import type { StackPorts } from './stackPorts'

/**
 * The ports the stack's running parts will listen on, each with what it is for: checked free
 * before anything starts, so a second stack fails at once and names the port.
 * @example
 * await assertPortsFree(stackPortsInUse(defaultStackPorts, parts), '127.0.0.1')
 */
export function stackPortsInUse(
  ports: StackPorts,
  parts: StackParts,
): (readonly [name: string, port: number])[] {
  return [
    ['devnet 31337', ports.devnetA],
    ['devnet 31338', ports.devnetB],
    ...(parts.gateway ? [['gateway', ports.gateway] as const] : []),
    ...(parts.relay ? [['relay', ports.relay] as const] : []),
    ...(parts.walletFrame
      ? [
          ['wallet frame', ports.walletFrame] as const,
          ['mail SMTP', ports.mailSmtp] as const,
          ['mail inbox', ports.mailWeb] as const,
          ['identity provider', ports.oidc] as const,
        ]
      : []),
    ...(parts.onramp ? [['on-ramp sandbox', ports.onramp] as const] : []),
    ...(parts.exchange ? [['exchange sandbox', ports.exchange] as const] : []),
    ...(parts.bitcoin ? [['bitcoin regtest', ports.bitcoin] as const] : []),
    ...(parts.bundlers
      ? [['bundler 31337', ports.bundlerA] as const, ['bundler 31338', ports.bundlerB] as const]
      : []),
    ...(parts.solana
      ? [['solana rpc', ports.solana] as const, ['solana subscriptions', ports.solanaWs] as const]
      : []),
    ...(parts.apps ? [['demo', ports.demo] as const] : []),
    ...(parts.walletApp ? [['test wallet', ports.testWallet] as const] : []),
  ]
}
