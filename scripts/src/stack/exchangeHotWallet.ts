import type { Hex } from 'viem'
import type { ExchangeStackSetup } from './exchangeConfig'
import type { StackContext } from './StackContext'
import type { StackChain } from './StackInfo'
import { solanaGatewayChain } from './startSolanaRpc'
import { waitForHttp } from './waitForHttp'

const ETH = 10n ** 18n
// Minted to the hot wallet on each devnet, in whole tokens.
const TOKENS_MINTED = 10_000_000n
// The Solana test account that funds the hot wallet: one no test pays from or to (see
// services/solana-rpc/README.md for the ten; the tests use the others).
const SOLANA_FUNDER = 7

async function rpc(url: string, method: string, params: unknown[]) {
  const { rpcRequest } = await import('@portico/test/devnet/rpcRequest')
  return rpcRequest(url, method, params)
}

// The stack's services start together: the test tokens land once the devnet has deployed them.
async function waitForContracts(rpcUrl: string, addresses: readonly string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const codes = await Promise.all(
      addresses.map((address) => rpc(rpcUrl, 'eth_getCode', [address, 'latest']).catch(() => '0x')),
    )
    if (codes.every((code) => typeof code === 'string' && code.length > 2)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${rpcUrl}: the test tokens were not deployed within ${timeoutMs} ms`)
}

async function fundOnDevnet(chain: StackChain, privateKey: Hex, timeoutMs: number) {
  const [{ privateKeyToAccount }, { fundAccount }] = await Promise.all([
    import('viem/accounts'),
    import('@portico/test/devnet/fundAccount'),
  ])
  const { erc20, tetherStyle } = chain.tokens
  await waitForContracts(chain.rpcUrl, [erc20.address, tetherStyle.address], timeoutMs)
  const { address } = privateKeyToAccount(privateKey)
  // ETH by decree (no other account's nonce is touched while the devnet deploys at fixed
  // addresses); the tokens minted by the hot wallet to itself (their `mint` is public).
  await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${(10_000n * ETH).toString(16)}`])
  await fundAccount(chain.rpcUrl, address, {
    privateKey,
    tokens: [erc20, tetherStyle].map((token) => ({
      address: token.address,
      amount: TOKENS_MINTED * 10n ** BigInt(token.decimals),
    })),
  })
  return address
}

async function fundOnSolana(rpcUrl: string, mint: string, secretKey: string, timeoutMs: number) {
  const [{ createSolanaPayer, solanaHotWalletSigner }, { solanaTestAccountKey }] =
    await Promise.all([
      import('@portico/exchange-sandbox/solanaPayer'),
      import('@portico/test/solana/solanaTestKeys'),
    ])
  await waitForHttp(`${rpcUrl}/health`, { timeoutMs })
  const hot = (await solanaHotWalletSigner(secretKey)).address
  // The exchange's own payout code, run from a funded test account.
  const funder = await createSolanaPayer({
    rpcUrl,
    secretKey: `0x${Buffer.from(solanaTestAccountKey(SOLANA_FUNDER)).toString('hex')}`,
  })
  for (const transfer of [
    { asset: 'native', recipient: hot, units: 100n * 10n ** 9n, decimals: 9 },
    { asset: mint, recipient: hot, units: 100_000n * 10n ** 6n, decimals: 6 },
  ]) {
    const { txHash, rawTx } = await funder.sign(transfer)
    const settled = await funder.settle(rawTx, txHash)
    if (settled.state !== 'success')
      throw new Error(`funding the exchange's Solana hot wallet failed (${txHash})`)
  }
  return hot
}

/**
 * Funds the sandbox exchange's hot wallet once the chains are up: 10,000 ETH and 10,000,000 PTT
 * and tUSDT on each devnet, and 100 SOL and 100,000 PTT on the local Solana chain when it runs.
 * @example
 * await fundExchangeHotWallet(ctx, ctx.exchange)
 */
export async function fundExchangeHotWallet(ctx: StackContext, exchange: ExchangeStackSetup) {
  const evm = ctx.info.chains.map((chain) =>
    fundOnDevnet(chain, exchange.evmPrivateKey as Hex, ctx.timeoutMs * 2),
  )
  const solanaUrl = ctx.info.urls.solanaRpc
  const mint = solanaUrl ? solanaGatewayChain(solanaUrl).tokens[0]?.mint : undefined
  const solana =
    solanaUrl && mint
      ? [fundOnSolana(solanaUrl, mint, exchange.solanaSecretKey, ctx.timeoutMs * 2)]
      : []
  const funded = new Set(await Promise.all([...evm, ...solana]))
  ctx.log('stack', `exchange hot wallet funded after ${ctx.since()}: ${[...funded].join(', ')}`)
}
