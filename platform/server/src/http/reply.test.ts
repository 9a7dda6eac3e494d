import { ApiError, badRequest } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { errorReply } from './reply.ts'

describe('errorReply', () => {
  const context = {
    catalogue: { 'zh-CN': { 'x.verify': '请验证' }, en: { 'x.verify': 'Please verify' } },
    locale: 'zh-CN',
    logDefect: () => {},
  } as const

  it("writes the error's data into the envelope, localising the message", () => {
    const error = new ApiError({
      status: 400,
      msgId: 'x.verify',
      message: 'Verify',
      data: { needVerify: true },
    })
    expect(errorReply(error, context)).toEqual({
      status: 400,
      body: { status: 400, msg: '请验证', data: { needVerify: true } },
    })
  })

  it('writes null data when the error has none', () => {
    expect(errorReply(badRequest('x.other', 'Other'), context).body).toEqual({
      status: 400,
      msg: 'Other',
      data: null,
    })
  })
})
