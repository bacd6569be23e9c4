import type { RefObject } from 'react'
import { Spinner } from '../../ui/Spinner/Spinner'

/**
 * The box the embedded wallet's frame is shown over (useFrameInPlace follows `area`), with a
 * spinner and `label` in it until the frame paints on top.
 * @example
 * const area = useRef<HTMLDivElement>(null)
 * useFrameInPlace(wallet, area, true)
 * return <FrameArea area={area} label={t('embedded.loading')} />
 */
export function FrameArea({
  area,
  label,
}: {
  area: RefObject<HTMLDivElement | null>
  label: string
}) {
  return (
    <div className="portico-approve" ref={area}>
      <div className="portico-approve-fallback">
        <Spinner size={24} />
        <span>{label}</span>
      </div>
    </div>
  )
}
