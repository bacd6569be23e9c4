import { describe, expect, it } from 'vitest'
import { toSessionView } from './toSessionView'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = {
  topic: 'topic',
  peer: { metadata: { name: 'Portico Demo', url: 'http://127.0.0.1:5173', icons: [] } },
  namespaces: {
    eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`] },
  },
}

describe('toSessionView', () => {
  it('lists the EVM chains (from accounts when absent) and the active one', () => {
    expect(toSessionView(session)).toEqual({
      topic: 'topic',
      peer: { name: 'Portico Demo', url: 'http://127.0.0.1:5173', icon: undefined },
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
      chainId: 'eip155:31337',
    })
    expect(toSessionView(session, 'eip155:31338').chainId).toBe('eip155:31338')
    expect(toSessionView(session, 'eip155:1').chainId).toBe('eip155:31337')
  })

  it('lists the solana chain and account of a session without eip155', () => {
    const account =
      'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf:G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
    const view = toSessionView({ ...session, namespaces: { solana: { accounts: [account] } } })
    expect(view.chains).toEqual(['solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'])
    expect(view.accounts).toEqual([account])
    expect(view.chainId).toBe('solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf')
  })
})
