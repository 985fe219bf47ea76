// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test, vi } from 'vitest'
import { App, routesOf } from '@/app'
import { errorScreenCopy } from '@/content/site'
import { pageTable } from '@/pages'

function Broken(): never {
  throw new Error('The offer could not be shown')
}

test('a route that throws shows our error screen with its message and a way home', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <App routes={[{ path: '/broken', element: <Broken /> }, ...routesOf(pageTable)]} />
    </MemoryRouter>,
  )
  expect(await screen.findByRole('heading', { name: errorScreenCopy.title })).toBeVisible()
  expect(screen.getByText('The offer could not be shown')).toBeVisible()
  expect(screen.getByRole('link', { name: errorScreenCopy.homeLink })).toHaveAttribute('href', '/')
  expect(document.body.textContent).not.toMatch(/at Broken|\.tsx:\d+/)
})
