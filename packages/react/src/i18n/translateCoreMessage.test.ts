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
import { englishTranslator, loadTranslator } from './loadTranslator'
import { translateCoreMessage } from './translateCoreMessage'

describe('translateCoreMessage', () => {
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
    for (const sentence of sentences) expect(translateCoreMessage(sentence, t)).toBe(sentence)
  })

  it("translates core's sentences into German", async () => {
    const { t } = await loadTranslator('de')
    expect(translateCoreMessage(new SignatureDeclinedError().shortMessage, t)).toBe(
      'Signatur abgelehnt',
    )
    for (const sentence of sentences) expect(translateCoreMessage(sentence, t)).not.toBe(sentence)
  })

  it('leaves any other text alone', async () => {
    const { t } = await loadTranslator('de')
    expect(translateCoreMessage('Nonce too low', t)).toBe('Nonce too low')
  })
})
