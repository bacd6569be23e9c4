import { EmailLoginDependencyError } from '@portico/common'
import type { EmbeddedWallet } from '@portico/core'
import { type ReactNode, useRef, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import type { MessageKey } from '../../../i18n/messages/en'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { StrokeIcon } from '../../../ui/Icon/StrokeIcon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { ProtectRecoveryRow } from '../../Account/ProtectRecoveryRow'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { LazyEmbeddedWalletExportView } from '../EmbeddedWalletExport/LazyEmbeddedWalletExportView'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { securityCss } from './securityCss'

/** The two controls that end this device's use of the wallet, each confirmed first. */
type Ending = 'remove' | 'everywhere'

type Step =
  | { status: 'list' }
  | { status: 'confirm'; ending: Ending; running: boolean; error?: unknown }

const ENDINGS: Record<
  Ending,
  {
    label: MessageKey
    question: MessageKey
    done: MessageKey
    run: (wallet: EmbeddedWallet) => Promise<void>
  }
> = {
  remove: {
    label: 'embedded.security.remove',
    question: 'embedded.security.removeConfirm',
    done: 'embedded.security.removed',
    run: (wallet) => wallet.removeDevice(),
  },
  everywhere: {
    label: 'embedded.security.signOutEverywhere',
    question: 'embedded.security.signOutEverywhereConfirm',
    done: 'embedded.security.signedOutEverywhere',
    run: (wallet) => wallet.signOutEverywhere(),
  },
}

/** One control of the list: an icon, what it does, and a line saying what follows. */
function ActionRow(props: {
  icon: ReactNode
  label: string
  hint: string
  testId: string
  onClick(): void
  onPointerEnter?(): void
}) {
  return (
    <button
      type="button"
      className="portico-row-button"
      onClick={props.onClick}
      onPointerEnter={props.onPointerEnter}
      data-testid={props.testId}
    >
      {props.icon}
      <span className="portico-row-button-text">
        <span className="portico-row-button-label">{props.label}</span>
        <span className="portico-row-button-hint">{props.hint}</span>
      </span>
      <Icon name="chevronRight" size={16} />
    </button>
  )
}

const keyIcon = (
  <StrokeIcon size={28} strokeWidth={1.6}>
    <circle cx="8" cy="15" r="3.5" />
    <path d="m10.5 12.5 8-8M15.5 7.5l2 2M13.5 9.5l1.5 1.5" />
  </StrokeIcon>
)

const deviceIcon = (
  <StrokeIcon size={28} strokeWidth={1.6}>
    <rect x="6.5" y="3" width="11" height="18" rx="2.2" />
    <path d="m10 10 4 4M14 10l-4 4" />
  </StrokeIcon>
)

/**
 * The EmbeddedWalletSecurity view, from Account's "Security" row: the embedded wallet's
 * controls. "Protect your wallet" while recovery is not protected (the recovery form), "Export
 * private key" (the frame's own export view), and the two that end this device's use of the
 * wallet — "Remove this device" and "Sign out everywhere" — each behind a question that says
 * what follows and a second click on a button named after the action. After either the modal
 * closes as after a disconnect (the connection already ended in every namespace), unless the
 * visitor has closed it meanwhile and opened it again; a refusal
 * shows the frame's sentence, in the visitor's language where known. Its own lazy chunk.
 * @example
 * client.push({ view: 'EmbeddedWalletSecurity' })
 */
export default function EmbeddedWalletSecurityView() {
  const client = usePorticoClient()
  const { t } = useT()
  const [step, setStep] = useState<Step>({ status: 'list' })
  // The toast is worded in the language of the moment it shows, not of the click.
  const tRef = useRef(t)
  tRef.current = t

  const end = async (ending: Ending) => {
    setStep({ status: 'confirm', ending, running: true })
    // A visitor who closed the modal and opened it again meanwhile keeps that new opening.
    const { closings } = client.stores.modal.getState()
    try {
      const wallet = await client.loadEmbeddedWallet()
      if (!wallet) throw new EmailLoginDependencyError()
      await ENDINGS[ending].run(wallet)
      client.stores.toast.getState().showSuccess(tRef.current(ENDINGS[ending].done))
      if (client.stores.modal.getState().closings === closings) client.close()
    } catch (error) {
      setStep({ status: 'confirm', ending, running: false, error })
    }
  }

  if (step.status === 'confirm') {
    const { label, question } = ENDINGS[step.ending]
    return (
      <div
        className="portico-view portico-security"
        data-testid="portico-view-EmbeddedWalletSecurity"
      >
        <ShadowStyle css={securityCss} />
        <ShadowStyle css={embeddedWalletViewsCss} />
        <section
          className="portico-security-confirm"
          aria-labelledby="portico-security-question"
          data-testid={`portico-security-confirm-${step.ending}`}
        >
          <span className="portico-security-badge" aria-hidden="true">
            <Icon name="alert" size={28} />
          </span>
          <p className="portico-security-question" id="portico-security-question">
            {t(question)}
          </p>
          {step.error !== undefined && (
            <p className="portico-field-error" role="alert" data-testid="portico-security-error">
              {describeEmbeddedError(step.error, t)}
            </p>
          )}
          <div className="portico-security-buttons">
            <Button
              variant="danger"
              fullWidth
              loading={step.running}
              onClick={(event) => {
                // The second click of a double click on the row that asked lands here: the
                // action waits for a click of its own.
                if (event.detail > 1) return
                void end(step.ending)
              }}
              data-testid="portico-security-confirm"
            >
              {t(label)}
            </Button>
            <Button
              variant="secondary"
              fullWidth
              disabled={step.running}
              onClick={() => setStep({ status: 'list' })}
              data-testid="portico-security-cancel"
            >
              {t('embedded.security.cancel')}
            </Button>
          </div>
        </section>
      </div>
    )
  }

  const confirm = (ending: Ending) => setStep({ status: 'confirm', ending, running: false })
  return (
    <div
      className="portico-view portico-security"
      data-testid="portico-view-EmbeddedWalletSecurity"
    >
      <ShadowStyle css={securityCss} />
      <div className="portico-account-actions">
        <ProtectRecoveryRow />
        <ActionRow
          icon={keyIcon}
          label={t('embedded.security.export')}
          hint={t('embedded.security.exportHint')}
          testId="portico-security-export"
          onPointerEnter={() => void LazyEmbeddedWalletExportView.preload()}
          onClick={() => client.push({ view: 'EmbeddedWalletExport' })}
        />
        <ActionRow
          icon={deviceIcon}
          label={t('embedded.security.remove')}
          hint={t('embedded.security.removeHint')}
          testId="portico-security-remove"
          onClick={() => confirm('remove')}
        />
        <ActionRow
          icon={<Icon name="disconnect" size={28} />}
          label={t('embedded.security.signOutEverywhere')}
          hint={t('embedded.security.signOutEverywhereHint')}
          testId="portico-security-sign-out-everywhere"
          onClick={() => confirm('everywhere')}
        />
      </div>
    </div>
  )
}
