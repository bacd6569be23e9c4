import {
  BaseError,
  EmailCooldownError,
  EmbeddedWalletTimeoutError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { frameRefusal } from '../../testing/frameRefusal'
import { describeEmbeddedError } from './describeEmbeddedError'

describe('describeEmbeddedError', () => {
  const { t } = englishTranslator()

  it('keeps the English sentences exactly as the errors carry them', () => {
    for (const error of [
      new EmailCooldownError({ remainingMs: 26_200 }),
      new EmailCooldownError({ remainingMs: 1_000 }),
      new EmbeddedWalletTimeoutError(),
      new UserRejectedRequestError(),
      frameRefusal('Invalid code', 'INVALID_OTP'),
      frameRefusal('The code has expired. Please request a new code', 'OTP_EXPIRED'),
      frameRefusal('Please try again after 12 seconds', 'COOLDOWN'),
      frameRefusal('Please try again later', 'COOLDOWN'),
      frameRefusal('Something only this frame says', 'A_NEWER_FRAMES_CODE'),
      new BaseError('Something only this frame says'),
    ])
      expect(describeEmbeddedError(error, t)).toBe(error.shortMessage)
    expect(describeEmbeddedError(undefined, t)).toBe('An error occurred')
  })

  it('translates known errors, with the cooldown seconds in the language’s plural', async () => {
    const { t: german } = await loadTranslator('de')
    expect(describeEmbeddedError(frameRefusal('Invalid code', 'INVALID_OTP'), german)).toBe(
      'Ungültiger Code',
    )
    // By code, not by sentence: the English sentence alone is shown as it is.
    expect(describeEmbeddedError(new BaseError('Invalid code'), german)).toBe('Invalid code')
    expect(describeEmbeddedError(new EmailCooldownError({ remainingMs: 1_000 }), german)).toBe(
      'Bitte versuche es in 1 Sekunde erneut',
    )
    // The frame's cooldown carries its seconds in its sentence.
    expect(
      describeEmbeddedError(frameRefusal('Please try again after 5 seconds', 'COOLDOWN'), german),
    ).toBe('Bitte versuche es in 5 Sekunden erneut')
    expect(describeEmbeddedError(frameRefusal('Please try again later', 'COOLDOWN'), german)).toBe(
      german('embedded.error.tryLater'),
    )
    expect(describeEmbeddedError(frameRefusal('An error occurred', 'HTTP_502'), german)).toBe(
      german('embedded.error.unknown'),
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
    expect(
      describeEmbeddedError(frameRefusal('Something only this frame says', 'NEW_CODE'), german),
    ).toBe('Something only this frame says')
  })

  it('translates the recovery password sentences the frame answers', async () => {
    const { t: german } = await loadTranslator('de')
    for (const [sentence, code, translated] of [
      [
        'Too many wrong recovery passwords. Please try again later',
        'RECOVERY_LOCKED',
        'Zu viele falsche Wiederherstellungspasswörter. Bitte versuche es später erneut',
      ],
      [
        'This wallet already has a recovery password or passkey',
        'ALREADY_PROTECTED',
        'Diese Wallet hat bereits ein Wiederherstellungspasswort oder einen Passkey',
      ],
      [
        'This wallet is protected by a recovery password: enter it to use this device',
        'RECOVERY_PASSWORD_REQUIRED',
        'Diese Wallet ist durch ein Wiederherstellungspasswort geschützt: Gib es ein, um dieses Gerät zu verwenden',
      ],
      [
        'Protect your wallet to finish setting it up',
        'RECOVERY_SETUP_REQUIRED',
        'Schütze deine Wallet, um die Einrichtung abzuschließen',
      ],
    ] as const) {
      expect(describeEmbeddedError(frameRefusal(sentence, code), german)).toBe(translated)
      expect(describeEmbeddedError(frameRefusal(sentence, code), t)).toBe(sentence)
    }
  })

  it('translates the security controls’ refusals the frame answers', async () => {
    const { t: spanish } = await loadTranslator('es')
    for (const [sentence, code, translated] of [
      [
        'For your safety, sign in again to export your key',
        'LOGIN_NOT_FRESH',
        'Por tu seguridad, vuelve a iniciar sesión para exportar tu clave',
      ],
      [
        'This is the only device your wallet can be recovered from. Open the wallet on another device first',
        'ONLY_RECOVERABLE_DEVICE',
        'Este es el único dispositivo desde el que se puede recuperar tu wallet. Abre primero la wallet en otro dispositivo',
      ],
    ] as const) {
      expect(describeEmbeddedError(frameRefusal(sentence, code), spanish)).toBe(translated)
      expect(describeEmbeddedError(frameRefusal(sentence, code), t)).toBe(sentence)
    }
  })
  it('translates the key hold after an email change and the migration refusal', async () => {
    const { t: german } = await loadTranslator('de')
    for (const [sentence, code, translated] of [
      [
        "This wallet's email was changed recently: a new device gets the key once the previous email address approves it (we mailed it a link), or when the change can no longer be undone",
        'KEY_HELD_AFTER_EMAIL_CHANGE',
        'Die E-Mail-Adresse dieser Wallet wurde kürzlich geändert: Ein neues Gerät erhält den Schlüssel, sobald die vorherige E-Mail-Adresse es bestätigt (wir haben ihr einen Link geschickt), oder wenn die Änderung nicht mehr rückgängig gemacht werden kann',
      ],
      [
        'Open your wallet on a device that holds it and protect it first',
        'RECOVERY_PROTECT_FIRST',
        'Öffne deine Wallet zuerst auf einem Gerät, das sie enthält, und schütze sie',
      ],
    ] as const) {
      expect(describeEmbeddedError(frameRefusal(sentence, code), german)).toBe(translated)
      expect(describeEmbeddedError(frameRefusal(sentence, code), t)).toBe(sentence)
    }
  })
})
