import { describe, expect, it } from 'vitest'

import { actionMessageId, cleanQuery, pageAfterDelete, unreadIn } from './messages.ts'

describe('message list rules', () => {
  it('counts the unread messages of a page', () => {
    expect(unreadIn([{ state: false }, { state: true }, { state: false }])).toBe(2)
    expect(unreadIn([])).toBe(0)
  })

  it('cleans one message by id, or the whole type', () => {
    expect(cleanQuery('reply', 7)).toEqual({ type: 'reply', id: 7 })
    expect(cleanQuery('sys')).toEqual({ type: 'sys' })
  })

  it('steps back a page when the last row of a later page goes', () => {
    expect(pageAfterDelete(3, 1, 1)).toBe(2)
    expect(pageAfterDelete(3, 2, 1)).toBe(3)
    expect(pageAfterDelete(1, 1, 1)).toBe(1)
  })

  it('words the action by category and source', () => {
    expect(actionMessageId('comment', { action: 'Discuss', sourceType: 'Discussion' })).toBe(
      'frame.msg.action.commentDiscussion',
    )
    expect(actionMessageId('comment', { action: 'Discuss', sourceType: 'Contest' })).toBe(
      'frame.msg.action.commentContest',
    )
    expect(actionMessageId('reply', { action: 'Reply', sourceType: 'Discussion' })).toBe(
      'frame.msg.action.reply',
    )
    expect(actionMessageId('like', { action: 'Like_Post', sourceType: 'Discussion' })).toBe(
      'frame.msg.action.likePost',
    )
    expect(actionMessageId('like', { action: 'Like_Discuss', sourceType: 'Discussion' })).toBe(
      'frame.msg.action.likeComment',
    )
  })
})
