import { CarouselApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, Empty, LoadError } from '@oj/sdk/ui'
import { type EndpointOutput, Loading, useApi, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { note } from './styles.ts'

type Picture = EndpointOutput<typeof CarouselApi.list>[number]

const pictures = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: {
    base: 'repeat(auto-fill, minmax(140px, 1fr))',
    md: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  mt: '3',
})
const tile = css({
  position: 'relative',
  m: '0',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'bg.subtle',
  '& img': { display: 'block', w: 'full', aspectRatio: '16 / 7', objectFit: 'cover' },
})
const remove = css({ position: 'absolute', top: '1.5', insetInlineEnd: '1.5' })
const hidden = css({ display: 'none' })

/** The home carousel's pictures (HOJ: 2 MB at most, any picture; stored as webp): add and delete. */
export function CarouselCard(): ReactNode {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const input = useRef<HTMLInputElement>(null)
  const list = useApiQuery(CarouselApi.list, {}, { quiet: true })
  const [asking, setAsking] = useState<Picture>()
  const [uploading, setUploading] = useState(false)
  const refresh = () =>
    void platform.queryClient.invalidateQueries({ queryKey: ['ojapi', CarouselApi.list.path] })
  const removal = useApiMutation(CarouselApi.remove, {
    invalidates: [CarouselApi.list],
    onSuccess: () => platform.toast('success', intl.formatMessage({ id: 'admin.common.deleted' })),
  })
  const upload = async (file: File | undefined) => {
    if (!file) return
    if (file.size > 2 * 1024 * 1024) {
      platform.toast('warning', intl.formatMessage({ id: 'admin.conf.carousel.tooBig' }))
      return
    }
    setUploading(true)
    try {
      await api.call(CarouselApi.upload, { file })
      platform.toast('success', intl.formatMessage({ id: 'admin.conf.carousel.added' }))
      refresh()
    } catch {
      // The client has shown why.
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <Card
      title={<FormattedMessage id="admin.conf.carousel.title" />}
      as="h2"
      data-testid="admin-conf-carousel"
      actions={
        <Button loading={uploading} onClick={() => input.current?.click()} data-testid="admin-carousel-add">
          <FormattedMessage id="admin.conf.carousel.add" />
        </Button>
      }
    >
      <p className={note}>
        <FormattedMessage id="admin.conf.carousel.hint" />
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className={hidden}
        data-testid="admin-carousel-file"
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.length === 0 ? (
        <Empty message={<FormattedMessage id="admin.conf.carousel.none" />} />
      ) : (
        <div className={pictures}>
          {list.data.map((p) => (
            <figure key={p.id} className={tile}>
              <img
                src={p.url}
                alt={intl.formatMessage({ id: 'admin.conf.carousel.picture' }, { id: p.id })}
                loading="lazy"
              />
              <Button size="sm" tone="danger" className={remove} onClick={() => setAsking(p)}>
                <FormattedMessage id="admin.common.delete" />
              </Button>
            </figure>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={<FormattedMessage id="admin.conf.carousel.deleteTitle" />}
        text={<FormattedMessage id="admin.conf.carousel.deleteText" />}
        tone="danger"
        confirmLabel={<FormattedMessage id="admin.common.delete" />}
        onConfirm={async () => {
          if (asking) await removal.mutateAsync({ id: asking.id }).catch(() => undefined)
        }}
      />
    </Card>
  )
}
