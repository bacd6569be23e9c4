// @vitest-environment jsdom
import { ALERTS } from '@portico/common'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { ModalAlert } from '../../modal/ModalAlert'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'

afterEach(cleanup)

describe('alerts in the modal', () => {
  it.each(Object.entries(ALERTS))(
    '%s shows its short and long text and can be dismissed',
    (_key, alert) => {
      const { client } = createTestClient()
      renderWithClient(<ModalAlert />, client)
      expect(screen.queryByTestId('portico-alert')).toBeNull()
      act(() => client.stores.alert.getState().show(alert, 'error'))
      const banner = screen.getByRole('alert')
      expect(banner.textContent).toContain(alert.shortMessage)
      expect(banner.textContent).toContain(alert.longMessage)
      fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${alert.shortMessage}` }))
      expect(screen.queryByTestId('portico-alert')).toBeNull()
      expect(client.stores.alert.getState().open).toBe(false)
    },
  )

  it('announces warnings politely', () => {
    const { client } = createTestClient()
    renderWithClient(<ModalAlert />, client)
    act(() => client.stores.alert.getState().show(ALERTS.SESSION_EXPIRED, 'warning'))
    expect(screen.getByRole('status').textContent).toContain('Session Expired')
  })

  it('speaks the visitor’s language: German and Arabic', async () => {
    for (const [locale, title, text, dismiss] of [
      [
        'de',
        'Sitzung abgelaufen',
        'Prüfe deine Zeiteinstellungen',
        'Schließen: Sitzung abgelaufen',
      ],
      ['ar', 'انتهت صلاحية الجلسة', 'تحقّق من إعدادات الوقت', 'إغلاق: انتهت صلاحية الجلسة'],
    ] as const) {
      const { client } = createTestClient()
      const translator = await loadTranslator(locale)
      renderWithClient(<ModalAlert />, client, translator)
      act(() => client.stores.alert.getState().show(ALERTS.SESSION_EXPIRED, 'warning'))
      const banner = screen.getByRole('status')
      expect(banner.textContent).toContain(title)
      expect(banner.textContent).toContain(text)
      expect(banner.textContent).not.toContain('Session Expired')
      fireEvent.click(screen.getByRole('button', { name: dismiss }))
      expect(client.stores.alert.getState().open).toBe(false)
      cleanup()
    }
  })

  it('shows an alert it does not know as it is', () => {
    const { client } = createTestClient()
    renderWithClient(<ModalAlert />, client)
    const alert = { shortMessage: 'Maintenance', longMessage: 'Back in a minute.' }
    act(() => client.stores.alert.getState().show(alert, 'info'))
    expect(screen.getByRole('status').textContent).toBe('MaintenanceBack in a minute.')
  })
})
