import { afterAll, beforeAll } from 'vitest'
import { startWalletConnectFixture, type WalletConnectFixture } from './startWalletConnectFixture'

/**
 * The WalletConnect fixture (relay, wallet, devnets), started before the file's tests and
 * stopped after them (after `beforeStop`, for what a test file built on it); the returned
 * function reads it inside a test.
 * @example
 * const fixture = useWalletConnectFixture()
 * it('pairs', async () => { const walletConnect = fixture().createConnector() })
 */
export function useWalletConnectFixture(
  beforeStop: () => Promise<void> = async () => {},
): () => WalletConnectFixture {
  let fixture: WalletConnectFixture | undefined
  beforeAll(async () => {
    fixture = await startWalletConnectFixture()
  }, 60_000)
  afterAll(async () => {
    await beforeStop()
    await fixture?.stop()
  })
  return () => {
    if (!fixture) throw new Error('the WalletConnect fixture starts in beforeAll')
    return fixture
  }
}
