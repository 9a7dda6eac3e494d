import './panda.css'

import { IntlProvider } from 'react-intl'
import type { Decorator, Preview } from 'storybook-react-rsbuild'

import { type Locale, LOCALES } from '../src/shared/locale.ts'
import { uiMessages } from '../src/ui/messages.ts'

// Every story renders inside an IntlProvider with the kit's messages for the toolbar's locale.
const withIntl: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
  return (
    <IntlProvider locale={locale} defaultLocale="zh-CN" messages={uiMessages[locale]}>
      <div lang={locale} style={{ padding: 16 }}>
        <Story />
      </div>
    </IntlProvider>
  )
}

const preview: Preview = {
  decorators: [withIntl],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((l) => ({ value: l, title: l === 'zh-CN' ? '简体中文' : 'English' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: { layout: 'fullscreen' },
}

export default preview
