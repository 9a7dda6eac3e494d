// What the admin area's stories and tests are answered: pages of the platform's calls as they look.
import type { Answers } from '@oj/sdk/stories'

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 25, 8, 30) - minutesAgo * 60_000).toISOString()

const role = (id: number, name: string) => ({
  id,
  role: name,
  description: name,
  status: 0,
  gmtCreate: at(99_999),
  gmtModified: at(99_999),
})

const user = (n: number, over: Record<string, unknown> = {}) => ({
  uid: `u${n}`,
  username: `student${n}`,
  nickname: null,
  school: 'No. 1 High School',
  course: null,
  number: null,
  gender: 'secrecy',
  realname: `学生 ${n}`,
  cfUsername: null,
  github: null,
  blog: null,
  email: `student${n}@example.com`,
  avatar: null,
  titleName: null,
  titleColor: null,
  signature: null,
  status: 0,
  gmtCreate: at(n * 60),
  gmtModified: at(n * 60),
  roles: [role(1002, 'default_user')],
  ...over,
})

const USERS = [
  user(0, {
    uid: 'u-0',
    username: 'root',
    realname: null,
    roles: [role(1000, 'root')],
    titleName: '站长',
    titleColor: '#e6a23c',
  }),
  user(1, { username: 'editor', roles: [role(1008, 'problem_admin')] }),
  user(2, { status: 1 }),
  ...Array.from({ length: 7 }, (_, i) => user(i + 3)),
]

const page = <T>(records: ReadonlyArray<T>, total = records.length) => ({
  records,
  total,
  size: 10,
  current: 1,
  pages: Math.ceil(total / 10),
})

const ANNOUNCEMENTS = [
  {
    id: 3,
    title: '寒假集训报名开始',
    content: '请在 **1 月 10 日** 前报名。',
    uid: 'u-0',
    username: 'root',
    status: 0,
    gmtCreate: at(30),
    gmtModified: at(30),
  },
  {
    id: 2,
    title: 'Judge maintenance on Sunday',
    content: 'The judge is down from 2:00 to 4:00.',
    uid: 'u-0',
    username: 'root',
    status: 1,
    gmtCreate: at(3000),
    gmtModified: at(3000),
  },
  {
    id: 1,
    title: '欢迎使用本平台',
    content: 'Hello, $a+b$!',
    uid: 'u-0',
    username: 'root',
    status: 0,
    gmtCreate: at(9000),
    gmtModified: at(9000),
  },
]

const NOTICES = [
  {
    id: 2,
    title: '比赛规则更新',
    content: '请阅读新规则。',
    type: 'All',
    state: true,
    adminId: 'u-0',
    adminUsername: 'root',
    recipients: [],
    gmtCreate: at(20),
    gmtModified: at(20),
  },
  {
    id: 1,
    title: 'Please check the new problems',
    content: 'Review them by Friday.',
    type: 'Admin',
    state: true,
    adminId: 'u-0',
    adminUsername: 'root',
    recipients: ['editor', 'root'],
    gmtCreate: at(700),
    gmtModified: at(700),
  },
]

const WEB_CONFIG = {
  baseUrl: 'https://oj.example.edu',
  name: '示例学校在线评测',
  shortName: 'EOJ',
  description: '面向本校学生的程序设计练习与比赛平台',
  register: true,
  recordName: '© 2026 Example School',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '/oj/introduction',
  email: 'oj@example.edu',
}

const EMAIL_CONFIG = {
  emailHost: '',
  emailPassword: '',
  emailPort: null,
  emailUsername: '',
  emailBGImg: '',
  emailSsl: false,
  emailFrom: '',
  hasPassword: false,
  source: 'outbox' as const,
}

const DB_CONFIG = {
  dbName: 'postgres',
  dbHost: null,
  dbPort: null,
  dbUsername: null,
  dbPassword: null,
  redisHost: null,
  redisPort: null,
  redisPassword: null,
  database: {
    kind: 'pglite' as const,
    version: 'PostgreSQL 17.5 on x86_64-pc-linux-gnu (PGlite)',
    location: '/srv/oj/.data/pglite',
    sizeBytes: 48_512_000,
  },
  cache: 'none' as const,
  bus: { kind: 'memory' as const, location: '' },
}

export const SERVICE_INFO = {
  backupCores: 2,
  backupPercentCpuLoad: '12.50%',
  backupPercentMemoryLoad: '43.10%',
  backupService: [],
  nacos: { status: 'UP' },
  machine: {
    hostname: 'oj-1',
    os: 'linux 6.1.0',
    cpuModel: 'Intel(R) Xeon(R) CPU',
    loadAverage: [0.42, 0.35, 0.3],
    memoryTotal: 8 * 1024 ** 3,
    memoryFree: 4.6 * 1024 ** 3,
    uptimeSeconds: 3 * 86_400 + 4 * 3600 + 300,
  },
  process: { pid: 4242, uptimeSeconds: 5400, rss: 210 * 1024 ** 2, heapUsed: 96 * 1024 ** 2 },
  versions: { platform: '0.1.0', node: 'v22.23.3', database: 'PGlite (PostgreSQL 17.5)', bus: 'in-process' },
}

