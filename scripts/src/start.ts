import { readDocsPort } from './stack/docsPort'
import { repoRoot } from './stack/repoRoot'
import { readStackPorts } from './stack/stackPorts'
import { startDocsSite } from './stack/startDocsSite'
import { startStack } from './stack/startStack'

// `npm start`: the whole dev stack in one process tree, until Ctrl-C.
const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text)

let stop: (() => Promise<void>) | undefined
let signalled = false
const onSignal = (signal: NodeJS.Signals) => {
  if (signalled) {
    console.log(`\n${signal} again: exiting now.`)
    process.exit(130)
  }
  signalled = true
  console.log(`\n${signal}: stopping the stack…`)
  // With no stack yet, exiting runs the children's exit hooks, which kill them.
  if (!stop) process.exit(130)
  void stop().then(() => process.exit(0))
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

try {
  // The docs site's server answers at once; a missing or stale build waits for the stack (below).
  const docs = await startDocsSite({
    root: repoRoot(),
    host: '127.0.0.1',
    port: readDocsPort(process.env),
    // The build's own output shows only when it fails (in the error).
    log: (service, line) => {
      if (service === 'docs') console.log(`[docs] ${line}`)
    },
  })
  const stack = await startStack({ ports: readStackPorts(process.env) })
  stop = async () => {
    await Promise.all([stack.stop(), docs.stop()])
  }
  const [devnetA, devnetB] = stack.chains
  const lines = [
    '',
    `Portico dev stack is up (${(stack.startedInMs / 1000).toFixed(1)} s):`,
    '',
    `  Demo site         ${bold(stack.urls.demo ?? '-')}`,
    `  …with test wallet ${stack.urls.demo ? `${stack.urls.demo}/?testWallet=1` : '-'}`,
    `  …with passkeys    ${stack.urls.demo ? `${stack.urls.demo}/?passkeys=1` : '-'}`,
    `  Test wallet app   ${stack.urls.testWallet ?? 'not built yet'}`,
    `  Docs site         ${docs.url}${docs.stale ? '  (building now, about a minute: npm run docs)' : ''}`,
    `  Gateway           ${stack.urls.gateway ?? 'not built yet'}`,
    `  Relay             ${stack.urls.relay ?? 'not built yet'}`,
    `  Wallet frame      ${stack.urls.walletFrame ?? 'not built yet'}`,
    `  Mail inbox        ${stack.urls.mailInbox ? bold(stack.urls.mailInbox) : '-'}  (email login codes land here)`,
    `  Identity provider ${stack.urls.identityProvider ?? '-'}  (every social login signs in here, as a test user)`,
    `  On-ramp sandbox   ${stack.urls.onramp ?? '-'}  (Buy pays with its test cards, e.g. 4242 4242 4242 4242)`,
    `  Exchange sandbox  ${stack.urls.exchange ?? '-'}  (Pay with exchange: sign in as ada@exchange.test / ada-exchange-password)`,
    ...stack.chains.map(
      (chain) =>
        `  Devnet ${chain.chainId}     ${chain.rpcUrl}  (PTT ${chain.tokens.erc20.address}, tUSDT ${chain.tokens.tetherStyle.address})`,
    ),
    ...stack.chains.flatMap((chain) =>
      chain.bundlerUrl
        ? [`  Bundler ${chain.chainId}    ${chain.bundlerUrl}  (ERC-4337 v0.7, alto)`]
        : [],
    ),
    ...(stack.bitcoin
      ? [
          `  Bitcoin regtest   ${stack.bitcoin.rpcUrl}  (litecoind, rltc addresses; Esplora API ${stack.bitcoin.esploraUrl})`,
        ]
      : []),
    ...(stack.urls.solanaRpc
      ? [
          `  Solana (local)    ${stack.urls.solanaRpc}  (subscriptions ${stack.urls.solanaWs}; test accounts and PTT: services/solana-rpc/README.md)`,
        ]
      : []),
    '',
    `  Test accounts: anvil's defaults (mnemonic "test test … junk"), 10,000 ETH and 1,000,000 PTT / tUSDT each${devnetA && devnetB ? ' on both devnets' : ''}.`,
    '',
    'Press Ctrl-C to stop everything.',
    '',
  ]
  console.log(lines.join('\n'))
  void docs.ensureBuilt()
  const ended = await stack.stopped
  if (ended.reason === 'crash' && !signalled) {
    console.error(`\nThe stack stopped because ${ended.service} died:\n${ended.message}`)
    process.exit(1)
  }
} catch (error) {
  console.error(
    `\nCould not start the dev stack: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
