import type { CaipNetwork } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'
import { stubBalanceGateway } from '../testing/stubBalanceGateway'
import { TOKEN_REFRESH_MIN_MS } from './watchBalances'

/** The fake EVM adapter with a block source the test drives. */
function withBlocks() {
  const fake = createFakeAdapter()
  const watchers = new Set<{ caipNetwork: CaipNetwork; onBlock: () => void }>()
  const adapter = Object.assign(fake, {
    watchBlocks(params: { caipNetwork: CaipNetwork; onBlock: () => void }) {
      watchers.add(params)
      return () => watchers.delete(params)
    },
  })
  const mine = () => {
    for (const watcher of [...watchers]) watcher.onBlock()
  }
  return { fake: adapter, watchers, mine }
}

const balance = (portico: ReturnType<typeof createTestPortico>['portico']) =>
  portico.stores.account.getState().accounts.eip155?.balance

afterEach(() => vi.unstubAllGlobals())

describe('balances follow new blocks', () => {
  it('a new block with money received through another app shows the new balance and refreshes tokens', async () => {
    // The gateway knows the chain and has no token balances for the account.
    const gateway = stubBalanceGateway()
    const { fake, watchers, mine } = withBlocks()
    const { portico } = createTestPortico({ fake })
    await portico.init()
    expect(watchers.size).toBe(0)
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(balance(portico)).toBe('10000'))
    // The block watch comes with the client's started part, which may load after the first
    // balance read on a busy machine: waited for, not raced.
    await vi.waitFor(() =>
      expect([...watchers].map((w) => w.caipNetwork.caipNetworkId)).toEqual(['eip155:1']),
    )

    // A block that changes nothing: no token refresh.
    mine()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(gateway.requests.filter((url) => url.includes('forceUpdate=true'))).toEqual([])

    fake.balance = '10001.5'
    mine()
    await vi.waitFor(() => expect(balance(portico)).toBe('10001.5'))
    await gateway.waitForForcedBalanceRead()
    await portico.destroy()
  })

  it('watches the network the account is on, and nothing once disconnected or destroyed', async () => {
    const { fake, watchers } = withBlocks()
    const { portico } = createTestPortico({ fake })
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(watchers.size).toBe(1))

    const base = portico.stores.chain.getState().networks.eip155?.requestedCaipNetworks?.[1]
    if (!base) throw new Error('the test instance lists Base second')
    await portico.switchNetwork(base)
    await vi.waitFor(() =>
      expect([...watchers].map((w) => w.caipNetwork.caipNetworkId)).toEqual(['eip155:8453']),
    )

    await portico.disconnect()
    expect(watchers.size).toBe(0)
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(watchers.size).toBe(1))
    await portico.destroy()
    expect(watchers.size).toBe(0)
  })

  it('blocks arriving while a read runs are folded into one more read', async () => {
    const { fake, mine } = withBlocks()
    let reads = 0
    let release: () => void = () => undefined
    const getBalance = fake.getBalance.bind(fake)
    const { portico } = createTestPortico({ fake })
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(balance(portico)).toBe('10000'))
    fake.getBalance = async (params) => {
      reads++
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return getBalance(params)
    }
    mine()
    await vi.waitFor(() => expect(reads).toBe(1))
    mine()
    mine()
    mine()
    release()
    await vi.waitFor(() => expect(reads).toBe(2))
    release()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reads).toBe(2)
    await portico.destroy()
  })

  it('while Account is open a block reads the token balances, at most every few seconds', async () => {
    const { forcedBalanceReads: tokenReads } = stubBalanceGateway()
    const { fake, mine } = withBlocks()
    const { portico } = createTestPortico({ fake })
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() => expect(balance(portico)).toBe('10000'))

    // A token arrived: the native balance is unchanged, but Account is on screen.
    await portico.open()
    expect(portico.stores.router.getState().view.view).toBe('Account')
    mine()
    await vi.waitFor(() => expect(tokenReads()).toBe(1), { timeout: 10_000 })
    mine()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tokenReads()).toBe(1)

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + TOKEN_REFRESH_MIN_MS)
    mine()
    await vi.waitFor(() => expect(tokenReads()).toBe(2))
    vi.mocked(Date.now).mockRestore()

    // Closed: blocks read the native balance only.
    portico.close()
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * TOKEN_REFRESH_MIN_MS)
    mine()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tokenReads()).toBe(2)
    vi.mocked(Date.now).mockRestore()
    await portico.destroy()
  })
})