export const SWITCH_FIELDS = [
  {
    key: 'openPublicDiscussion',
    module: 'site',
    kind: 'boolean' as const,
    value: true,
    default: true,
    label: { 'zh-CN': '开放公共讨论区', en: 'Public discussion open' },
  },
  {
    key: 'openGroupDiscussion',
    module: 'site',
    kind: 'boolean' as const,
    value: false,
    default: true,
    label: { 'zh-CN': '开放团队讨论区', en: 'Group discussion open' },
  },
  {
    key: 'openContestComment',
    module: 'site',
    kind: 'boolean' as const,
    value: true,
    default: true,
    label: { 'zh-CN': '开放比赛评论区', en: 'Contest comments open' },
  },
  {
    key: 'defaultSubmitInterval',
    module: 'problems',
    kind: 'integer' as const,
    value: 8,
    default: 8,
    min: 0,
    max: 3600,
    label: { 'zh-CN': '非比赛提交的最小间隔', en: 'Least time between two submissions outside contests' },
    help: {
      'zh-CN': '同一用户两次提交之间至少等待的秒数；0 表示不限制',
      en: 'Seconds a user waits between two submissions; 0: no wait',
    },
    unit: { 'zh-CN': '秒', en: 's' },
  },
  {
    key: 'defaultCreateDiscussionDailyLimit',
    module: 'discussion',
    kind: 'integer' as const,
    value: 20,
    default: 20,
    min: 1,
    max: 10_000,
    label: { 'zh-CN': '每人每天最多发帖数', en: 'Posts a user may start a day' },
  },
]

const OUTBOX = [
  {
    to: 'new.student@example.com',
    subject: '注册验证码',
    text: '您的验证码是 482913，10 分钟内有效。',
    sentAt: at(2),
  },
  {
    to: 'alice@example.com',
    subject: 'Reset your password',
    text: 'Open this link to reset your password:\nhttps://oj.example.edu/oj/reset-password?username=alice&code=…',
    sentAt: at(90),
  },
]

export const LOGINS = [
  {
    id: 31,
    uid: 'u-0',
    username: 'root',
    avatar: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
    gmtCreate: at(1),
  },
  {
    id: 30,
    uid: 'u1',
    username: 'editor',
    avatar: null,
    ip: '198.51.100.20',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1',
    gmtCreate: at(40),
  },
  {
    id: 29,
    uid: 'u3',
    username: 'student3',
    avatar: null,
    ip: '198.51.100.21',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
    gmtCreate: at(300),
  },
]

export const JUDGING = Array.from({ length: 25 }, (_, i) => {
  const total =
    [0, 0, 1, 0, 0, 0, 2, 5, 12, 30, 41, 25, 18, 22, 35, 48, 52, 40, 28, 16, 9, 6, 3, 2, 4][i] ?? 0
  return {
    hour: new Date(Date.UTC(2026, 10, 24, 8 + i)).toISOString(),
    total,
    accepted: Math.round(total * 0.45),
  }
})

export const NOW = Date.UTC(2026, 10, 25, 8, 30)

export const WORKERS = [
  {
    name: 'judge-1',
    lanes: ['cpp', 'python'],
    languages: [
      { name: 'C++', family: 'cpp', version: 'g++ 12.2' },
      { name: 'Python3', family: 'python', version: '3.11' },
      { name: 'C (WASI)', family: 'wasi', version: 'clang 16' },
    ],
    capacity: 2,
    load: 1,
    cpus: 2,
    runtimes: ['native', 'wasi'],
    startedAt: new Date(NOW - 7200_000).toISOString(),
    lastSeen: new Date(NOW - 4000).toISOString(),
    alive: true,
    service: {
      serviceId: 'judge',
      host: 'judge-1',
      port: null,
      secure: false,
      metadata: { 'nacos.healthy': 'true' },
    },
    cpuCores: 2,
  },
  {
    name: 'judge-2',
    lanes: ['cpp'],
    languages: [{ name: 'C++', family: 'cpp', version: 'g++ 12.2' }],
    capacity: 4,
    load: 0,
    cpus: 4,
    runtimes: ['native'],
    startedAt: new Date(NOW - 86_400_000).toISOString(),
    lastSeen: new Date(NOW - 600_000).toISOString(),
    alive: false,
    service: {
      serviceId: 'judge',
      host: 'judge-2',
      port: null,
      secure: false,
      metadata: { 'nacos.healthy': 'false' },
    },
    cpuCores: 4,
  },
]

/** The API table of the admin pages' stories. */
export const adminAnswers: Answers = {
  '/admin/user/get-user-list': (q) => {
    const keyword = (q.get('keyword') ?? '').toLowerCase()
    const onlyAdmin = q.get('onlyAdmin') === 'true'
    const rows = USERS.filter(
      (u) =>
        (!keyword || u.username.includes(keyword)) &&
        (!onlyAdmin || u.roles.some((r) => ['root', 'admin', 'problem_admin'].includes(r.role))),
    )
    return page(rows.slice(0, 10), rows.length + (keyword || onlyAdmin ? 0 : 32))
  },
  '/admin/user/check-batch-user': (_q, body) => {
    const users = (body as { users: Array<Array<string>> }).users
    const rows = users.map((r, index) => ({
      index,
      username: r[0] ?? '',
      problems: [
        ...((r[1] ?? '').length < 6 ? ['accounts.login.passwordLength'] : []),
        ...(r[0] === 'root' ? ['accounts.register.usernameExists'] : []),
      ],
    }))
    const invalid = rows.filter((r) => r.problems.length > 0).length
    return { rows, valid: rows.length - invalid, invalid }
  },
  '/admin/announcement': () => page(ANNOUNCEMENTS),
  '/admin/msg/notice': () => page(NOTICES),
  '/admin/config/get-web-config': () => WEB_CONFIG,
  '/admin/config/get-email-config': () => EMAIL_CONFIG,
  '/admin/config/get-db-and-redis-config': () => DB_CONFIG,
  '/admin/config/get-service-info': () => SERVICE_INFO,
  '/home-carousel': () => [],
  '/admin/switch/fields': () => SWITCH_FIELDS,
  '/admin/mail/outbox': () => page(OUTBOX),
}
