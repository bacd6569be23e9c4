import { formatEther, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from '../wallet/walletTypes'

/**
 * What the confirm panel shows for one request.
 * @example
 * const { title, lines }: ApprovalText = describeApproval(request)
 */
export type ApprovalText = { title: string; lines: string[] }

const titles: Record<string, string> = {
  eth_requestAccounts: 'Connect to this site',
  wallet_requestPermissions: 'Connect to this site',
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_switchEthereumChain: 'Switch network',
  wallet_addEthereumChain: 'Add network',
  wallet_watchAsset: 'Add token',
}

/**
 * Puts a request that needs approval into words for the in-page wallet's confirm panel.
 *
 * @example
 * describeApproval({ method: 'personal_sign', params: ['0x6869', addr], account: addr, chainId: 31337 })
 * // { title: 'Sign message', lines: ['hi'] }
 */
export function describeApproval(request: ApprovalRequest): ApprovalText {
  const title = titles[request.method] ?? request.method
  const params = Array.isArray(request.params) ? request.params : []
  const first = params[0]
  switch (request.method) {
    case 'personal_sign': {
      const message = typeof first === 'string' ? first : ''
      return { title, lines: [isHex(message) ? readable(message) : message] }
    }
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
      return { title, lines: [data.length > 400 ? `${data.slice(0, 400)}…` : data] }
    }
    case 'eth_sendTransaction': {
      const tx = (first ?? {}) as { to?: string; value?: string; data?: string }
      return {
        title,
        lines: [
          `To: ${tx.to ?? 'new contract'}`,
          `Value: ${tx.value && isHex(tx.value) ? formatEther(BigInt(tx.value)) : '0'} ETH`,
          ...(tx.data && tx.data !== '0x'
            ? [`Data: ${tx.data.slice(0, 74)}${tx.data.length > 74 ? '…' : ''}`]
            : []),
        ],
      }
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const chainId = (first as { chainId?: string } | undefined)?.chainId
      return { title, lines: [`Chain ${chainId && isHex(chainId) ? Number(chainId) : '?'}`] }
    }
    default:
      return { title, lines: [`Account ${request.account}`, `Chain ${request.chainId}`] }
  }
}

function readable(hex: `0x${string}`): string {
  try {
    const text = hexToString(hex)
    // Binary data would show as garbage: keep the hex then.
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : hex
  } catch {
    return hex
  }
}
