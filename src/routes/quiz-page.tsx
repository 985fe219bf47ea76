export default function QuizPage() {
  return (
    <main>
      <h1>Quiz</h1>
    </main>
  )
}
