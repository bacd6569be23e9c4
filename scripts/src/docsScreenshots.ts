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
  ...phoneWalkThrough(),
  ...sameName([
    'swap-01-form-dark.png',
    'swap-03-select-token-dark.png',
    'swap-04-preview-dark.png',
    'swap-06-success-dark.png',
    'swap-08-form-light.png',
    'swap-10-preview-approve-light.png',
    'swap-phone-form-dark.png',
    'swap-phone-form-light.png',
    'farcaster-connecting-dark.png',
    'farcaster-connecting-light.png',
    'socials-all-socials-dark.png',
    'socials-all-socials-light.png',
    'socials-popup-closed-dark.png',
    'socials-phone-legal-unticked-light.png',
    'socials-wallet-first-dark.png',
    'buy-01-providers-dark.png',
    'buy-02-form-quote-dark.png',
    'buy-03-waiting-dark.png',
    'buy-04-sandbox-checkout-dark.png',
    'buy-06-success-dark.png',
    'buy-09-form-quote-phone-light.png',
    'names-01-taken-dark.png',
    'names-02-available-dark.png',
    'names-03-success-dark.png',
    'names-05-send-to-name-dark.png',
    'names-06-register-phone-light.png',
    'nfts-tab-dark.png',
    'nfts-tab-light.png',
    'nfts-activity-dark.png',
    'nfts-phone-tab-light.png',
    'languages-connect-phone-ar-light.png',
    'languages-account-phone-ar-light.png',
    'embedded-wallet-recovery-protect-dark.png',
    'embedded-wallet-recovery-protect-light.png',
    'embedded-wallet-recovery-unlock-wrong-dark.png',
    'embedded-wallet-phone-recovery-unlock-dark.png',
    'embedded-wallet-security-dark.png',
    'embedded-wallet-export-warning-dark.png',
    'embedded-wallet-security-remove-refused-dark.png',
    'embedded-wallet-phone-security-dark.png',
  ]),
  ...languages(),
  ...embeddedWallet(),
}

/** embeddedWallet.e2e's views of the email login (real frame, real mail), in both themes. */
function embeddedWallet(): Record<string, string> {
  const shots: Record<string, string> = {}
  const views = [
    'connect',
    'verify-otp',
    'verify-device',
    'approve-sign',
    'account',
    'update-email',
    'update-email-primary-otp',
    'update-email-secondary-otp',
    'phone-approve',
    'connect-socials',
    'connecting-social',
    'account-social',
  ]
  for (const view of views)
    for (const theme of ['dark', 'light'])
      shots[`embedded-wallet-${view}-${theme}.png`] = `embedded-wallet-${view}-${theme}.png`
  return shots
}

/** languages.e2e's Connect and Account views in Arabic (right to left), Japanese and German. */
function languages(): Record<string, string> {
  const shots: Record<string, string> = {}
  for (const view of ['connect', 'account'])
    for (const locale of ['ar', 'ja', 'de'])
      shots[`languages-${view}-${locale}.png`] = `languages-${view}-${locale}.png`
  return shots
}

/** Shots kept under the name the e2e run gives them. */
function sameName(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, name]))
}

/** phone.e2e's walk through the main views on a 390×844 phone, in both themes. */
function phoneWalkThrough(): Record<string, string> {
  const shots: Record<string, string> = {}
  for (const view of ['connect', 'all-wallets', 'account-tokens', 'account-activity', 'send'])
    for (const theme of ['dark', 'light'])
      shots[`phone-${view}-${theme}.png`] = `phone-${view}-${theme}.png`
  return shots
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
