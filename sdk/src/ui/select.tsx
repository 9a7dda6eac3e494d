import { css, cx } from '@oj/sdk/css'
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react'
import { useIntl } from 'react-intl'

import { controlStyle } from './control-style.ts'
import { ChevronDownIcon } from './icons.tsx'
import { onDemand } from './on-demand.ts'

export interface SelectOption {
  readonly value: string
  /** Already translated text (typeahead and the trigger read it). */
  readonly label: string
  readonly disabled?: boolean
}

export interface SelectProps {
  readonly options: ReadonlyArray<SelectOption>
  /** The chosen value; '' or undefined shows the placeholder. */
  readonly value?: string
  readonly defaultValue?: string
  readonly onValueChange?: (value: string) => void
  /** Shown when nothing is chosen; defaults to the kit's "Select". */
  readonly placeholder?: string
  readonly label?: ReactNode
  readonly size?: 'sm' | 'md' | 'lg'
  readonly disabled?: boolean
  readonly name?: string
  readonly className?: string
  /** Accessible name when there is no visible label. */
  readonly 'aria-label'?: string
}

/** Ark's handlers for the trigger, which ./select-popup.tsx hands back once it is mounted. */
export interface TriggerHandlers {
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  readonly onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  readonly onFocus?: (event: FocusEvent<HTMLButtonElement>) => void
  readonly onBlur?: (event: FocusEvent<HTMLButtonElement>) => void
}

/** The ids the trigger and ark's part share: ark finds the trigger and the label by them. */
export interface SelectIds {
  readonly trigger: string
  readonly content: string
  readonly label: string
}

// Ark's select (its machine, the collection, the popper and floating-ui, dismissal) is fetched when
// the trigger is first pointed at, touched or focused, and mounted when the list first opens: pages
// show selects in filter bars and forms, and most visits open none (issue 38; ADR 0016). The trigger
// is rendered here and never replaced, and the chosen value is held here, so nothing changes at first
// paint. Before ark's part is mounted the trigger opens the list itself (a click, Enter, Space or an
// arrow key, however early: the list shows once the chunk has come); from then on its events go to
// ark's machine, which finds the trigger by its id to place the list, to leave clicks on it to it and
// to give the focus back to it.
const SelectPopup = onDemand(() => import('./select-popup.tsx').then((m) => m.default))
const loadPopup = () => SelectPopup.preload()

const rootStyle = css({ display: 'inline-flex', flexDirection: 'column', gap: '1', minW: '28' })
const triggerStyle = css({ justifyContent: 'space-between', gap: '2', cursor: 'pointer', textAlign: 'start' })
const valueStyle = css({ flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
const labelStyle = css({ textStyle: 'label', color: 'fg.muted' })
const indicatorStyle = css({ color: 'fg.muted', display: 'flex' })

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

const isTypeahead = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey

/** The first option after the chosen one (around the end) whose label begins with the key. */
function nextByKey(options: ReadonlyArray<SelectOption>, chosen: string, key: string) {
  const start = options.findIndex((o) => o.value === chosen) + 1
  const lower = key.toLocaleLowerCase()
  return [...options.slice(start), ...options.slice(0, start)].find((o) =>
    o.label.toLocaleLowerCase().startsWith(lower),
  )
}

/** A single-choice dropdown (page sizes, filters). */
export function Select(props: SelectProps) {
  const intl = useIntl()
  const { options, value, defaultValue, onValueChange, size, disabled, name } = props
  const id = useId()
  const ids: SelectIds = {
    trigger: `select-trigger-${id}`,
    content: `select-content-${id}`,
    label: `select-label-${id}`,
  }
  // Held here even when the caller holds it too, so the trigger shows it before ark is loaded.
  const [own, setOwn] = useState(defaultValue ?? '')
  const chosen = value ?? own
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that it closes with its own animation.
  const [mounted, setMounted] = useState(false)
  // The option highlighted when the first opening mounts ark's part (later ones are ark's own).
  const [firstHighlight, setFirstHighlight] = useState<string | null>(null)
  const handlers = useRef<TriggerHandlers | null>(null)
  const attach = useCallback((h: TriggerHandlers) => {
    handlers.current = h
  }, [])

  const enabled = options.filter((o) => o.disabled !== true)
  const selected = options.find((o) => o.value === chosen)
  const openFirst = (highlight: string | null) => {
    setFirstHighlight(highlight)
    setMounted(true)
    setOpen(true)
  }
  const choose = (next: string) => {
    setOwn(next)
    onValueChange?.(next)
  }

  return (
    <div data-scope="select" data-part="root" className={cx(rootStyle, props.className)}>
      {props.label ? (
        <label
          data-scope="select"
          data-part="label"
          id={ids.label}
          data-disabled={disabled ? '' : undefined}
          className={labelStyle}
          onClick={() => {
            if (!disabled) document.getElementById(ids.trigger)?.focus({ preventScroll: true })
          }}
        >
          {props.label}
        </label>
      ) : null}
      <div data-scope="select" data-part="control" data-state={open ? 'open' : 'closed'}>
        <button
          type="button"
          id={ids.trigger}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={mounted ? ids.content : undefined}
          aria-labelledby={props.label ? ids.label : undefined}
          aria-label={props['aria-label']}
          disabled={disabled}
          data-scope="select"
          data-part="trigger"
          data-state={open ? 'open' : 'closed'}
          data-disabled={disabled ? '' : undefined}
          data-placeholder-shown={selected ? undefined : ''}
          className={cx(controlStyle({ size }), triggerStyle)}
          onPointerEnter={() => void loadPopup()}
          onTouchStart={() => void loadPopup()}
          onFocus={(event) => {
            void loadPopup()
            handlers.current?.onFocus?.(event)
          }}
          onBlur={(event) => handlers.current?.onBlur?.(event)}
          onClick={(event) => {
            if (handlers.current) return handlers.current.onClick?.(event)
            if (open) setOpen(false)
            else openFirst(selected ? chosen : null)
          }}
          onKeyDown={(event) => {
            if (handlers.current) return handlers.current.onKeyDown?.(event)
            if (event.key === 'Escape' && open) {
              event.preventDefault()
              setOpen(false)
              return
            }
            if (isTypeahead(event)) {
              // Ark's typeahead on a closed trigger, before ark is here: the next option the key begins.
              event.preventDefault()
              const next = nextByKey(enabled, chosen, event.key)
              if (next && next.value !== chosen) choose(next.value)
              return
            }
            if (!OPENING_KEYS.has(event.key)) return
            // Enter and Space would click the button too.
            event.preventDefault()
            if (open) return
            const edge = event.key === 'ArrowUp' ? enabled.at(-1) : enabled[0]
            openFirst(selected ? chosen : (edge?.value ?? null))
          }}
        >
          <span data-scope="select" data-part="value-text" className={valueStyle}>
            {selected?.label ?? props.placeholder ?? intl.formatMessage({ id: 'sdk.select.placeholder' })}
          </span>
          <span
            data-scope="select"
            data-part="indicator"
            data-state={open ? 'open' : 'closed'}
            aria-hidden
            className={indicatorStyle}
          >
            <ChevronDownIcon />
          </span>
        </button>
      </div>
      {name && chosen !== '' ? <input type="hidden" name={name} value={chosen} disabled={disabled} /> : null}
      {mounted ? (
        <SelectPopup
          options={options}
          value={chosen}
          onValueChange={choose}
          disabled={disabled}
          open={open}
          onOpenChange={setOpen}
          firstHighlight={firstHighlight}
          ids={ids}
          attach={attach}
        />
      ) : null}
    </div>
  )
}
