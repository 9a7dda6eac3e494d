/**
 * What the judge says to people (run messages, checker messages, system errors) by message id, in
 * both languages. The judge writes the English text (`judgeText`), which is what the record keeps;
 * a page shows it in the reader's language with `localizeJudgeText`, which finds the id and the
 * values back from the text. Placeholders are `{name}`; `{detail}` may hold another judge text, or
 * what a compiler or checker printed (which stays as printed).
 */
export const JUDGE_MESSAGES = {
  'judge.run.exitCode': { en: 'exit code {code}', 'zh-CN': '退出码 {code}' },
  'judge.run.signal': { en: 'killed by signal {signal}', 'zh-CN': '被信号 {signal} 终止' },
  'judge.run.time': { en: 'time limit exceeded ({ms} ms)', 'zh-CN': '超出时间限制（{ms} ms）' },
  'judge.run.memory': { en: 'memory limit exceeded ({kb} KB)', 'zh-CN': '超出内存限制（{kb} KB）' },
  'judge.run.output': { en: 'output limit exceeded', 'zh-CN': '输出超出限制' },
  'judge.run.error': { en: 'judge error: {detail}', 'zh-CN': '评测机错误：{detail}' },
  'judge.run.noOutputFile': { en: 'The program wrote no {file} file', 'zh-CN': '程序没有写出文件 {file}' },
  'judge.compile.time': { en: 'Compile time limit exceeded', 'zh-CN': '编译超出时间限制' },
  'judge.compile.memory': { en: 'The compiler ran out of memory', 'zh-CN': '编译器内存不足' },
  'judge.compile.output': { en: 'The compiler wrote too much', 'zh-CN': '编译器输出过多' },
  'judge.compile.sandbox': {
    en: 'Compile failed in the sandbox: {detail}',
    'zh-CN': '沙箱中编译失败：{detail}',
  },
  'judge.compile.noSandbox': { en: 'No native sandbox to compile in', 'zh-CN': '没有可用于编译的本地沙箱' },
  'judge.system.language': {
    en: 'The language {language} is not on this judge',
    'zh-CN': '此评测机没有语言 {language}',
  },
  'judge.system.noJudge': {
    en: 'No judge has the language {language}',
    'zh-CN': '没有评测机提供语言 {language}',
  },
  'judge.system.runner': {
    en: 'No {runtime} runner on this judge',
    'zh-CN': '此评测机没有 {runtime} 运行环境',
  },
  'judge.system.workFolder': {
    en: 'Cannot make the work folder: {detail}',
    'zh-CN': '无法创建工作目录：{detail}',
  },
  'judge.system.noCases': { en: 'The problem has no test cases', 'zh-CN': '题目没有测试数据' },
  'judge.system.inCase': { en: 'Case {index}: {detail}', 'zh-CN': '测试点 {index}：{detail}' },
  'judge.system.noMessage': { en: 'the judge gave no reason', 'zh-CN': '评测机没有给出原因' },
  'judge.system.casesMissing': {
    en: 'Only {done} of {total} cases have a result',
    'zh-CN': '{total} 个测试点中只有 {done} 个有结果',
  },
  'judge.system.noAnswer': {
    en: 'No judge answered after {attempts} attempts',
    'zh-CN': '尝试 {attempts} 次后仍没有评测机应答',
  },
  'judge.system.notSent': {
    en: 'The task could not be sent to the judges after {tries} tries: {detail}',
    'zh-CN': '尝试 {tries} 次后仍无法把评测任务发送给评测机：{detail}',
  },
  'judge.system.taskTooLarge': {
    en: 'The task is too large to judge ({size} bytes, the limit is {limit})',
    'zh-CN': '评测任务过大，无法评测（{size} 字节，上限 {limit}）',
  },
  'judge.system.taskUnreadable': {
    en: 'The judge could not read the task: {detail}',
    'zh-CN': '评测机无法读取评测任务：{detail}',
  },
  'judge.system.restarts': {
    en: 'Judging started {starts} times without a result: given up',
    'zh-CN': '评测已开始 {starts} 次仍没有结果，已放弃',
  },
  'judge.system.reportTooLarge': {
    en: 'The judge result was too large to send ({size} bytes, the limit is {limit})',
    'zh-CN': '评测结果过大，无法发送（{size} 字节，上限 {limit}）',
  },
  'judge.test.noAnswer': {
    en: 'No judge answered the test run within {seconds} s',
    'zh-CN': '{seconds} 秒内没有评测机应答此次测试运行',
  },
  'judge.checker.noCode': { en: 'The problem has no checker code', 'zh-CN': '题目没有特判程序代码' },
  'judge.checker.language': {
    en: "The checker's language {language} is not on this judge",
    'zh-CN': '此评测机没有特判程序的语言 {language}',
  },
  'judge.checker.runner': {
    en: 'No {runtime} runner for the checker',
    'zh-CN': '没有运行特判程序的 {runtime} 环境',
  },
  'judge.checker.compile': {
    en: 'The checker did not compile:\n{detail}',
    'zh-CN': '特判程序编译失败：\n{detail}',
  },
  'judge.checker.compileTestlib': {
    en: 'The checker did not compile (testlib.h is not vendored: add it to the problem files or set OJ_TESTLIB_DIR):\n{detail}',
    'zh-CN': '特判程序编译失败（未附带 testlib.h：请把它加入题目文件，或设置 OJ_TESTLIB_DIR）：\n{detail}',
  },
  'judge.checker.failed': { en: 'The checker failed: {detail}', 'zh-CN': '特判程序运行失败：{detail}' },
  'judge.checker.fail': { en: 'checker failed: {detail}', 'zh-CN': '特判程序报告失败：{detail}' },
  'judge.checker.noPoints': {
    en: 'checker exited 7 without a points line: {detail}',
    'zh-CN': '特判程序以 7 退出但没有给出分数行：{detail}',
  },
  'judge.checker.exitCode': {
    en: 'checker exited with code {code}: {detail}',
    'zh-CN': '特判程序以退出码 {code} 结束：{detail}',
  },
  'judge.checker.points': {
    en: 'checker gave {points} points, outside [0, {max}]: {detail}',
    'zh-CN': '特判程序给出 {points} 分，超出 [0, {max}]：{detail}',
  },
  'judge.interactor.failed': { en: 'The interactor failed: {detail}', 'zh-CN': '交互程序运行失败：{detail}' },
  // Remote judges: {site} is the site's name, {reason} the site's own words (one line).
  'judge.remote.refused': {
    en: '{site} refused the submission: {reason}',
    'zh-CN': '{site} 拒绝了此次提交：{reason}',
  },
  'judge.remote.down': { en: '{site} could not be reached: {reason}', 'zh-CN': '无法连接 {site}：{reason}' },
  'judge.remote.rateLimited': {
    en: '{site} kept asking to slow down: {reason}',
    'zh-CN': '{site} 一直要求降低提交频率：{reason}',
  },
  'judge.remote.noAccount': {
    en: 'No account on {site} to submit with: an administrator adds one under Remote judge accounts',
    'zh-CN': '没有可用于提交的 {site} 账号：请管理员在“远程评测账号”中添加',
  },
  'judge.remote.loginFailed': {
    en: '{site} refused the login of every account: an administrator checks them under Remote judge accounts',
    'zh-CN': '{site} 拒绝了所有账号的登录：请管理员在“远程评测账号”中检查',
  },
  'judge.remote.noKey': {
    en: 'This judge cannot open the remote judge passwords: OJ_REMOTE_JUDGE_KEY is unset or differs from the server’s',
    'zh-CN': '此评测机无法解开远程评测账号的密码：OJ_REMOTE_JUDGE_KEY 未设置或与服务器的不同',
  },
  'judge.remote.unknownVerdict': {
    en: '{site} gave a verdict this judge does not know: {verdict}',
    'zh-CN': '{site} 给出了此评测机不认识的结果：{verdict}',
  },
  'judge.remote.noVerdict': {
    en: '{site} gave no verdict within {minutes} min',
    'zh-CN': '{site} 在 {minutes} 分钟内没有给出评测结果',
  },
  'judge.remote.language': {
    en: '{site} has no language {language}',
    'zh-CN': '{site} 没有语言 {language}',
  },
  'judge.remote.problem': {
    en: '{problem} is not a problem of {site}',
    'zh-CN': '{problem} 不是 {site} 的题目',
  },
} as const satisfies Record<string, { readonly en: string; readonly 'zh-CN': string }>

