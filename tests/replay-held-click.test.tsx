import { render } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { ReplayHeldClick } from '@/components/replay-held-click'

function button(onClick: () => void, connected: boolean): HTMLButtonElement {
  const element = document.createElement('button')
  element.addEventListener('click', onClick)
  if (connected) document.body.append(element)
  return element
}

describe('ReplayHeldClick', () => {
  test('shows its children and, once rendered, clicks the held button again, once', () => {
    const onClick = vi.fn()
    const held = button(onClick, true)
    const { getByText, rerender } = render(
      <ReplayHeldClick held={held}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    expect(getByText('page')).toBeInTheDocument()
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <ReplayHeldClick held={held}>
        <p>page again</p>
      </ReplayHeldClick>,
    )
    expect(onClick).toHaveBeenCalledTimes(1)
    held.remove()
  })

  test('leaves a button alone that is no longer on the page, and works with none held', () => {
    const onClick = vi.fn()
    render(
      <ReplayHeldClick held={button(onClick, false)}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    render(
      <ReplayHeldClick held={null}>
        <p>page</p>
      </ReplayHeldClick>,
    )
    expect(onClick).not.toHaveBeenCalled()
  })
})
