import { describe, expect, it } from 'vitest'

import {
  mobileError,
  newEmailError,
  profileForm,
  profilePayload,
  validateChangeEmail,
  validateChangePassword,
  validateProfile,
} from './settings-forms.ts'

describe('change password (spec 1 §5 Settings)', () => {
  const good = { oldPassword: 'old-pass', newPassword: 'new-pass', newPasswordAgain: 'new-pass' }
  it('accepts a new password of 6 to 20 that differs from the old one', () => {
    expect(validateChangePassword(good)).toEqual({})
  })
  it('names missing fields', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', newPasswordAgain: '' })).toEqual({
      oldPassword: 'frame.settings.oldPasswordRequired',
      newPassword: 'frame.settings.newPasswordRequired',
      newPasswordAgain: 'frame.account.passwordAgainRequired',
    })
  })
  it('refuses lengths outside 6 to 20, the old password again, and a mismatch', () => {
    expect(
      validateChangePassword({ ...good, newPassword: '12345', newPasswordAgain: '12345' }).newPassword,
    ).toBe('frame.login.passwordLength')
    expect(validateChangePassword({ ...good, oldPassword: 'x'.repeat(21) }).oldPassword).toBe(
      'frame.login.passwordLength',
    )
    expect(
      validateChangePassword({
        oldPassword: 'same-one',
        newPassword: 'same-one',
        newPasswordAgain: 'same-one',
      }),
    ).toEqual({ newPassword: 'frame.settings.samePassword' })
    expect(validateChangePassword({ ...good, newPasswordAgain: 'new-pasS' })).toEqual({
      newPasswordAgain: 'frame.account.passwordMismatch',
    })
  })
})

describe('change e-mail', () => {
  const good = { password: 'secret1', newEmail: 'new@example.com', code: '123456' }
  it('accepts a new, well-formed address with a 6-character code', () => {
    expect(validateChangeEmail(good, 'old@example.com')).toEqual({})
    expect(validateChangeEmail(good, null)).toEqual({})
  })
  it('refuses the current address, whatever its case', () => {
    expect(newEmailError(' NEW@example.com ', 'new@example.com')).toBe('frame.settings.sameEmail')
    expect(validateChangeEmail(good, 'New@Example.com').newEmail).toBe('frame.settings.sameEmail')
  })
  it('checks shape, code and password', () => {
    expect(validateChangeEmail({ password: '', newEmail: 'nope', code: '12345' }, undefined)).toEqual({
      password: 'frame.login.passwordRequired',
      newEmail: 'frame.account.emailFormat',
      code: 'frame.account.codeLength',
    })
    expect(validateChangeEmail({ ...good, newEmail: '', code: ' ' }, undefined)).toEqual({
      newEmail: 'frame.account.emailRequired',
      code: 'frame.account.codeRequired',
    })
  })
})

describe('user info', () => {
  const empty = profileForm(undefined)
  it('fills the form from the reply, null as empty and an unknown gender as secrecy', () => {
    const form = profileForm({ nickname: 'Al', school: null, gender: 'robot', blog: 'https://a.b' })
    expect(form).toMatchObject({ nickname: 'Al', school: '', blog: 'https://a.b', gender: 'secrecy' })
    expect(profileForm({ gender: 'female' }).gender).toBe('female')
  })
  it('keeps to the server limits and wants a web address for the blog', () => {
    expect(validateProfile(empty)).toEqual({})
    expect(validateProfile({ ...empty, nickname: 'x'.repeat(20), cfUsername: 'y'.repeat(24) })).toEqual({})
    expect(validateProfile({ ...empty, nickname: 'x'.repeat(21), number: '1'.repeat(21) })).toEqual({
      nickname: 'frame.settings.tooLong',
      number: 'frame.settings.tooLong',
    })
    expect(validateProfile({ ...empty, blog: 'javascript:alert(1)' }).blog).toBe('frame.settings.blogInvalid')
    expect(validateProfile({ ...empty, blog: 'HTTPS://blog.example.com/me' })).toEqual({})
  })
  it('sends every field trimmed, with the gender', () => {
    expect(profilePayload({ ...empty, school: '  MIT ', gender: 'male' })).toEqual({
      nickname: '',
      realname: '',
      cfUsername: '',
      school: 'MIT',
      number: '',
      blog: '',
      github: '',
      signature: '',
      gender: 'male',
    })
  })
})

describe('mobile number (spec 1 §2 Settings, account)', () => {
  it('takes a number as people write it, or nothing (which clears it)', () => {
    for (const ok of ['', '  ', '13800138000', '+86 138 0013 8000', '010-6275-1234', ' 13800138000 '])
      expect(mobileError(ok), ok).toBeUndefined()
  })
  it('refuses letters, stray signs and lengths no phone has', () => {
    for (const bad of ['138abc', '++8613800138000', '1234', '-13800138000', '13800138000-', '1'.repeat(21)])
      expect(mobileError(bad), bad).toBe('frame.settings.mobileInvalid')
  })
})
