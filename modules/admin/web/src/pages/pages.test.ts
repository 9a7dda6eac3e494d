import { describe, expect, it } from 'vitest'

import { checkAnnouncement } from './announcements.tsx'
import { checkEmail } from './conf/email-config.tsx'
import { bytes, duration } from './conf/system-info.tsx'
import { checkWebConfig } from './conf/web-config.tsx'
import { judgingOption } from './dashboard/dashboard.tsx'
import { checkNotice, recipientNames } from './notices.tsx'
import { checkCheckForm, type CheckFormValue } from './plagiarism/plagiarism-page.tsx'
import { pieces } from './plagiarism/side-by-side.tsx'
import { checkSwitch, type SwitchField } from './switches.tsx'
import { isUtf8, parseUsersCsv } from './users/csv.ts'
import { checkEditUser, type EditUserValue } from './users/edit-user.tsx'
import { checkGenerate, sampleNames } from './users/generate-dialog.tsx'

describe('the import file', () => {
  it('reads rows of up to 7 cells, quoted cells with commas, a BOM, blank lines, a header', () => {
    const text =
      '\uFEFFusername,password,email\r\nalice,secret1,a@x.io\r\n\r\n"bo,b","pa""ss1",,"Bob B",male\n'
    const parsed = parseUsersCsv(text)
    expect(parsed.header).toBe(true)
    expect(parsed.rows).toEqual([
      ['alice', 'secret1', 'a@x.io'],
      ['bo,b', 'pa"ss1', '', 'Bob B', 'male'],
    ])
    expect(parsed.errors).toEqual([])
  })
  it('keeps a first row that is a user', () => {
    expect(parseUsersCsv('alice,secret1\nbob,secret2').rows).toHaveLength(2)
  })
  it('says when a quote is left open', () => {
    expect(parseUsersCsv('alice,"secret1\nbob,x').errors.length).toBeGreaterThan(0)
  })
  it('tells UTF-8 from another encoding', () => {
    expect(isUtf8(new TextEncoder().encode('张三,密码123'))).toBe(true)
    // '张三' in GBK
    expect(isUtf8(new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd]))).toBe(false)
  })
})

const user: EditUserValue = {
  uid: 'u1',
  username: 'alice',
  realname: '',
  email: '',
  setNewPwd: false,
  password: '',
  type: 1002,
  status: 0,
  titleName: '',
  titleColor: '',
}

