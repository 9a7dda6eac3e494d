import { afterEach, describe, expect, it } from 'vitest'

import { type AnyEndpoint, endpoint } from '../shared/endpoint.ts'
import { createPlatform } from './create-platform.ts'
import { getPlatform, installPlatform, uninstallPlatform } from './install.ts'
import { matchesPrefix } from './module-root.tsx'
import type { SessionStorage } from './session.ts'
import { isAdmin, toUser } from './session.ts'
import { createStore } from './store.ts'

const ep = (method: 'GET' | 'POST', path: string) =>
  endpoint(
    method,
    path,
    () => Promise.resolve({}),
    () => ({}) as never,
    { summary: '' },
  ) as AnyEndpoint

function memoryStorage(initial: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

type Handler = (path: string, init: RequestInit | undefined) => Response
function fakeFetch(handler: Handler): typeof fetch {
  return async (input, init) => handler(new URL(String(input), 'http://x').pathname, init)
}
function json(body: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

const alice = {
  uid: 'u1',
  username: 'alice',
  nickname: 'A',
  realname: null,
  avatar: null,
  email: null,
  roleList: ['default_user'],
}

afterEach(() => uninstallPlatform())

describe('createPlatform', () => {
  it('logs in: keeps the token from the reply header and the user', async () => {
    const storage = memoryStorage()
    const platform = createPlatform({
      storage,
      fetch: fakeFetch(() =>
        json({ status: 200, msg: 'success', data: { ...alice, token: 'body' } }, { Authorization: 'HDR' }),
      ),
    })
    platform.openLogin()
    const user = await platform.login({ username: 'alice', password: 'secret1' })
    expect(user.username).toBe('alice')
    expect(platform.auth.get().token).toBe('HDR')
    expect(storage.data.get('token')).toBe('HDR')
    expect(JSON.parse(storage.data.get('userInfo')!).uid).toBe('u1')
    expect(platform.loginOpen.get()).toBe(false)
  })

  it('restores the session from storage', () => {
    const platform = createPlatform({
      storage: memoryStorage({ token: 'T', userInfo: JSON.stringify(alice) }),
    })
    expect(platform.auth.get()).toMatchObject({ token: 'T', user: { username: 'alice' } })
  })

  it('on 401: toasts the msg, clears the session and opens the login dialog', async () => {
    const storage = memoryStorage({ token: 'T', userInfo: JSON.stringify(alice) })
    const platform = createPlatform({
      storage,
      fetch: fakeFetch(() => json({ status: 401, msg: 'Login expired', data: null }, {}, 401)),
    })
    await expect(platform.api.call(ep('GET', '/get-something'))).rejects.toMatchObject({ status: 401 })
    expect(platform.auth.get().token).toBeUndefined()
    expect(storage.data.has('token')).toBe(false)
    expect(platform.loginOpen.get()).toBe(true)
    expect(platform.toastNow.get()).toMatchObject({ kind: 'error', text: 'Login expired', duration: 5000 })
    // Spec 1 §8: the msg is also a notification for 5 s.
    expect(platform.noticeNow.get()).toMatchObject({ kind: 'error', text: 'Login expired', duration: 5000 })
  })

  it("on 401 to a call sent before the login: keeps the new session (the visitor's call was refused)", async () => {
    const storage = memoryStorage()
    let answer: (reply: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => (answer = resolve))
    const platform = createPlatform({
      storage,
      fetch: async (input) =>
        String(input).endsWith('/login')
          ? json({ status: 200, msg: 'success', data: { ...alice, token: 'T2' } }, { Authorization: 'T2' })
          : pending,
    })
    const visitorCall = platform.api.call(ep('GET', '/get-contest-info'))
    await platform.login({ username: 'alice', password: 'secret1' })
    answer(json({ status: 401, msg: 'Please login first', data: null }, {}, 401))
    await expect(visitorCall).rejects.toMatchObject({ status: 401 })
    expect(platform.auth.get().token).toBe('T2')
    expect(storage.data.get('token')).toBe('T2')
    expect(platform.loginOpen.get()).toBe(false)
    expect(platform.toastNow.get()?.text).not.toBe('Please login first')
  })

  it('on an admin 401: goes to the admin login instead', async () => {
    const went: string[] = []
    const platform = createPlatform({
      storage: memoryStorage({ token: 'T' }),
      navigate: (url) => went.push(url),
      fetch: fakeFetch(() => json({ status: 401, msg: '', data: null }, {}, 401)),
    })
    await platform.api.call(ep('GET', '/admin/config/get-web-config')).catch(() => undefined)
    expect(went).toEqual(['/oj/admin/login'])
    expect(platform.loginOpen.get()).toBe(false)
    expect(platform.toastNow.get()?.text).toBe('请使用管理员账号重新登录')
  })

  it('on 403: refreshes the roles', async () => {
    const platform = createPlatform({
      storage: memoryStorage({ token: 'T', userInfo: JSON.stringify(alice) }),
      fetch: fakeFetch((path) =>
        path === '/ojapi/get-user-auth-info'
          ? json({ status: 200, msg: 'success', data: { roles: ['admin'], permissions: [] } })
          : json({ status: 403, msg: 'Forbidden', data: null }, {}, 403),
      ),
    })
    await platform.api.call(ep('GET', '/x')).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 10))
    expect(platform.auth.get().user?.roleList).toEqual(['admin'])
    expect(isAdmin(platform.auth.get().user)).toBe(true)
  })

  it('adopts a renewed token', async () => {
    const storage = memoryStorage({ token: 'OLD', userInfo: JSON.stringify(alice) })
    const platform = createPlatform({
      storage,
      fetch: fakeFetch(() =>
        json({ status: 200, msg: '', data: 1 }, { Authorization: 'NEW', 'Refresh-Token': 'true' }),
      ),
    })
    await platform.api.call(ep('GET', '/x'))
    expect(platform.auth.get().token).toBe('NEW')
    expect(storage.data.get('token')).toBe('NEW')
  })

  it('keeps what a settings call answered in the stored user, only while logged in', () => {
    const storage = memoryStorage({ token: 'T', userInfo: JSON.stringify(alice) })
    const platform = createPlatform({ storage })
    platform.updateUser({ avatar: '/ojapi/public/avatar/x.png', nickname: 'Al' })
    expect(platform.auth.get().user).toMatchObject({
      uid: 'u1',
      avatar: '/ojapi/public/avatar/x.png',
      nickname: 'Al',
    })
    expect(JSON.parse(storage.data.get('userInfo')!).avatar).toBe('/ojapi/public/avatar/x.png')
    platform.clearSession()
    platform.updateUser({ nickname: 'ghost' })
    expect(platform.auth.get()).toEqual({ token: undefined, user: undefined })
  })

  it('logs out even when the call fails', async () => {
    const platform = createPlatform({
      storage: memoryStorage({ token: 'T', userInfo: JSON.stringify(alice) }),
      fetch: fakeFetch(() => json({ status: 500, msg: 'x', data: null }, {}, 500)),
    })
    await platform.logout()
    expect(platform.auth.get()).toEqual({ token: undefined, user: undefined })
    expect(platform.toastNow.get()).toBeUndefined()
  })

  it('speaks the current locale in its own texts', async () => {
    const platform = createPlatform({
      locale: 'en',
      storage: memoryStorage(),
      fetch: fakeFetch(() => json({ status: 500, msg: '', data: null })),
    })
    await platform.api.call(ep('GET', '/x')).catch(() => undefined)
    expect(platform.toastNow.get()?.text).toBe('Server error! Please refresh again!')
    platform.locale.set('zh-CN')
    expect(platform.text('sdk.error.server')).toBe('服务器错误！请重新刷新！')
  })

  it('is found through getPlatform once installed', () => {
    expect(() => getPlatform()).toThrow(/not installed/)
    const platform = createPlatform({ storage: memoryStorage() })
    installPlatform(platform)
    expect(getPlatform()).toBe(platform)
  })
})

describe('helpers', () => {
  it('stores notify on change only', () => {
    const store = createStore(1)
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.set(1)
    store.set(2)
    off()
    store.set(3)
    expect(calls).toBe(1)
    expect(store.get()).toBe(3)
  })
  it('matches route prefixes on segment boundaries', () => {
    expect(matchesPrefix('/problem', ['/problem'])).toBe(true)
    expect(matchesPrefix('/problem/12', ['/problem'])).toBe(true)
    expect(matchesPrefix('/problems', ['/problem'])).toBe(false)
    expect(matchesPrefix('/status', ['/problem', '/status'])).toBe(true)
  })
  it('reads users defensively', () => {
    expect(toUser({ uid: 1, username: 'x', roleList: [{ role: 'root' }] })).toMatchObject({
      uid: '1',
      roleList: ['root'],
    })
    expect(toUser({ username: 'x' })).toBeUndefined()
  })
})
