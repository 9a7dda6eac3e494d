import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import {
  anyError,
  emailError,
  validateRegister,
  validateResetPassword,
  validateResetRequest,
  waitSeconds,
} from './account-forms.ts'

const good = {
  username: 'alice',
  email: 'a@b.co',
  password: 'secret1',
  passwordAgain: 'secret1',
  code: '123456',
}

describe('register rules (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(anyError(validateRegister(good))).toBe(false)
  })
  it('names every missing field', () => {
    expect(validateRegister({ username: '', email: '', password: '', passwordAgain: '', code: '' })).toEqual({
      username: 'frame.login.usernameRequired',
      email: 'frame.account.emailRequired',
      password: 'frame.login.passwordRequired',
      passwordAgain: 'frame.account.passwordAgainRequired',
      code: 'frame.account.codeRequired',
    })
  })
  it('checks lengths, the e-mail format and the confirmation', () => {
    expect(
      validateRegister({ ...good, username: 'u'.repeat(21), email: 'a@b', password: '12345', code: '12345' }),
    ).toEqual({
      username: 'frame.login.usernameTooLong',
      email: 'frame.account.emailFormat',
      password: 'frame.login.passwordLength',
      passwordAgain: 'frame.account.passwordMismatch',
      code: 'frame.account.codeLength',
    })
    expect(emailError(' a b@c.de')).toBe('frame.account.emailFormat')
  })
})

describe('reset rules (spec 1 §5)', () => {
  it('needs a well-formed e-mail and a captcha of 1 to 8 characters', () => {
    expect(validateResetRequest({ email: 'x@y.z', captcha: 'ab3d' })).toEqual({})
    expect(validateResetRequest({ email: 'nope', captcha: '' })).toEqual({
      email: 'frame.account.emailFormat',
      captcha: 'frame.account.captchaRequired',
    })
    expect(validateResetRequest({ email: 'x@y.z', captcha: '123456789' }).captcha).toBe(
      'frame.account.captchaLength',
    )
  })
  it('wants the new password twice, 6 to 20 characters', () => {
    expect(validateResetPassword({ password: 'abcdef', passwordAgain: 'abcdef' })).toEqual({})
    expect(validateResetPassword({ password: 'abcdef', passwordAgain: 'abcdeg' })).toEqual({
      passwordAgain: 'frame.account.passwordMismatch',
    })
    expect(validateResetPassword({ password: 'a'.repeat(21), passwordAgain: '' })).toEqual({
      password: 'frame.login.passwordLength',
      passwordAgain: 'frame.account.passwordAgainRequired',
    })
  })
  it('every message id it gives has a text', () => {
    expect(en['frame.account.passwordMismatch']).toBe('Password does not match')
    const ids = [
      ...Object.values(validateRegister({ ...good, email: '', code: '' })),
      ...Object.values(validateResetRequest({ email: 'x', captcha: '123456789' })),
    ]
    for (const id of ids) expect(Object.keys(en)).toContain(id)
  })
})

describe('waitSeconds', () => {
  it('reads the seconds of a 429 message in either language', () => {
    expect(waitSeconds('Please wait 42 s before asking again')).toBe(42)
    expect(waitSeconds('操作过于频繁，请在 87 秒后再试')).toBe(87)
    expect(waitSeconds('Too many requests')).toBeUndefined()
  })
})
