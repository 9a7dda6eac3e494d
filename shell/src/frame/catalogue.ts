// The frame's message catalogue: the common file plus one file per screen group, so that screens
// can be worked on side by side. Every file has the same ids in both languages (locales.test.ts).
import en from './locales/en.json' with { type: 'json' }
import homeEn from './locales/home.en.json' with { type: 'json' }
import homeZh from './locales/home.zh-CN.json' with { type: 'json' }
import messageCenterEn from './locales/message-center.en.json' with { type: 'json' }
import messageCenterZh from './locales/message-center.zh-CN.json' with { type: 'json' }
import modesEn from './locales/modes.en.json' with { type: 'json' }
import modesZh from './locales/modes.zh-CN.json' with { type: 'json' }
import settingsEn from './locales/settings.en.json' with { type: 'json' }
import settingsZh from './locales/settings.zh-CN.json' with { type: 'json' }
import userHomeEn from './locales/user-home.en.json' with { type: 'json' }
import userHomeZh from './locales/user-home.zh-CN.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }

type Catalogue = Readonly<Record<string, string>>

/** The catalogue files by name, each as [zh-CN, en]. */
export const CATALOGUE_FILES: Readonly<Record<string, readonly [Catalogue, Catalogue]>> = {
  common: [zhCN, en],
  home: [homeZh, homeEn],
  'message-center': [messageCenterZh, messageCenterEn],
  modes: [modesZh, modesEn],
  settings: [settingsZh, settingsEn],
  'user-home': [userHomeZh, userHomeEn],
}

const merge = (index: 0 | 1): Catalogue =>
  Object.assign({}, ...Object.values(CATALOGUE_FILES).map((pair) => pair[index])) as Catalogue

export const FRAME_ZH_CN: Catalogue = merge(0)
export const FRAME_EN: Catalogue = merge(1)
