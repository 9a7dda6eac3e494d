// Groups in the browser (issue 36), in English at 1280 px and in Chinese at 390 px (and each group's
// screens again in the other pairing, English at 390 px and Chinese at 1280 px): a teacher creates a
// private group, a student applies with its code and a reason, the teacher admits them; the teacher makes
// a group problem, a training and a contest of it, which the student solves and then finds themself on
// the group's rank; a level-3 member cannot manage, a level-4 member can (an announcement the member
// then reads on the group's home);
// the member posts a group discussion; a stranger sees the tabs disabled and gets no group content from
// the calls (nor the discussion).

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import {
  e2eRun,
  type Lang,
  localInput,
  loginToken,
  openLoggedIn,
  registerUser,
  shot,
  typeCode,
} from './kit.ts'
import { e2eSite } from './site.ts'

const e2e = e2eRun()
const site = e2eSite()
const PASSWORD = 'group-pass1'
const A_PLUS_B =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n'

const TEXT = {
  en: {
    private: 'Private',
    admit: 'Admit',
    applying: 'Applying',
    announcement: 'Announcement',
    setting: 'Setting',
    rank: 'Rank',
    accepted: 'Accepted',
    trainingProblems: 'Problems',
    trainingProblemList: 'Problem List',
  },
  'zh-CN': {
    private: '私有',
    admit: '通过',
    applying: '申请中',
    announcement: '公告',
    setting: '设置',
    rank: '排名',
    accepted: '答案正确',
    trainingProblems: '题目',
    trainingProblemList: '题目列表',
  },
} as const

const api = async <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${site.url}/ojapi${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...site.headers,
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return (await response.json()) as { status: number; msg: string; data: T }
}

const loggedIn = (lang: Lang, width: number, username: string, path: string) =>
  openLoggedIn(site, e2e, { lang, width, username, password: PASSWORD, path })

/**
 * How the frame's bar offers a group tab to this viewer (the drawer's list on a phone, opened and
 * closed again): left out, greyed, or a link.
 */
async function tabState(
  page: Page,
  width: number,
  label: string,
): Promise<'absent' | 'disabled' | 'enabled'> {
  if (width < 992) {
    await page.getByTestId('drawer-button').click()
    const item = page.getByRole('dialog').getByRole('button', { name: label, exact: true })
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    const state = (await item.count()) === 0 ? 'absent' : (await item.isDisabled()) ? 'disabled' : 'enabled'
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    return state
  }
  const item = page.locator(`header :is(a, span[aria-disabled]):text-is("${label}"):visible`)
  if ((await item.count()) === 0) return 'absent'
  return (await item.getAttribute('aria-disabled')) === 'true' ? 'disabled' : 'enabled'
}

