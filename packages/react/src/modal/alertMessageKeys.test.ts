import { ALERTS } from '@portico/common'
import { CONFIG_ALERTS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../i18n/loadTranslator'
import { en } from '../i18n/messages/en'
import { ALERT_MESSAGE_KEYS } from './alertMessageKeys'

describe('alert messages', () => {
  const known = { ...ALERTS, ...CONFIG_ALERTS }

  it('covers every alert core shows, and nothing else', () => {
    expect(Object.keys(ALERT_MESSAGE_KEYS).sort()).toEqual(Object.keys(known).sort())
  })

  it.each(Object.entries(known))('%s has both messages, in English word for word', (key, alert) => {
    const keys = ALERT_MESSAGE_KEYS[key as keyof typeof ALERT_MESSAGE_KEYS]
    expect(en[keys.short]).toBe(alert.shortMessage)
    expect(en[keys.long]).toBe(alert.longMessage)
    // Formatted too: no quote or brace of ICU may change the English text.
    const { t } = englishTranslator()
    expect(t(keys.short)).toBe(alert.shortMessage)
    expect(t(keys.long)).toBe(alert.longMessage)
  })
})
