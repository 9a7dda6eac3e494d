import { describe, expect, it } from 'vitest'

import { actionMessageId, pageAfterDelete, sourceLabel, unreadIn } from './messages.ts'

describe('message list rules', () => {
  it('counts the unread messages of a page', () => {
    expect(unreadIn([{ state: false }, { state: true }, { state: false }])).toBe(2)
    expect(unreadIn([])).toBe(0)
  })

  it('steps back a page when the last row of a later page goes', () => {
    expect(pageAfterDelete(3, 1, 1)).toBe(2)
    expect(pageAfterDelete(3, 2, 1)).toBe(3)
    expect(pageAfterDelete(1, 1, 1)).toBe(1)
  })

  it('words the action by category and HOJ action, whatever the source', () => {
    expect(actionMessageId('comment', { action: 'Discuss' })).toBe('frame.msg.action.comment')
    expect(actionMessageId('reply', { action: 'Reply' })).toBe('frame.msg.action.reply')
    expect(actionMessageId('like', { action: 'Like_Post' })).toBe('frame.msg.action.likePost')
    expect(actionMessageId('like', { action: 'Like_Discuss' })).toBe('frame.msg.action.likeComment')
  })

  it('names the source as the module registering it labels it, in the interface language', () => {
    const modules = [
      { messageSources: [] },
      {
        messageSources: [
          { type: 'Discussion', label: { 'zh-CN': '讨论', en: 'discussion' } },
          { type: 'Contest', label: { 'zh-CN': '比赛', en: 'contest' } },
        ],
      },
    ]
    expect(sourceLabel('Contest', modules, 'en')).toBe('contest')
    expect(sourceLabel('Discussion', modules, 'zh-CN')).toBe('讨论')
    // A source no enabled module registers (its module was switched off): the type as stored.
    expect(sourceLabel('Training', modules, 'en')).toBe('Training')
  })
})