export type JudgeMessageId = keyof typeof JUDGE_MESSAGES
export type JudgeMessageLocale = 'en' | 'zh-CN'
type Values = Readonly<Record<string, string | number>>

const fill = (template: string, values: Values): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** The English text of a judge message: what the judge writes into reports. */
export const judgeText = (id: JudgeMessageId, values: Values = {}): string =>
  fill(JUDGE_MESSAGES[id].en, values)

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each English template as a pattern that gives its values back, the longest templates first. */
const PATTERNS = (Object.keys(JUDGE_MESSAGES) as JudgeMessageId[])
  .map((id) => {
    const names: string[] = []
    const source = JUDGE_MESSAGES[id].en.split(/(\{\w+\})/).map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return escape(part)
      names.push(name)
      return name === 'detail' ? '([\\s\\S]*)' : '(.+?)'
    })
    return { id, names, pattern: new RegExp(`^${source.join('')}$`) }
  })
  .sort((a, b) => JUDGE_MESSAGES[b.id].en.length - JUDGE_MESSAGES[a.id].en.length)

/** The message id and values of an English judge text, or null when it is not one (printed output). */
export function parseJudgeText(text: string): { id: JudgeMessageId; values: Record<string, string> } | null {
  for (const { id, names, pattern } of PATTERNS) {
    const match = pattern.exec(text)
    if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) }
  }
  return null
}

