/** The client build's plugin drops the statecharts' descriptions and meta, and nothing else. */
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { stripStatechartDocs } from '../build/strip-statechart-docs'

const transform = stripStatechartDocs().transform as (
  this: { parse: typeof parseAst },
  code: string,
  id: string,
) => { code: string } | null
const strip = (code: string, id: string) => transform.call({ parse: parseAst }, code, id)

const machine = `createMachine({ id: 'm', description: 'For people.', states: { a: { description: 'A', meta: { requirements: ['R-1'] }, on: { go: { target: 'b', description: 'Go' } } }, b: {} } })`

describe('stripStatechartDocs', () => {
  it('drops every description and meta of a machine file, key and all', () => {
    expect(strip(machine, '/site/machines/m/m.machine.ts')?.code).toBe(
      `createMachine({ id: 'm', states: { a: { on: { go: { target: 'b', } } }, b: {} } })`,
    )
  })

  it('leaves any other file alone', () => {
    expect(strip(machine, '/site/src/content/quiz.ts')).toBeNull()
    expect(strip(machine, '/site/machines/m/m.model.ts')).toBeNull()
  })
})