describe('a teacher, a student and a stranger in a private group', { timeout: 300_000 }, () => {
  const runs = [
    ['en', 1280],
    ['zh-CN', 390],
  ] as const
  /** What each run made, for the other pairing's screens. */
  const made: Array<{ lang: Lang; gid: number; name: string; student: string; tag: string }> = []
  it.each(runs)(
    'creates, applies, admits, manages by level, keeps a stranger out (%s, %i px)',
    async (lang, width) => {
      const text = TEXT[lang]
      const tag = `${e2e.run}${lang === 'en' ? 'e' : 'z'}`
      const [teacher, student, helper, stranger] = ['gt', 'gs', 'gh', 'gx'].map((p) => `${p}${tag}`) as [
        string,
        string,
        string,
        string,
      ]
      for (const name of [teacher, student, helper, stranger]) await registerUser(site, name, PASSWORD)
      // New users have solved nothing: the site lets them create groups from 0 solved problems on.
      const root = await loginToken(site, 'root', e2e.adminPassword)
      const set = await api('/admin/switch/update', {
        method: 'PUT',
        token: root,
        body: {
          defaultCreateGroupACInitValue: 0,
          defaultCreateGroupDailyLimit: 100,
          defaultCreateGroupLimit: 100,
        },
      })
      expect(set.status).toBe(200)

      // The teacher creates a private group in the full-screen dialog; its code is made for it.
      const page = await loggedIn(lang, width, teacher, '/group')
      await page.getByTestId('group-create').click()
      const name = `Class ${tag} evening`
      await page.getByTestId('group-form-name').fill(name)
      await page.getByTestId('group-form-short-name').fill(`C${tag}`.slice(0, 10))
      await page.getByTestId('group-form-brief').fill('The evening section of the course')
      await page.getByTestId('group-form-description').fill('Welcome! **Weekly problems** are due on Friday.')
      await page.getByRole('dialog').getByRole('combobox').click()
      // The list is portalled beside the modal dialog, which hides its siblings from the accessibility tree.
      await page.locator('[role=option]:visible').filter({ hasText: text.private }).click()
      const code = await page.getByTestId('group-form-code').inputValue()
      expect(code).toMatch(/^[A-Z0-9]{6}$/)
      await shot(page, `groups-create-${lang}-${width}`)
      await page.getByTestId('group-create-submit').click()
      const card = page.getByTestId('group-card').filter({ hasText: name })
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1)
      await shot(page, `groups-list-${lang}-${width}`)
      const teacherToken = await loginToken(site, teacher, PASSWORD)
      const found = await api<{ records: Array<{ id: number; auth: number }> }>(
        `/get-group-list?keyword=${encodeURIComponent(name)}`,
        { token: teacherToken },
      )
      const gid = found.data.records[0]!.id
      expect(found.data.records[0]!.auth).toBe(3)

      // The student applies with the code and a reason, and waits.
      const studentPage = await loggedIn(lang, width, student, `/group/${gid}`)
      await studentPage.getByTestId('group-apply').click()
      await studentPage.getByTestId('group-join-code').fill(code)
      await studentPage.getByTestId('group-join-reason').fill('I am in the evening section.')
      await studentPage.getByTestId('group-join-submit').click()
      await expect.poll(() => studentPage.getByTestId('group-applying').count(), { timeout: 15_000 }).toBe(1)
      await shot(studentPage, `groups-applying-${lang}-${width}`)

      // The teacher admits them from the applications.
      await page.goto(`${site.url}/oj/group/${gid}/member?l=${lang}`)
      const application = page.locator('tr').filter({ hasText: student })
      await expect.poll(() => application.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await application.getByTestId('member-admit').click()
      const studentToken = await loginToken(site, student, PASSWORD)
      await expect
        .poll(async () => (await api<number>(`/get-group-auth?gid=${gid}`, { token: studentToken })).data, {
          timeout: 15_000,
        })
        .toBe(3)
      await shot(page, `groups-members-${lang}-${width}`)

      // A member (level 3): the group's content, no management.
      await studentPage.goto(`${site.url}/oj/group/${gid}/rank?l=${lang}`)
      await expect
        .poll(() => studentPage.locator('table').getByText(student, { exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(1)
      await shot(studentPage, `groups-rank-${lang}-${width}`)
      expect(await tabState(studentPage, width, text.rank)).toBe('enabled')
      expect(await tabState(studentPage, width, text.announcement)).toBe('absent')
      expect(await tabState(studentPage, width, text.setting)).toBe('absent')
      await studentPage.goto(`${site.url}/oj/group/${gid}/member?l=${lang}`)
      await expect
        .poll(() => studentPage.locator('tr').filter({ hasText: teacher }).count(), { timeout: 15_000 })
        .toBe(1)
      expect(await studentPage.getByTestId('member-remove').count()).toBe(0)
      expect(await studentPage.locator('table').getByRole('combobox').count()).toBe(0)
      // The teacher creates a group problem with the shared form (its id after the group's prefix),
      // the student opens it in the group, submits to the embedded judge and finds the submission in
      // the group's submissions.
      const prefix = `C${tag}`.slice(0, 10).toUpperCase()
      await page.goto(`${site.url}/oj/group/${gid}/problem/admin/create?l=${lang}`)
      const form = page.getByTestId('problem-form')
      await form.getByTestId('form-problem-id').fill('1001')
      await expect.poll(() => form.getByTestId('form-problem-prefix').innerText()).toContain(`${prefix}1001`)
      await form.getByTestId('form-title').fill(`Group sum ${tag}`)
      await form.getByTestId('cases-manual-mode').click()
      await form.getByTestId('case-add').click()
      const caseAreas = form.getByTestId('case-0').locator('textarea')
      await caseAreas.nth(0).fill('1 2')
      await caseAreas.nth(1).fill('3')
      await shot(page, `groups-problem-form-${lang}-${width}`)
      await form.getByTestId('problem-save').click()
      await expect
        .poll(
          () =>
            page
              .locator('tr')
              .filter({ hasText: `Group sum ${tag}` })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1)
      await shot(page, `groups-problem-admin-${lang}-${width}`)
      await studentPage.goto(`${site.url}/oj/group/${gid}/problem?l=${lang}`)
      await studentPage.getByRole('link', { name: `Group sum ${tag}` }).click()
      await expect.poll(() => studentPage.getByTestId('problem-page').count(), { timeout: 15_000 }).toBe(1)
      await typeCode(studentPage, A_PLUS_B)
      await studentPage.getByTestId('submit-code').click()
      await expect
        .poll(() => studentPage.getByTestId('submit-status').innerText(), { timeout: 90_000, interval: 500 })
        .toContain(text.accepted)
      await shot(studentPage, `groups-problem-accepted-${lang}-${width}`)
      await studentPage.goto(`${site.url}/oj/group/${gid}/status?l=${lang}`)
      await expect
        .poll(
          () =>
            studentPage
              .locator('tr')
              .filter({ hasText: `${prefix}1001` })
              .count(),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
      await shot(studentPage, `groups-submissions-${lang}-${width}`)

      // The teacher makes a training of the group with that problem; the student finds it in the
      // group's trainings and opens it with the problem in it.
      await page.goto(`${site.url}/oj/group/${gid}/training?l=${lang}`)
      await page.getByTestId('group-training-new').click()
      const trainingForm = page.getByTestId('training-form')
      await trainingForm.locator('input').first().fill(`Group week ${tag}`)
      await trainingForm.locator('textarea').first().fill('The sums of the week.')
      // A category of the group's own, made by its name.
      await trainingForm.locator('input').nth(1).fill(`Week ${tag}`)
      await trainingForm.locator('button[type="submit"]').click()
      const trainingRow = page.locator('tr').filter({ hasText: `Group week ${tag}` })
      await expect.poll(() => trainingRow.count(), { timeout: 15_000 }).toBe(1)
      await trainingRow.getByRole('button', { name: text.trainingProblems }).click()
      const picker = page.getByTestId('group-training-from-group')
      await expect.poll(() => picker.getByText(`Group sum ${tag}`).count(), { timeout: 15_000 }).toBe(1)
      await picker.locator('[data-testid^="bank-add-"]').first().click()
      await expect
        .poll(
          () =>
            page
              .locator('tr')
              .filter({ hasText: `${prefix}1001` })
              .count(),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
      await shot(page, `groups-training-admin-${lang}-${width}`)
      await studentPage.goto(`${site.url}/oj/group/${gid}/training?l=${lang}`)
      await studentPage.getByText(`Group week ${tag}`).first().click()
      await expect
        .poll(() => studentPage.url(), { timeout: 15_000 })
        .toMatch(new RegExp(`/group/${gid}/training/\\d+`))
      await studentPage.getByText(text.trainingProblemList, { exact: true }).click()
      await expect
        .poll(() => studentPage.getByText(`Group sum ${tag}`).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await shot(studentPage, `groups-training-${lang}-${width}`)

      // The teacher makes a contest of the group, running now, and adds the group's problem to it by
      // its display id; the student solves it there and sees it on the contest's problem list.
      const contestTitle = `Group cup ${tag}`
      await page.goto(`${site.url}/oj/group/${gid}/contest/admin/create?l=${lang}`)
      const contestForm = page.getByTestId('contest-form')
      await expect.poll(() => contestForm.isVisible(), { timeout: 20_000 }).toBe(true)
      await contestForm.locator('input').first().fill(contestTitle)
      await contestForm.locator('textarea').first().fill('The group’s first contest.')
      await contestForm
        .locator('input[type="datetime-local"]')
        .nth(0)
        .fill(localInput(Date.now() - 60_000))
      await contestForm
        .locator('input[type="datetime-local"]')
        .nth(1)
        .fill(localInput(Date.now() + 3 * 3_600_000))
      await shot(page, `groups-contest-form-${lang}-${width}`)
      await page.getByTestId('contest-save').click()
      await expect
        .poll(() => page.url(), { timeout: 20_000 })
        .toMatch(new RegExp(`/group/${gid}/contest/admin$`))
      const contests = await api<{ records: Array<{ id: number; title: string }> }>(
        `/group/get-admin-contest-list?gid=${gid}`,
        { token: teacherToken },
      )
      const cid = contests.data.records.find((c) => c.title === contestTitle)!.id
      await page.goto(`${site.url}/oj/group/${gid}/contest/admin/${cid}/problems?l=${lang}`)
      await page.getByTestId('contest-add-group-problem').click()
      const fromGroup = page.getByTestId('group-problem-form')
      await fromGroup.locator('input').first().fill(`${prefix}1001`)
      await fromGroup.locator('button[type="submit"]').click()
      await expect
        .poll(() => page.getByTestId('contest-admin-problems').getByText(`${prefix}1001`).count(), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0)
      await shot(page, `groups-contest-problems-${lang}-${width}`)
      await studentPage.goto(`${site.url}/oj/group/${gid}/contest?l=${lang}`)
      await expect
        .poll(() => studentPage.getByText(contestTitle).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await shot(studentPage, `groups-contests-${lang}-${width}`)
      await studentPage.goto(`${site.url}/oj/contest/${cid}/problem/A?l=${lang}`)
      await typeCode(studentPage, A_PLUS_B)
      await studentPage.getByTestId('submit-code').click()
      await expect
        .poll(() => studentPage.getByTestId('submit-status').innerText(), { timeout: 90_000, interval: 500 })
        .toContain(text.accepted)
      await shot(studentPage, `groups-contest-accepted-${lang}-${width}`)
      // The stranger gets neither the group's contest list nor the contest.
      const outsider = await loginToken(site, stranger, PASSWORD)
      expect((await api(`/group/get-contest-list?gid=${gid}`, { token: outsider })).status).toBe(403)
      expect((await api(`/get-contest?cid=${cid}`, { token: outsider })).data).toBeNull()

      // The student solved the group's problem: they are on the group's rank.
      await studentPage.goto(`${site.url}/oj/group/${gid}/rank?l=${lang}`)
      await expect
        .poll(() => studentPage.locator('tr').filter({ hasText: student }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await shot(studentPage, `groups-rank-${lang}-${width}`)

      const announce = { gid, title: `Week 1 ${tag}`, content: 'Sorting: **due Friday**.' }
      const refused = await api('/group/announcement', {
        method: 'POST',
        token: studentToken,
        body: announce,
      })
      expect(refused.status).toBe(403)

      // The helper joins and the teacher makes them a group admin (level 4): they manage.
      const helperToken = await loginToken(site, helper, PASSWORD)
      const applied = await api('/group/member', {
        method: 'POST',
        token: helperToken,
        body: { gid, code, reason: 'I am the course assistant.' },
      })
      expect(applied.status).toBe(200)
      const helperUid = (
        await api<{ records: Array<{ uid: string; username: string }> }>(`/group/get-apply-list?gid=${gid}`, {
          token: teacherToken,
        })
      ).data.records.find((m) => m.username === helper)!.uid
      const promoted = await api('/group/member', {
        method: 'PUT',
        token: teacherToken,
        body: { gid, uid: helperUid, auth: 4 },
      })
      expect(promoted.status).toBe(200)
      const helperPage = await loggedIn(lang, width, helper, `/group/${gid}/announcement`)
      await helperPage.getByTestId('announcement-create').click()
      const dialog = helperPage.getByRole('dialog')
      await dialog.locator('input').first().fill(announce.title)
      await dialog.locator('textarea').fill(announce.content)
      await dialog.getByRole('button', { name: lang === 'en' ? 'Save' : '保存', exact: true }).click()
      await expect
        .poll(() => helperPage.getByText(announce.title).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await shot(helperPage, `groups-announcements-${lang}-${width}`)
      // ... and may not change the teacher's level (at or above their own).
      const teacherUid = (
        await api<{ records: Array<{ uid: string; username: string }> }>(
          `/group/get-member-list?gid=${gid}`,
          {
            token: helperToken,
          },
        )
      ).data.records.find((m) => m.username === teacher)!.uid
      const demote = await api('/group/member', {
        method: 'PUT',
        token: helperToken,
        body: { gid, uid: teacherUid, auth: 3 },
      })
      expect(demote.status).not.toBe(200)

      // The member reads it on the group's home.
      await studentPage.goto(`${site.url}/oj/group/${gid}?l=${lang}`)
      await expect
        .poll(
          () => studentPage.getByTestId('group-announcement').filter({ hasText: announce.title }).count(),
          {
            timeout: 15_000,
          },
        )
        .toBe(1)
      await shot(studentPage, `groups-home-${lang}-${width}`)

      // The member posts in the group's Discussion tab and lands on the discussion's page in the group.
      await studentPage.goto(`${site.url}/oj/group/${gid}/discussion?l=${lang}`)
      await studentPage.getByTestId('group-discussion-post').click()
      const post = studentPage.getByRole('dialog')
      const question = `Question ${tag}`
      await post.locator('[name="title"]').fill(question)
      await post.locator('[name="description"]').fill('About week 1')
      await post.getByRole('button', { name: 'Chat' }).click()
      await post.locator('[name="content"]').fill('Is **merge sort** allowed?')
      await post.getByTestId('discussion-post-submit').click()
      await expect
        .poll(() => studentPage.url(), { timeout: 20_000 })
        .toMatch(new RegExp(`/oj/group/${gid}/discussion/\\d+`))
      await expect.poll(() => studentPage.locator('h1').innerText(), { timeout: 15_000 }).toBe(question)
      await shot(studentPage, `groups-discussion-${lang}-${width}`)
      const did = Number(new URL(studentPage.url()).pathname.split('/').pop())

      // A stranger: the side card and Apply, every content tab disabled, no content from any call.
      const strangerPage = await loggedIn(lang, width, stranger, `/group/${gid}`)
      await expect.poll(() => strangerPage.getByTestId('group-apply').count(), { timeout: 15_000 }).toBe(1)
      expect(await strangerPage.getByTestId('group-announcement').count()).toBe(0)
      await expect.poll(() => tabState(strangerPage, width, text.rank), { timeout: 15_000 }).toBe('disabled')
      await shot(strangerPage, `groups-stranger-${lang}-${width}`)
      const strangerToken = await loginToken(site, stranger, PASSWORD)
      for (const path of [
        `/group/get-member-list?gid=${gid}`,
        `/group/get-announcement-list?gid=${gid}`,
        `/get-group-rank-list?gid=${gid}&type=0`,
        `/group/get-apply-list?gid=${gid}`,
        `/group/get-discussion-list?gid=${gid}`,
      ]) {
        const reply = await api<unknown>(path, { token: strangerToken })
        expect(reply.status, path).toBe(403)
        expect(reply.data, path).toBeNull()
      }
      expect(
        (await api<{ access: boolean }>(`/get-group-access?gid=${gid}`, { token: strangerToken })).data
          .access,
      ).toBe(false)
      expect((await api(`/get-discussion-detail?did=${did}`, { token: strangerToken })).status).toBe(404)
      for (const p of [page, studentPage, helperPage, strangerPage]) await p.close()
      expect(e2e.consoleErrors).toEqual([])
      made.push({ lang, gid, name, student, tag })
    },
  )

  // Each language at the other width too: the member's screens of the group its run made.
  it.each([
    ['en', 390],
    ['zh-CN', 1280],
  ] as const)("the group's screens in the other pairing (%s, %i px)", async (lang, width) => {
    const group = made.find((m) => m.lang === lang)
    expect(group, 'the run in this language made a group').toBeDefined()
    const { gid, name, student, tag } = group!
    const page = await loggedIn(lang, width, student, `/group?l=${lang}`)
    const card = page.getByTestId('group-card').filter({ hasText: name })
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1)
    await shot(page, `groups-list-${lang}-${width}`)
    // Each tab and what it must show (the student's name in a table: the bar shows it too).
    const inTable = (text: string) => page.locator('table').getByText(text, { exact: true })
    const screens: ReadonlyArray<[string, ReturnType<Page['getByText']>]> = [
      ['', page.getByTestId('group-announcement').filter({ hasText: `Week 1 ${tag}` })],
      ['/problem', page.getByText(`Group sum ${tag}`)],
      ['/training', page.getByText(`Group week ${tag}`)],
      ['/contest', page.getByText(`Group cup ${tag}`)],
      ['/rank', inTable(student)],
      ['/member', inTable(student)],
      ['/discussion', page.getByText(`Question ${tag}`)],
    ]
    for (const [path, seen] of screens) {
      await page.goto(`${site.url}/oj/group/${gid}${path}?l=${lang}`)
      await expect
        .poll(() => seen.count(), { timeout: 15_000, message: `group tab ${path || '/'}` })
        .toBeGreaterThan(0)
      await shot(page, `groups-${path.slice(1) || 'home'}-${lang}-${width}`, { fullPage: true })
    }
    expect(await tabState(page, width, TEXT[lang].setting)).toBe('absent')
    await page.close()
    expect(e2e.consoleErrors).toEqual([])
  })
})
