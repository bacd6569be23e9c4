import { type KeyboardEvent, useRef } from 'react'

/**
 * One tab of {@link Tabs}.
 * @example
 * const tab: TabItem<'tokens'> = { id: 'tokens', label: 'Tokens' }
 */
export type TabItem<Id extends string> = { id: Id; label: string }

/**
 * Props of {@link Tabs}.
 * @example
 * const props: TabsProps<'a' | 'b'> = { tabs, selected: 'a', onSelect() {}, idPrefix: 'x', label: 'Sections' }
 */
export type TabsProps<Id extends string> = {
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  /** Prefix of the tab and panel element ids (`${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`). */
  idPrefix: string
  label: string
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/** Right to left (Arabic, Hebrew), the next tab sits to the left: the horizontal arrows swap. */
function stepOf(key: string, element: HTMLElement | null): number | undefined {
  const step = STEP[key]
  if (step === undefined) return undefined
  const horizontal = key === 'ArrowRight' || key === 'ArrowLeft'
  const rtl = element?.closest('[dir]')?.getAttribute('dir') === 'rtl'
  return horizontal && rtl ? -step : step
}

/**
 * An accessible tab list (WAI-ARIA tabs with automatic activation): one tab in the Tab order,
 * arrow keys move and select (wrapping, in the reading direction), Home and End jump to the ends. Pair it with panels
 * whose id is `${idPrefix}-panel-${id}` and `aria-labelledby` `${idPrefix}-tab-${id}`.
 * @example
 * <Tabs label="Account" idPrefix={id} tabs={tabs} selected={tab} onSelect={setTab} />
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
}: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const step = stepOf(event.key, list.current)
    let next: number | undefined
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    onSelect(tab.id)
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus()
  }
  return (
    <div
      ref={list}
      className="portico-tabs"
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            className="portico-tab"
            data-tab={tab.id}
            data-testid={`portico-tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
