import type { MessageKey } from '../i18n/messages/en'
import { useT } from '../i18n/useT'
import { Button } from '../ui/Button/Button'
import { Icon } from '../ui/Icon/Icon'
import { useCopyToast } from './useCopyToast'

/**
 * The words of a {@link CopyLinkButton}: its label and the toasts after a copy or a refusal.
 * @example
 * const words: CopyLinkWords = { copy: 'pay.qr.copy', copied: 'pay.qr.copied', failed: 'pay.qr.copyFailed' }
 */
export type CopyLinkWords = { copy: MessageKey; copied: MessageKey; failed: MessageKey }

/**
 * 'Copy link': puts `link` on the clipboard (for a wallet on this computer) and says so in a
 * toast. Disabled while there is no usable link.
 * @example
 * <CopyLinkButton link={pairing.uri} words={CONNECT_LINK_WORDS} testId="portico-wc-copy" />
 */
export function CopyLinkButton({
  link,
  words,
  testId,
}: {
  link: string | undefined
  words: CopyLinkWords
  testId: string
}) {
  const { t } = useT()
  const copyToast = useCopyToast()
  const copy = async () => {
    if (link) await copyToast(link, t(words.copied), t(words.failed))
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      leading={<Icon name="copy" size={14} />}
      disabled={!link}
      onClick={copy}
      data-testid={testId}
    >
      {t(words.copy)}
    </Button>
  )
}
