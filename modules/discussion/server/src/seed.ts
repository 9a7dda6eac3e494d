import { type DbClient, dbTransaction, Users } from '@oj/sdk/server'
import { Effect } from 'effect'

import { category, comment, discussion, reply } from './tables.ts'

// npm start's demo data: categories, a few discussions by the seeded super admin (one on P1000, one
// pinned), a comment and a reply. Once: nothing is added when any category exists.

const DEMO = [
  {
    title: 'Welcome to the discussion board',
    description: 'What this board is for and how to post',
    content:
      '# Welcome\n\nAsk questions, share ideas and solutions here. Be kind, and mention people with `@username`.',
    pid: null,
    topPriority: true,
    category: 0,
  },
  {
    title: '[P1000] Reading input until the end',
    description: 'A+B with several lines of input',
    content: 'Read pairs until the input ends:\n\n```cpp\nwhile (cin >> a >> b) cout << a + b << "\\n";\n```',
    pid: 'P1000',
    topPriority: false,
    category: 1,
  },
  {
    title: 'Which language do you use most?',
    description: 'C++, Java, Python or something else?',
    content: 'Tell us which language you use for contests and why.',
    pid: null,
    topPriority: false,
    category: 2,
  },
] as const

export const seedDiscussions = Effect.gen(function* () {
  const users = yield* (yield* Users).byUsernames(['root'])
  const root = users.get('root')
  const author = { uid: root?.uid ?? 'demo', name: root?.username ?? 'root' }
  yield* dbTransaction((tx) => seed(tx, author))
})

async function seed(tx: DbClient, author: { readonly uid: string; readonly name: string }) {
  const [any] = await tx.select({ id: category.id }).from(category).limit(1)
  if (any) return
  const cats = await tx
    .insert(category)
    .values(['Announcements', 'Problem solving', 'Chat'].map((name, position) => ({ name, position })))
    .returning({ id: category.id })
  for (const demo of DEMO) {
    const [row] = await tx
      .insert(discussion)
      .values({
        categoryId: cats[demo.category]?.id ?? 0,
        title: demo.title,
        description: demo.description,
        content: demo.content,
        pid: demo.pid,
        uid: author.uid,
        author: author.name,
        role: 'root',
        topPriority: demo.topPriority,
        commentNum: demo.pid ? 2 : 0,
      })
      .returning({ id: discussion.id })
    if (!row || !demo.pid) continue
    const [first] = await tx
      .insert(comment)
      .values({
        did: row.id,
        content: 'Remember that the input may end without a newline.',
        fromUid: author.uid,
        fromName: author.name,
        fromRole: 'root',
      })
      .returning({ id: comment.id })
    if (first)
      await tx.insert(reply).values({
        commentId: first.id,
        fromUid: author.uid,
        fromName: author.name,
        fromRole: 'root',
        toUid: author.uid,
        toName: author.name,
        content: 'And that numbers may be negative.',
      })
  }
}
