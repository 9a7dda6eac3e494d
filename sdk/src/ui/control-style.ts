// The look shared by text inputs and select triggers, so a filter bar lines up.
import { css, cva } from '@oj/sdk/css'

export const controlStyle = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    w: 'full',
    minW: '0',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'control',
    outline: 'none',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'gray.400' },
    _focusVisible: { borderColor: 'accent.default', boxShadow: 'focus', outline: 'none' },
    _disabled: { bg: 'bg.muted', color: 'fg.subtle', cursor: 'not-allowed' },
    // Only a field the form marked invalid: panda's _invalid also matches :invalid, which paints every
    // empty required field red before the user has typed anything.
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.default' },
  },
  variants: {
    size: {
      sm: { h: '7', px: '2', fontSize: '13px' },
      md: { h: '8', px: '3', fontSize: '14px' },
      lg: { h: '10', px: '3.5', fontSize: '15px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const popoverClass = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  boxShadow: 'popover',
  py: '1',
  minW: 'var(--reference-width)',
  maxH: '72',
  overflowY: 'auto',
  // above a dialog that holds the control (popovers are the highest layer but toasts)
  zIndex: 'popover',
  outline: 'none',
  _open: { animation: 'oj-slide-down 0.12s ease-out' },
})

export const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '1.5',
  fontSize: '14px',
  cursor: 'pointer',
  userSelect: 'none',
  _highlighted: { bg: 'bg.muted' },
  _selected: { color: 'accent.fg', fontWeight: '500' },
  _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
})