describe('the forms', () => {
  it('user: name required and at most 20, a new password 6 to 20 only when set, a valid e-mail', () => {
    expect(checkEditUser(user)).toEqual({})
    expect(checkEditUser({ ...user, username: ' ' }).username).toBe('admin.users.error.usernameRequired')
    expect(checkEditUser({ ...user, username: 'x'.repeat(21) }).username).toBe(
      'admin.users.error.usernameTooLong',
    )
    expect(checkEditUser({ ...user, password: '1' }).password).toBeUndefined()
    expect(checkEditUser({ ...user, setNewPwd: true, password: '12345' }).password).toBe(
      'admin.users.error.password',
    )
    expect(checkEditUser({ ...user, email: 'no-at' }).email).toBe('admin.users.error.email')
  })
  it('generation: both numbers, end not below start, at most 1000, password 6 to 25', () => {
    const ok = { prefix: 'c', suffix: '', from: '1', to: '30', passwordLength: '8' }
    expect(checkGenerate(ok)).toEqual({})
    expect(checkGenerate({ ...ok, from: '' }).from).toBe('admin.users.generate.fromRequired')
    expect(checkGenerate({ ...ok, to: '0' }).to).toBe('admin.users.generate.toBeforeFrom')
    expect(checkGenerate({ ...ok, to: '1001' }).to).toBe('admin.users.generate.tooMany')
    expect(checkGenerate({ ...ok, passwordLength: '5' }).passwordLength).toBeDefined()
    expect(checkGenerate({ ...ok, passwordLength: '26' }).passwordLength).toBeDefined()
    expect(checkGenerate({ ...ok, passwordLength: '25' }).passwordLength).toBeUndefined()
    expect(sampleNames(ok)).toEqual({ first: 'c1', last: 'c30', count: 30 })
  })
  it('announcement and notice: title and content required; Single needs one name, Nominated some', () => {
    expect(checkAnnouncement({ title: 't', content: 'c', status: 0 })).toEqual({})
    expect(checkAnnouncement({ title: ' ', content: '', status: 0 })).toEqual({
      title: 'admin.announcements.error.titleRequired',
      content: 'admin.announcements.error.contentRequired',
    })
    const notice = { title: 't', content: 'c', type: 'Single' as const, recipients: 'alice, bob' }
    expect(checkNotice(notice).recipients).toBe('admin.notices.error.single')
    expect(checkNotice({ ...notice, type: 'Nominated', recipients: ' ' }).recipients).toBe(
      'admin.notices.error.nominated',
    )
    expect(checkNotice({ ...notice, type: 'All' })).toEqual({})
    expect(recipientNames('alice, bob\ncarol，alice')).toEqual(['alice', 'bob', 'carol'])
  })
  it('web config: links are web addresses or site paths, never a script', () => {
    const ok = {
      baseUrl: '',
      name: 'n',
      shortName: 's',
      description: '',
      register: true,
      recordName: '',
      recordUrl: 'https://beian.example',
      projectName: '',
      projectUrl: '/oj/introduction',
      email: '',
    }
    expect(checkWebConfig(ok)).toEqual({})
    expect(checkWebConfig({ ...ok, projectUrl: 'javascript:alert(1)' }).projectUrl).toBe(
      'admin.conf.error.link',
    )
    expect(checkWebConfig({ ...ok, baseUrl: 'oj.example' }).baseUrl).toBe('admin.conf.error.baseUrl')
  })
  it('mail: a host, a port from 1 to 65535 when given', () => {
    const ok = {
      emailHost: 'smtp.example.com',
      emailPort: '465',
      emailUsername: '',
      emailPassword: '',
      emailSsl: true,
      emailFrom: '',
      emailBGImg: '',
    }
    expect(checkEmail(ok)).toEqual({})
    expect(checkEmail({ ...ok, emailHost: '' }).emailHost).toBe('admin.conf.email.hostRequired')
    expect(checkEmail({ ...ok, emailPort: '70000' }).emailPort).toBe('admin.conf.email.portInvalid')
  })
  it('switches: whole numbers within the range', () => {
    const field: SwitchField = {
      key: 'defaultSubmitInterval',
      module: 'problems',
      kind: 'integer',
      value: 8,
      default: 8,
      min: 0,
      max: 3600,
      label: { 'zh-CN': '间隔', en: 'Interval' },
    }
    expect(checkSwitch(field, '0')).toBeUndefined()
    expect(checkSwitch(field, '1.5')).toBe('admin.switch.notWhole')
    expect(checkSwitch(field, '3601')).toBe('admin.switch.outOfRange')
  })
})

describe('the dashboard and service figures', () => {
  it('charts every hour: submissions as bars, accepted ones as a line', () => {
    const hours = [
      { hour: '2026-11-25T07:00:00.000Z', total: 3, accepted: 1 },
      { hour: '2026-11-25T08:00:00.000Z', total: 0, accepted: 0 },
    ]
    const option = judgingOption(hours, { total: 'T', accepted: 'A' })
    expect(option.xAxis.data).toHaveLength(2)
    expect(option.series.map((s) => s.data)).toEqual([
      [3, 0],
      [1, 0],
    ])
  })
  it('writes sizes and durations', () => {
    expect(bytes(512)).toBe('512 B')
    expect(bytes(48_512_000)).toBe('46.3 MiB')
    expect(bytes(null)).toBe('–')
    expect(duration(3 * 86_400 + 4 * 3600 + 300)).toBe('3 d 4 h 5 min')
  })
})

describe('the plagiarism page', () => {
  it('asks for a contest number or a problem id, and a threshold of 1 to 100', () => {
    const ok: CheckFormValue = { scope: 'contest', target: '12', threshold: '30', onlyAccepted: true }
    expect(checkCheckForm(ok)).toEqual({})
    expect(checkCheckForm({ ...ok, target: 'P1000' }).target).toBe('admin.plagiarism.error.contestId')
    expect(checkCheckForm({ ...ok, scope: 'problem', target: 'P1000' })).toEqual({})
    expect(checkCheckForm({ ...ok, target: ' ' }).target).toBe('admin.plagiarism.error.target')
    expect(checkCheckForm({ ...ok, threshold: '0' }).threshold).toBe('admin.plagiarism.error.threshold')
  })
  it('cuts a source into shared and other stretches, in order, overlaps merged', () => {
    expect(
      pieces('abcdefgh', [
        { start: 6, end: 8 },
        { start: 1, end: 3 },
        { start: 2, end: 4 },
      ]),
    ).toEqual([
      { text: 'a', shared: false },
      { text: 'bc', shared: true },
      { text: 'd', shared: true },
      { text: 'ef', shared: false },
      { text: 'gh', shared: true },
    ])
    expect(pieces('abc', [])).toEqual([{ text: 'abc', shared: false }])
  })
})
