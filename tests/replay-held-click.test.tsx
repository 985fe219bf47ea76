// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ReplayHeldClick } from '@/components/replay-held-click'

function button(onClick: () => void, connected: boolean): HTMLButtonElement {
  const element = document.createElement('button')
  element.addEventListener('click', onClick)
  if (connected) document.body.append(element)
  return element
}

describe('ReplayHeldClick', () => {
  // The <head> script's side of the hand-over (src/inline/early-taps.ts), as the page has it.
  const settle = vi.fn()
  beforeEach(() => {
    window.heldClicks = { release: () => null, settle }
  })
  afterEach(() => {
    delete window.heldClicks
    settle.mockReset()
  })

  test('shows its children, clicks the held button again once, and only then ends the busy state', () => {
    const order: string[] = []
    settle.mockImplementation(() => order.push('settle'))
    const held = button(() => order.push('click'), true)
    const { getByText, rerender } = render(
      <ReplayHeldClick held={held}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    expect(getByText('page')).toBeInTheDocument()
    rerender(
      <ReplayHeldClick held={held}>
        <p>page again</p>
      </ReplayHeldClick>,
    )
    expect(order).toEqual(['click', 'settle'])
    held.remove()
  })

  test('leaves a button alone that is no longer on the page, but ends its busy state', () => {
    const onClick = vi.fn()
    render(
      <ReplayHeldClick held={button(onClick, false)}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    expect(onClick).not.toHaveBeenCalled()
    expect(settle).toHaveBeenCalledTimes(1)
  })

  test('with nothing held, does nothing', () => {
    render(
      <ReplayHeldClick held={null}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    expect(settle).not.toHaveBeenCalled()
  })
})
