import { ContestsApi } from '@oj/contests-contract'
import { Button } from '@oj/sdk/ui'
import { saveBlob, useApi } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/** The contest admins' download of the whole board (contest_<id>_rank.xlsx; the real board, as they see it). */
export function RankDownload(props: {
  readonly cid: number
  readonly removeStar?: boolean
  readonly containsEnd?: boolean
}): ReactNode {
  const api = useApi()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = (await api.call(ContestsApi.rankFile, {
        cid: props.cid,
        forceRefresh: true,
        removeStar: props.removeStar ?? false,
        containEnd: props.containsEnd ?? false,
      })) as unknown
      if (file instanceof Blob) saveBlob(file, `contest_${props.cid}_rank.xlsx`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      data-testid="rank-download"
    >
      <FormattedMessage id="contests.board.download" />
    </Button>
  )
}
