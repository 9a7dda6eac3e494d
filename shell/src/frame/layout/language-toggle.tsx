import { css, cx } from '@oj/sdk/css'
import { useLocale, usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** The other language, by its own name ("English" / "中文"). */
export function useToggleLocale(): () => void {
  const platform = usePlatform()
  const locale = useLocale()
  return () => platform.setLocale(locale === 'en' ? 'zh-CN' : 'en')
}

const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '8',
  px: '2.5',
  border: 'none',
  borderRadius: 'control',
  bg: 'transparent',
  color: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})

function GlobeIcon(): ReactNode {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </svg>
  )
}

export function LanguageToggle(props: { readonly className?: string }): ReactNode {
  const toggle = useToggleLocale()
  const intl = useIntl()
  return (
    <button
      type="button"
      className={cx(toggleStyle, props.className)}
      onClick={toggle}
      title={intl.formatMessage({ id: 'frame.lang.switch' })}
      data-testid="language-toggle"
    >
      <GlobeIcon />
      <FormattedMessage id="frame.lang.toggle" />
    </button>
  )
}
