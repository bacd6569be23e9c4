import {
  BaseError,
  EmailCooldownError,
  EmbeddedWalletTimeoutError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { describeEmbeddedError } from './describeEmbeddedError'

describe('describeEmbeddedError', () => {
  const { t } = englishTranslator()

  it('keeps the English sentences exactly as the errors carry them', () => {
    for (const error of [
      new EmailCooldownError({ remainingMs: 26_200 }),
      new EmailCooldownError({ remainingMs: 1_000 }),
      new EmbeddedWalletTimeoutError(),
      new UserRejectedRequestError(),
      new BaseError('Invalid code'),
      new BaseError('The code has expired. Please request a new code'),
      new BaseError('Please try again after 12 seconds'),
      new BaseError('Something only this frame says'),
    ])
      expect(describeEmbeddedError(error, t)).toBe(error.shortMessage)
    expect(describeEmbeddedError(undefined, t)).toBe('An error occurred')
  })

  it('translates known errors, with the cooldown seconds in the language’s plural', async () => {
    const { t: german } = await loadTranslator('de')
    expect(describeEmbeddedError(new BaseError('Invalid code'), german)).toBe('Ungültiger Code')
    expect(describeEmbeddedError(new EmailCooldownError({ remainingMs: 1_000 }), german)).toBe(
      'Bitte versuche es in 1 Sekunde erneut',
    )
    // The frame sends the cooldown as its sentence only: its seconds are read from it.
    expect(describeEmbeddedError(new BaseError('Please try again after 5 seconds'), german)).toBe(
      'Bitte versuche es in 5 Sekunden erneut',
    )
    const { t: polish } = await loadTranslator('pl')
    expect(describeEmbeddedError(new EmailCooldownError({ remainingMs: 2_000 }), polish)).toBe(
      'Spróbuj ponownie za 2 sekundy',
    )
    expect(describeEmbeddedError(new EmailCooldownError({ remainingMs: 25_000 }), polish)).toBe(
      'Spróbuj ponownie za 25 sekund',
    )
  })

  it('shows an unknown error’s own message in any language', async () => {
    const { t: german } = await loadTranslator('de')
    expect(describeEmbeddedError(new BaseError('Something only this frame says'), german)).toBe(
      'Something only this frame says',
    )
  })

  it('translates the recovery password sentences the frame answers', async () => {
    const { t: german } = await loadTranslator('de')
    for (const [sentence, translated] of [
      [
        'Too many wrong recovery passwords. Please try again later',
        'Zu viele falsche Wiederherstellungspasswörter. Bitte versuche es später erneut',
      ],
      [
        'This wallet already has a recovery password or passkey',
        'Diese Wallet hat bereits ein Wiederherstellungspasswort oder einen Passkey',
      ],
      [
        'This wallet is protected by a recovery password: enter it to use this device',
        'Diese Wallet ist durch ein Wiederherstellungspasswort geschützt: Gib es ein, um dieses Gerät zu verwenden',
      ],
    ] as const) {
      expect(describeEmbeddedError(new BaseError(sentence), german)).toBe(translated)
      expect(describeEmbeddedError(new BaseError(sentence), t)).toBe(sentence)
    }
  })

  it('translates the security controls’ refusals the frame answers', async () => {
    const { t: spanish } = await loadTranslator('es')
    for (const [sentence, translated] of [
      [
        'For your safety, sign in again to export your key',
        'Por tu seguridad, vuelve a iniciar sesión para exportar tu clave',
      ],
      [
        'This is the only device your wallet can be recovered from. Open the wallet on another device first',
        'Este es el único dispositivo desde el que se puede recuperar tu wallet. Abre primero la wallet en otro dispositivo',
      ],
    ] as const) {
      expect(describeEmbeddedError(new BaseError(sentence), spanish)).toBe(translated)
      expect(describeEmbeddedError(new BaseError(sentence), t)).toBe(sentence)
    }
  })
})
