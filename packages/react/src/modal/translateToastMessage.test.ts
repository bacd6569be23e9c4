import {
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FailedToFetchTransactionsError,
  RpcCallNotAllowedError,
  SignatureDeclinedError,
  SwapInsufficientBalanceError,
  TokenBalanceUnavailableError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../i18n/loadTranslator'
import { translateToastMessage } from './translateToastMessage'

describe('translateToastMessage', () => {
  const sentences = [
    new UserRejectedRequestError().shortMessage,
    RpcCallNotAllowedError.uiMessage,
    new TokenBalanceUnavailableError().shortMessage,
    new FailedToFetchTransactionsError().shortMessage,
    new SignatureDeclinedError().shortMessage,
    new SwapInsufficientBalanceError().shortMessage,
    new EmbeddedWalletLoadError().shortMessage,
    new EmbeddedWalletTimeoutError().shortMessage,
  ]

  it("keeps core's English sentences as they are in English", () => {
    const { t } = englishTranslator()
    for (const sentence of sentences) expect(translateToastMessage(sentence, t)).toBe(sentence)
  })

  it("translates core's sentences into German", async () => {
    const { t } = await loadTranslator('de')
    expect(translateToastMessage(new SignatureDeclinedError().shortMessage, t)).toBe(
      'Signatur abgelehnt',
    )
    for (const sentence of sentences) expect(translateToastMessage(sentence, t)).not.toBe(sentence)
  })

  it('leaves any other text alone', async () => {
    const { t } = await loadTranslator('de')
    expect(translateToastMessage('Nonce too low', t)).toBe('Nonce too low')
  })
})
