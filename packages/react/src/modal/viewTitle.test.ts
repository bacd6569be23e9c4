import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../i18n/loadTranslator'
import { viewTitle } from './viewTitle'

describe('viewTitle', () => {
  it('titles views with the spec’s words in English', () => {
    const { t } = englishTranslator()
    expect(viewTitle({ view: 'Connect' }, t)).toBe('Connect wallet')
    expect(viewTitle({ view: 'Networks' }, t)).toBe('Choose network')
    expect(viewTitle({ view: 'SwapSelectToken', target: 'from' }, t)).toBe('Select token to sell')
    expect(viewTitle({ view: 'ConnectingWalletConnectBasic' }, t)).toBe('WalletConnect')
  })

  it('names what the visitor approves: a transaction, or a signature', () => {
    const { t } = englishTranslator()
    expect(viewTitle({ view: 'ApproveTransaction' }, t)).toBe('Approve transaction')
    expect(viewTitle({ view: 'ApproveTransaction', kind: 'transaction' }, t)).toBe(
      'Approve transaction',
    )
    expect(viewTitle({ view: 'ApproveTransaction', kind: 'signature' }, t)).toBe('Sign message')
  })

  it('titles the recovery password view by what it does', async () => {
    const { t } = englishTranslator()
    expect(viewTitle({ view: 'EmbeddedWalletRecovery', mode: 'protect' }, t)).toBe(
      'Protect your wallet',
    )
    expect(viewTitle({ view: 'EmbeddedWalletRecovery', mode: 'unlock' }, t)).toBe(
      'Unlock your wallet',
    )
    expect(viewTitle({ view: 'EmbeddedWalletRecovery', mode: 'create' }, t)).toBe(
      'Protect your new wallet',
    )
    const { t: german } = await loadTranslator('de')
    expect(viewTitle({ view: 'EmbeddedWalletRecovery', mode: 'unlock' }, german)).toBe(
      'Wallet entsperren',
    )
    expect(viewTitle({ view: 'EmbeddedWalletRecovery', mode: 'create' }, german)).toBe(
      'Neue Wallet schützen',
    )
  })

  it('titles the security controls and the key export', async () => {
    const { t } = englishTranslator()
    expect(viewTitle({ view: 'EmbeddedWalletSecurity' }, t)).toBe('Security')
    expect(viewTitle({ view: 'EmbeddedWalletExport' }, t)).toBe('Export private key')
    const { t: french } = await loadTranslator('fr')
    expect(viewTitle({ view: 'EmbeddedWalletExport' }, french)).toBe('Exporter la clé privée')
  })

  it('titles them in the translator’s language, product names as they are', async () => {
    const { t } = await loadTranslator('ja')
    expect(viewTitle({ view: 'Account' }, t)).toBe('アカウント')
    expect(viewTitle({ view: 'UnsupportedChain' }, t)).toBe('ネットワークを切り替え')
    expect(viewTitle({ view: 'ConnectingFarcaster' }, t)).toBe('Farcaster')
  })
})
