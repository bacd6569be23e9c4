import { useT } from '../../i18n/useT'
import type { IconName } from '../Icon/Icon'
import { IconButton } from '../IconButton/IconButton'

/**
 * Props of {@link Header}.
 * @example
 * const props: HeaderProps = { title: 'Connect wallet', titleId: 'portico-title' }
 */
export type HeaderProps = {
  title: string
  /** Id for the title; the dialog is labelled by it. */
  titleId: string
  onBack?: (() => void) | undefined
  onClose?: (() => void) | undefined
  /** Draws a divider under the bar: the content beneath it is scrolled. */
  divided?: boolean
}

/**
 * The modal's top bar: back (when there is somewhere to go back to), title, close; a divider
 * under it while the content is scrolled.
 * @example
 * <Header title="Networks" titleId="portico-title" onBack={back} onClose={close} />
 */
export function Header({ title, titleId, onBack, onClose, divided = false }: HeaderProps) {
  const { t } = useT()
  return (
    <div className="portico-header" data-divided={divided ? '' : undefined}>
      <Corner icon="back" label={t('common.back')} onClick={onBack} testId="portico-back" />
      <h2 id={titleId} className="portico-header-title">
        {title}
      </h2>
      <Corner icon="close" label={t('common.close')} onClick={onClose} testId="portico-close" />
    </div>
  )
}

/** A corner of the bar: its button, or a spacer that keeps the title centred when there is none. */
function Corner({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: IconName
  label: string
  onClick: (() => void) | undefined
  testId: string
}) {
  if (!onClick) return <span className="portico-header-spacer" />
  return <IconButton icon={icon} label={label} onClick={onClick} data-testid={testId} />
}
