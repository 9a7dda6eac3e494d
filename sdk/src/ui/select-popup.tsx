import { createListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, useSelect } from '@ark-ui/react/select'
import { css } from '@oj/sdk/css'
import { type FocusEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react'

import { optionClass, popoverClass } from './control-style.ts'
import { CheckIcon } from './icons.tsx'
import type { SelectIds, SelectOption, TriggerHandlers } from './select.tsx'

interface PopupProps {
  readonly options: ReadonlyArray<SelectOption>
  /** The chosen value ('' for none), held by ./select.tsx. */
  readonly value: string
  readonly onValueChange: (value: string) => void
  readonly disabled?: boolean
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The option to highlight when this part mounts open (the first opening). */
  readonly firstHighlight: string | null
  readonly ids: SelectIds
  /** Receives ark's handlers for the trigger ./select.tsx renders, on every render. */
  readonly attach: (handlers: TriggerHandlers) => void
}

// Not rendered: display contents keeps ark's root element out of the layout of the kit's Select.
const rootStyle = { display: 'contents' } as const
// Until the popper has placed the list beside the trigger (a frame after it opens) the list sits at
// the page's corner: unseen and not clickable there, so that a click made at once (a fast test's, on
// the first opening while the chunk has just come) waits for the list where it will be.
const positionerStyle = css({ '&:not([data-placed])': { opacity: '0', pointerEvents: 'none' } })
const positioning = {
  sameWidth: false,
  gutter: 4,
  updatePosition: async (d: {
    updatePosition: () => Promise<void>
    floatingElement?: HTMLElement | null
  }) => {
    await d.updatePosition()
    d.floatingElement?.setAttribute('data-placed', '')
  },
}

/** Ark's select under the kit's Select, without its trigger (./select.tsx renders that). */
export default function SelectPopup(props: PopupProps) {
  const { options, value, onValueChange, disabled, open, onOpenChange, firstHighlight, ids, attach } = props
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...options],
        itemToString: (o) => o.label,
        itemToValue: (o) => o.value,
        isItemDisabled: (o) => o.disabled === true,
      }),
    [options],
  )
  const select = useSelect({
    collection,
    ids: { ...ids, positioner: `${ids.content}-positioner` },
    value: value === '' ? [] : [value],
    onValueChange: (d) => onValueChange(d.value[0] ?? ''),
    open,
    onOpenChange: (d) => onOpenChange(d.open),
    defaultHighlightedValue: firstHighlight,
    disabled,
    positioning,
  })
  const trigger = select.getTriggerProps()
  useLayoutEffect(() => {
    attach(trigger)
  })
  // The machine starts in the state of the first opening, which moves no focus: ark focuses the list
  // when it opens the list itself, so this does it for the first opening, and a trigger that kept the
  // focus while the chunk came is told so (ark's keys on a closed trigger need it).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (open) {
      requestAnimationFrame(() => {
        const content = document.getElementById(ids.content)
        if (content && !content.hidden) content.focus({ preventScroll: true })
      })
    } else if (document.activeElement?.id === ids.trigger) {
      trigger.onFocus?.(new window.FocusEvent('focus') as unknown as FocusEvent<HTMLButtonElement>)
    }
  })
  useEffect(() => {
    if (!open) document.getElementById(`${ids.content}-positioner`)?.removeAttribute('data-placed')
  }, [open, ids.content])
  return (
    <ArkSelect.RootProvider value={select} style={rootStyle}>
      <Portal>
        <ArkSelect.Positioner className={positionerStyle}>
          <ArkSelect.Content className={popoverClass}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={optionClass}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={css({ display: 'flex' })}>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
    </ArkSelect.RootProvider>
  )
}
