import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './stack/repoRoot'

// `npm run docs:screenshots` (after `npm run test:e2e`): copies the e2e run's screenshots that
// the READMEs show from e2e/output/ into docs/screenshots/, under stable names.
const SHOTS: Record<string, string> = {
  'quick-start-connect.png': 'consumer-vite-connect.png',
  'connect-dark.png': 'connect-dark.png',
  'connect-light.png': 'connect-light.png',
  'connect-phone.png': 'phone-connect-sheet.png',
  'all-wallets-dark.png': 'gateway-all-wallets-dark.png',
  'all-wallets-light.png': 'gateway-all-wallets-light.png',
  'all-wallets-search-phone-dark.png': 'gateway-all-wallets-search-phone-dark.png',
  'all-wallets-search-phone-light.png': 'gateway-all-wallets-search-phone-light.png',
  'wallet-open-app-phone.png': 'phone-wallet-open-app.png',
  'what-is-a-wallet-phone-light.png': 'phone-what-is-a-wallet-light.png',
  'account-tokens-dark.png': 'gateway-tokens-dark.png',
  'account-tokens-light.png': 'gateway-tokens-light.png',
  'account-activity-dark.png': 'gateway-activity-dark.png',
  'account-activity-light.png': 'gateway-activity-light.png',
  'account-activity-phone-dark.png': 'gateway-activity-phone-dark.png',
  'account-activity-phone-light.png': 'gateway-activity-phone-light.png',
  'send-form-dark.png': 'send-03-empty-dark.png',
  'send-errors-light.png': 'send-14-errors-light.png',
  'send-sent-dark.png': 'send-07-sent-dark.png',
  'wrong-network-button-dark.png': 'unsupported-chain-button-dark.png',
}

const root = repoRoot()
const from = join(root, 'e2e', 'output')
const to = join(root, 'docs', 'screenshots')
const missing = Object.values(SHOTS).filter((name) => !existsSync(join(from, name)))
if (missing.length > 0) {
  console.error(`Run the e2e tests first; missing from e2e/output: ${missing.join(', ')}`)
  process.exit(1)
}
mkdirSync(to, { recursive: true })
for (const [name, source] of Object.entries(SHOTS)) copyFileSync(join(from, source), join(to, name))
console.log(`Copied ${Object.keys(SHOTS).length} screenshots to docs/screenshots/`)
