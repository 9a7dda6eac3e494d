// @vitest-environment happy-dom
// A component fetched on demand: its fallback until the chunk came, then the component with the props
// given; one fetch however many render it or preload it; a failed fetch tried again by the next render.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { onDemand } from './on-demand.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

function render(node: React.ReactNode) {
  if (!root) {
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
  }
  act(() => root?.render(node))
}

const text = () => document.body.textContent

/** A chunk that comes when `arrive` is called (or fails on `fail`). */
function chunk() {
  let arrive: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => React.ReactNode>((resolve, reject) => {
        arrive = () => resolve((props) => <b>hello {props.name}</b>)
        fail = reject
      }),
  )
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) }
}

describe('onDemand', () => {
  it('shows its fallback until the chunk came, then the component with its props', async () => {
    const c = chunk()
    const Greeting = onDemand(c.load, () => <i>loading</i>)
    render(
      <>
        <Greeting name="a" />
        <Greeting name="b" />
      </>,
    )
    expect(text()).toBe('loadingloading')
    expect(c.load).toHaveBeenCalledTimes(1)
    await act(async () => c.arrive())
    expect(text()).toBe('hello ahello b')
    render(<Greeting name="c" />)
    expect(text()).toBe('hello c')
    expect(c.load).toHaveBeenCalledTimes(1)
  })

  it('fetches ahead on preload, once', async () => {
    const c = chunk()
    const Greeting = onDemand(c.load)
    Greeting.preload()
    Greeting.preload()
    expect(c.load).toHaveBeenCalledTimes(1)
    await act(async () => c.arrive())
    render(<Greeting name="x" />)
    expect(text()).toBe('hello x')
    expect(c.load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed fetch', async () => {
    const c = chunk()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Greeting = onDemand(c.load)
    render(<Greeting name="y" />)
    await act(async () => c.fail(new Error('offline')))
    expect(errors).toHaveBeenCalledTimes(1)
    expect(text()).toBe('')
    act(() => root?.unmount())
    root = undefined
    render(<Greeting name="y" />)
    expect(c.load).toHaveBeenCalledTimes(2)
    await act(async () => c.arrive())
    expect(text()).toBe('hello y')
    errors.mockRestore()
  })
})
