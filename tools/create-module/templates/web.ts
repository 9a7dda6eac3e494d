import type { ModuleNames } from '../names.ts'

/** modules/<id>/web: the federated remote (pages, a home widget, texts, a story, a test). */
export function webFiles(n: ModuleNames): Record<string, string> {
  const contract = `@oj/${n.id}-contract`
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@oj/${n.id}-web`,
        version: '0.1.0',
        private: true,
        type: 'module',
        oj: { role: 'web-module' },
        exports: { './module': './src/module.tsx' },
        scripts: {
          typecheck: 'tsc -p tsconfig.json',
          lint: 'eslint .',
          test: 'vitest run',
          build: 'rspack build',
          dev: 'rspack serve',
        },
        dependencies: {
          [contract]: '*',
          '@oj/sdk': '*',
          react: '^19.2.0',
          'react-dom': '^19.2.0',
          'react-intl': '^12.1.0',
          'react-router': '^7.18.0',
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src', 'test', '*.ts'] }, null, 2)}\n`,
    'rspack.config.ts': `import { createConfig } from '../../../rspack.config.ts'

// The remote ${n.container}, exposing ./module; built into dist/ and served at /oj/remotes/${n.id}/.
export default createConfig({ id: '${n.id}', kind: 'remote', dir: import.meta.dirname })
`,
    'panda.config.ts': `import { remotePandaConfig } from '@oj/sdk/ui/panda'

// This module's own classes, under its prefix; the reset, tokens and the ui kit's styles are the shell's.
export default remotePandaConfig({ id: '${n.id}', include: ['./src/**/*.{ts,tsx}'] })
`,
    'src/styles.css': `@layer reset, base, tokens, recipes, utilities;
`,
    'src/module.tsx': `import './styles.css'

import { MODULE_ID } from '${contract}'
import { defineWebModule, fill, PlatformSlots } from '@oj/sdk/web'

/** The ${n.id} remote (container ${n.container}, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: '/${n.id}', page: () => import('./pages/notes-page.tsx') },
    { path: '/${n.id}/:noteId', page: () => import('./pages/note-page.tsx') },
    { path: '/${n.id}/:noteId/notes', page: () => import('./pages/notes-page.tsx') },
  ],
  slots: [fill(PlatformSlots.homeWidgets, () => import('./widgets/latest-notes.tsx'))],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
`,
    'src/locales/en.json': `${JSON.stringify(
      {
        [`${n.id}.page.title`]: n.title,
        [`${n.id}.page.add`]: 'Add',
        [`${n.id}.page.newTitle`]: 'Title of a new note',
        [`${n.id}.page.loginToAdd`]: 'Log in to add notes.',
        [`${n.id}.page.empty`]: 'No notes yet',
        [`${n.id}.page.by`]: 'by {author}',
        [`${n.id}.note.back`]: 'All notes',
        [`${n.id}.widget.title`]: 'Latest notes',
      },
      null,
      2,
    )}\n`,
    'src/locales/zh-CN.json': `${JSON.stringify(
      {
        [`${n.id}.page.title`]: n.title,
        [`${n.id}.page.add`]: '添加',
        [`${n.id}.page.newTitle`]: '新笔记的标题',
        [`${n.id}.page.loginToAdd`]: '登录后可添加笔记。',
        [`${n.id}.page.empty`]: '还没有笔记',
        [`${n.id}.page.by`]: '作者：{author}',
        [`${n.id}.note.back`]: '全部笔记',
        [`${n.id}.widget.title`]: '最新笔记',
      },
      null,
      2,
    )}\n`,
    'src/pages/note-list.tsx': `import type { Note } from '${contract}'
import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { BASE_PATH, useNavigateTo } from '@oj/sdk/web'
import { FormattedDate, FormattedMessage } from 'react-intl'

const listStyle = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })
const itemStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })
const metaStyle = css({ color: 'fg.muted', textStyle: 'bodySm' })

/**
 * Notes as links to their pages, with author and date. The links navigate through the platform, so the
 * list works on the module's pages and in the home page's widget (another app's React root) alike.
 */
export function NoteList(props: { readonly notes: ReadonlyArray<Note> }): ReactNode {
  const navigate = useNavigateTo()
  return (
    <ul className={listStyle}>
      {props.notes.map((note) => (
        <li key={note.id} className={itemStyle}>
          <a
            href={\`\${BASE_PATH}/${n.id}/\${note.id}\`}
            onClick={(event) => {
              event.preventDefault()
              navigate(\`/${n.id}/\${note.id}\`)
            }}
          >
            {note.title}
          </a>
          <span className={metaStyle}>
            <FormattedMessage id="${n.id}.page.by" values={{ author: note.author }} /> ·{' '}
            <FormattedDate value={note.gmtCreate} dateStyle="medium" />
          </span>
        </li>
      ))}
    </ul>
  )
}
`,
    'src/pages/notes-page.tsx': `import { ${n.pascal}Api } from '${contract}'
import { css } from '@oj/sdk/css'
import { Button, Card, Empty, Input, LoadError, Pagination } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useAuth } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { NoteList } from './note-list.tsx'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' } })
const formStyle = css({ display: 'flex', gap: '2', mb: '4' })

/** The list of notes, with a form to add one for logged-in users. */
export default function NotesPage(): ReactNode {
  const intl = useIntl()
  const { loggedIn } = useAuth()
  const [currentPage, setPage] = useState(1)
  const [title, setTitle] = useState('')
  const notes = useApiQuery(${n.pascal}Api.notes, { currentPage, limit: 10 }, { keepPrevious: true, quiet: true })
  const add = useApiMutation(${n.pascal}Api.addNote, {
    invalidates: [${n.pascal}Api.notes],
    onSuccess: () => setTitle(''),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate({ title })
  }
  return (
    <div className={pageStyle}>
      <Card title={<FormattedMessage id="${n.id}.page.title" />} as="h2">
        {loggedIn ? (
          <form className={formStyle} onSubmit={submit}>
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-label={intl.formatMessage({ id: '${n.id}.page.newTitle' })}
              placeholder={intl.formatMessage({ id: '${n.id}.page.newTitle' })}
            />
            <Button type="submit" disabled={add.isPending}>
              <FormattedMessage id="${n.id}.page.add" />
            </Button>
          </form>
        ) : (
          <p>
            <FormattedMessage id="${n.id}.page.loginToAdd" />
          </p>
        )}
        {notes.isError ? (
          <LoadError onRetry={() => void notes.refetch()} />
        ) : notes.data?.records.length === 0 ? (
          <Empty message={<FormattedMessage id="${n.id}.page.empty" />} />
        ) : (
          <NoteList notes={notes.data?.records ?? []} />
        )}
        {notes.data && notes.data.pages > 1 ? (
          <Pagination total={notes.data.total} pageSize={notes.data.size} page={currentPage} onPageChange={setPage} />
        ) : null}
      </Card>
    </div>
  )
}
`,
    'src/pages/note-page.tsx': `import { ${n.pascal}Api } from '${contract}'
import { css } from '@oj/sdk/css'
import { Card, LoadError } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useParams } from 'react-router'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' } })

/** One note: the area's overview page (the top bar shows the area's tabs). */
export default function NotePage(): ReactNode {
  const id = Number(useParams()['noteId'])
  const note = useApiQuery(${n.pascal}Api.note, { id }, { enabled: Number.isInteger(id) && id > 0, quiet: true })
  return (
    <div className={pageStyle}>
      <Card title={note.data?.title ?? ''} as="h2" actions={<Link to="/${n.id}"><FormattedMessage id="${n.id}.note.back" /></Link>}>
        {note.isError ? <LoadError message={note.error.message} onRetry={() => void note.refetch()} /> : null}
        {note.data ? (
          <p data-testid="${n.id}-note">
            <FormattedMessage id="${n.id}.page.by" values={{ author: note.data.author }} />
          </p>
        ) : null}
      </Card>
    </div>
  )
}
`,
    'src/widgets/latest-notes.tsx': `import { ${n.pascal}Api } from '${contract}'
import { Card, Empty } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { NoteList } from '../pages/note-list.tsx'

/** The home page widget (the platform's 'home.widgets' slot): the three newest notes. */
export default function LatestNotes(): ReactNode {
  const notes = useApiQuery(${n.pascal}Api.notes, { limit: 3 }, { quiet: true })
  if (notes.isError) return null
  return (
    <Card title={<FormattedMessage id="${n.id}.widget.title" />} data-testid="${n.id}-widget">
      {notes.data?.records.length === 0 ? <Empty /> : null}
      <NoteList notes={notes.data?.records ?? []} />
    </Card>
  )
}
`,
    'src/pages/note-list.test.tsx': `import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { NoteList } from './note-list.tsx'

const notes = [{ id: 3, title: 'Hello', author: 'alice', gmtCreate: '2026-01-02T03:04:05.000Z' }]

describe('NoteList', () => {
  it.each([
    ['en', en, 'by alice'],
    ['zh-CN', zhCN, '作者：alice'],
  ] as const)('links each note and names its author (%s)', (locale, messages, by) => {
    const html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages }}>
        <NoteList notes={notes} />
      </IntlProvider>,
    )
    expect(html).toContain('href="/oj/${n.id}/3"')
    expect(html).toContain(by)
  })

  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
`,
    'src/pages/note-list.stories.tsx': `import type { Meta, StoryObj } from 'storybook-react-rsbuild'
import { uiMessages } from '@oj/sdk/ui'
import { IntlProvider } from 'react-intl'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { NoteList } from './note-list.tsx'

const messages = { 'zh-CN': zhCN, en }

const meta = {
  title: '${n.id}/NoteList',
  component: NoteList,
  decorators: [
    (Story, context) => {
      const locale = (context.globals['locale'] as 'zh-CN' | 'en' | undefined) ?? 'zh-CN'
      return (
        <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
          <Story />
        </IntlProvider>
      )
    },
  ],
  args: {
    notes: [
      { id: 1, title: 'Welcome', author: 'root', gmtCreate: '2026-01-02T03:04:05.000Z' },
      { id: 2, title: 'A rather long title that has to wrap on a narrow phone screen', author: 'alice', gmtCreate: '2026-02-03T04:05:06.000Z' },
    ],
  },
} satisfies Meta<typeof NoteList>
export default meta
type Story = StoryObj<typeof meta>

export const Notes: Story = {}
export const None: Story = { args: { notes: [] } }
`,
  }
}
