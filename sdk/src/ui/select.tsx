import { createListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect } from '@ark-ui/react/select'
import { css, cx } from '@oj/sdk/css'
import { type ReactNode, useMemo } from 'react'
import { useIntl } from 'react-intl'

import { controlStyle, optionClass, popoverClass } from './control-style.ts'
import { CheckIcon, ChevronDownIcon } from './icons.tsx'

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

const rootStyle = css({ display: 'inline-flex', flexDirection: 'column', gap: '1', minW: '28' })
const triggerStyle = css({ justifyContent: 'space-between', gap: '2', cursor: 'pointer', textAlign: 'start' })
const valueStyle = css({ flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
const labelStyle = css({ textStyle: 'label', color: 'fg.muted' })

/** A single-choice dropdown (page sizes, filters). */
export function Select(props: SelectProps) {
  const intl = useIntl()
  const { options, value, defaultValue, onValueChange, size, disabled, name } = props
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
  const toList = (v: string | undefined) => (v === undefined ? undefined : v === '' ? [] : [v])
  return (
    <ArkSelect.Root
      collection={collection}
      value={toList(value)}
      defaultValue={toList(defaultValue)}
      onValueChange={(d) => onValueChange?.(d.value[0] ?? '')}
      disabled={disabled}
      name={name}
      positioning={{ sameWidth: false, gutter: 4 }}
      className={cx(rootStyle, props.className)}
    >
      {props.label ? <ArkSelect.Label className={labelStyle}>{props.label}</ArkSelect.Label> : null}
      <ArkSelect.Control>
        <ArkSelect.Trigger
          className={cx(controlStyle({ size }), triggerStyle)}
          aria-label={props['aria-label']}
        >
          <ArkSelect.ValueText
            className={valueStyle}
            placeholder={props.placeholder ?? intl.formatMessage({ id: 'sdk.select.placeholder' })}
          />
          <ArkSelect.Indicator className={css({ color: 'fg.muted', display: 'flex' })}>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
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
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
