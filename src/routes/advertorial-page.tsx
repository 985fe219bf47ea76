export default function AdvertorialPage() {
  return (
    <main>
      <h1>Advertorial</h1>
    </main>
  )
}
