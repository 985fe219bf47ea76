export type VslVariant = 'main' | 'google'

export default function VslPage({ variant }: { variant: VslVariant }) {
  return (
    <main>
      <h1>Video sales letter ({variant})</h1>
    </main>
  )
}
