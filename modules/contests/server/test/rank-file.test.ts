import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { acmCellText } from '../src/board/download.ts'
import { columnName } from '../src/board/xlsx.ts'
import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'
import { sheetRows, unzip } from './xlsx-read.ts'

// GET /file/download-contest-rank: the board as an XLSX workbook, for the contest's admins.

const { h } = contestsHarness()

const download = async (token: string | undefined, query: string) => {
  const response = await h.server.request(`/ojapi/file/download-contest-rank?${query}`, {
    headers: token ? { Authorization: token } : {},
  })
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

describe('the rank file', { timeout: 60_000 }, () => {
  it.each([
    [undefined, ''],
    [{ isAC: true, isFirstAC: true, isAfterContest: false, ACTime: 60, errorNum: 0, tryNum: 0 }, '+(1)'],
    [{ isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 60, errorNum: 2, tryNum: 0 }, '-(3)'],
    [
      { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 2, tryNum: 1 },
      '-(2+1)',
    ],
    [{ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 2, tryNum: 0 }, '-(2)'],
    [{ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 3 }, '?(3)'],
  ])('writes an ACM cell %j as %s', (cell, text) => expect(acmCellText(cell)).toBe(text))

  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('names column %i %s', (i, name) => expect(columnName(i)).toBe(name))

  it('gives the contest’s admins the board, sealed unless forceRefresh; others nothing', async () => {
    const now = Date.now()
    const start = now - 2 * HOUR
    const cid = await addContest(h, { now, startIn: -2 * HOUR, length: 3 * HOUR, sealAt: HOUR })
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.wrongAnswer, at: at(10) })
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: at(20) })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.accepted, at: at(70) })
    // Every event applied: both solved on the real board (events may come in any order).
    await waitFor(async () => {
      const page = await h.server.api<{ records: Array<{ username: string; ac: number; total: number }> }>(
        'POST',
        '/ojapi/get-contest-rank',
        { token: h.tokens.author, body: { cid } },
      )
      const rows = page.body.data?.records ?? []
      return rows.length === 2 && rows.every((r) => r.ac === 1) && rows[0]!.total === 2 ? true : undefined
    }, 'the board')

    expect((await download(undefined, `cid=${cid}&forceRefresh=false`)).status).toBe(401)
    expect((await download(h.tokens.alice, `cid=${cid}&forceRefresh=false`)).status).toBe(403)

    const sealed = await download(h.tokens.author, `cid=${cid}&forceRefresh=false`)
    expect(sealed.status).toBe(200)
    expect(sealed.headers.get('content-disposition')).toContain(`contest_${cid}_rank.xlsx`)
    const files = unzip(sealed.body)
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml')
    expect(files.get('xl/workbook.xml')).toContain('name="rank"')
    const rows = sheetRows(files.get('xl/worksheets/sheet1.xml')!)
    expect(rows[0]).toEqual([
      'Rank',
      'Username',
      'ShowName',
      'Real Name',
      'School',
      'AC',
      'Total Submission',
      'Total Penalty Time',
      'A',
      'B',
    ])
    // Sealed: bob's Accepted after the seal is a pending try.
    expect(rows.slice(1)).toEqual([
      ['1', 'alice', 'alice', '', '', '1', '2', String(40 * 60), '-(2)'],
      ['2', 'bob', 'bob', '', '', '0', '1', '0', '', '?(1)'],
    ])

    const real = sheetRows(
      unzip((await download(h.tokens.author, `cid=${cid}&forceRefresh=true`)).body).get(
        'xl/worksheets/sheet1.xml',
      )!,
    )
    expect(real.slice(1).map((r) => [r[1], r[5], r[9] ?? ''])).toEqual([
      ['alice', '1', ''],
      ['bob', '1', '+(1)'],
    ])
  })
})