/**
 * The judge's words a submitter may read about their own submission: what happened to their program
 * (exit code, signal, limits) or why it could not be judged (no judge, task too large, gave up), never
 * a text that carries a `{detail}` (the judge's or a checker's internals) nor one that is no judge
 * message at all.
 */
const FOR_SUBMITTER: ReadonlySet<JudgeMessageId> = new Set<JudgeMessageId>([
  'judge.run.exitCode',
  'judge.run.signal',
  'judge.run.time',
  'judge.run.memory',
  'judge.run.output',
  'judge.run.noOutputFile',
  'judge.system.language',
  'judge.system.noJudge',
  'judge.system.noCases',
  'judge.system.noAnswer',
  'judge.system.taskTooLarge',
  'judge.system.restarts',
  'judge.system.reportTooLarge',
  'judge.remote.refused',
  'judge.remote.down',
  'judge.remote.rateLimited',
  'judge.remote.noAccount',
  'judge.remote.loginFailed',
  'judge.remote.noKey',
  'judge.remote.unknownVerdict',
  'judge.remote.noVerdict',
  'judge.remote.language',
  'judge.remote.problem',
])

export function isJudgeTextForSubmitter(text: string): boolean {
  const parsed = parseJudgeText(text)
  return parsed !== null && FOR_SUBMITTER.has(parsed.id) && parsed.values['detail'] === undefined
}

/** A judge text in the reader's language; text that is no judge message stays as it is. */
export function localizeJudgeText(text: string, locale: JudgeMessageLocale): string {
  if (locale === 'en') return text
  const parsed = parseJudgeText(text)
  if (!parsed) return text
  const values = { ...parsed.values }
  if (values['detail'] !== undefined) values['detail'] = localizeJudgeText(values['detail'], locale)
  return fill(JUDGE_MESSAGES[parsed.id][locale], values)
}
