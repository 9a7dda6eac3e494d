import { describe, expect, it } from 'vitest'

import { hasErrors, validateLogin, validateSignIn } from './login-form.ts'

describe('validateLogin (spec 1 §5)', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'frame.login.usernameRequired',
      password: 'frame.login.passwordRequired',
    })
  })
  it('limits the username to 20 and the password to 6-20', () => {
    expect(validateLogin({ username: 'a'.repeat(21), password: '12345' })).toEqual({
      username: 'frame.login.usernameTooLong',
      password: 'frame.login.passwordLength',
    })
    expect(validateLogin({ username: 'a'.repeat(20), password: '1'.repeat(21) }).password).toBe(
      'frame.login.passwordLength',
    )
  })
  it('signs in with a password of up to 25 (generated accounts), not more', () => {
    expect(validateSignIn({ username: 'team1', password: 'p'.repeat(25) })).toEqual({})
    expect(validateSignIn({ username: 'team1', password: 'p'.repeat(26) }).password).toBe(
      'frame.login.signInPasswordLength',
    )
    expect(validateSignIn({ username: '', password: '12345' })).toEqual({
      username: 'frame.login.usernameRequired',
      password: 'frame.login.passwordLength',
    })
  })
  it('accepts a valid form', () => {
    const errors = validateLogin({ username: 'alice', password: 'secret1' })
    expect(hasErrors(errors)).toBe(false)
  })
})
