import { css } from '@oj/sdk/css'
import { Button, Card, Empty, Input, LoadError, Pagination, Select } from '@oj/sdk/ui'
import { useApiQuery, useAuth, usePlatform } from '@oj/sdk/web'
import { TRAINING_AUTHS, TRAINING_LIST_LIMIT, TrainingApi, type TrainingVO } from '@oj/training-contract'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'

import { TrainingCard } from '../components/training-card.tsx'

const page = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' } })
const filters = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'flex-end', mb: '4' })
const search = css({ display: 'flex', gap: '2', flex: '1', minW: '220px' })
const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  mb: '4',
})

/** The select value of 'no filter'. */
const ALL = 'all'

const positive = (text: string | null): number | undefined => {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

/** /training: the training list with its keyword, auth and category filters, 15 cards a page. */
export default function TrainingListPage(): ReactNode {
  const intl = useIntl()
  const navigate = useNavigate()
  const platform = usePlatform()
  const { loggedIn } = useAuth()
  const [params, setParams] = useSearchParams()
  const keyword = params.get('keyword') ?? ''
  const auth = TRAINING_AUTHS.find((a) => a === params.get('auth'))
  const categoryId = positive(params.get('categoryId'))
  const currentPage = positive(params.get('currentPage')) ?? 1
  const [text, setText] = useState(keyword)
  const categories = useApiQuery(TrainingApi.categories, {}, { quiet: true })
  const list = useApiQuery(
    TrainingApi.list,
    {
      currentPage,
      limit: TRAINING_LIST_LIMIT,
      ...(keyword ? { keyword } : {}),
      ...(auth ? { auth } : {}),
      ...(categoryId ? { categoryId } : {}),
    },
    { keepPrevious: true, quiet: true },
  )
  const go = (next: { keyword?: string; auth?: string; categoryId?: string; currentPage?: number }) => {
    const merged = {
      keyword,
      auth: auth ?? '',
      categoryId: categoryId ? String(categoryId) : '',
      currentPage: 1,
      ...next,
    }
    const out = new URLSearchParams()
    if (merged.keyword) out.set('keyword', merged.keyword)
    if (merged.auth) out.set('auth', merged.auth)
    if (merged.categoryId) out.set('categoryId', merged.categoryId)
    if (merged.currentPage > 1) out.set('currentPage', String(merged.currentPage))
    setParams(out)
  }
  const open = (training: TrainingVO) => {
    // Opening a training needs a login (spec 2 §6).
    if (!loggedIn) {
      platform.toast('warning', intl.formatMessage({ id: 'training.list.loginFirst' }))
      platform.openLogin()
      return
    }
    void navigate(`/training/${training.id}`)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ keyword: text.trim() })
  }
  return (
    <div className={page}>
      <Card title={<FormattedMessage id="training.list.title" />} as="h2">
        <div className={filters}>
          <Select
            label={<FormattedMessage id="training.list.auth" />}
            value={auth ?? ALL}
            onValueChange={(value) => go({ auth: value === ALL ? '' : value })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'training.list.allAuth' }) },
              ...TRAINING_AUTHS.map((a) => ({
                value: a,
                label: intl.formatMessage({ id: `training.auth.${a}` }),
              })),
            ]}
          />
          <Select
            label={<FormattedMessage id="training.list.category" />}
            value={categoryId ? String(categoryId) : ALL}
            onValueChange={(value) => go({ categoryId: value === ALL ? '' : value })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'training.list.allCategories' }) },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <form className={search} role="search" onSubmit={submit}>
            <Input
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              aria-label={intl.formatMessage({ id: 'training.list.keyword' })}
              placeholder={intl.formatMessage({ id: 'training.list.keyword' })}
            />
            <Button type="submit">
              <FormattedMessage id="training.list.search" />
            </Button>
          </form>
        </div>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data?.records.length === 0 ? (
          <Empty message={<FormattedMessage id="training.list.empty" />} />
        ) : (
          <div className={grid}>
            {(list.data?.records ?? []).map((t) => (
              <TrainingCard key={t.id} training={t} showProgress={loggedIn} onOpen={open} />
            ))}
          </div>
        )}
        {list.data && list.data.total > list.data.size ? (
          <Pagination
            total={list.data.total}
            pageSize={list.data.size}
            page={currentPage}
            onPageChange={(p) => go({ currentPage: p })}
          />
        ) : null}
      </Card>
    </div>
  )
}
