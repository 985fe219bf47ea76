/**
 * What a heavy answer to each question says about the visitor, in plain words: the results'
 * 'what drove your score'. A module apart from src/content/quiz.ts, which the question screens
 * import: only the results and the intro's example card (drawn at build time) say these.
 */
/**
 * The warning signs the questions ask about, each worded once: the results name the ones a
 * visitor's answers weighed on ('what drove your score'), and list six as the masterclass's
 * struggles (src/content/quiz-results.ts).
 */
export const quizSigns = {
  tired: 'Waking up tired, even after eight hours of sleep',
  fog: 'Brain fog, forgetfulness and trouble focusing',
  belly: 'Belly fat that will not move, whatever you eat',
  cravings: 'Cravings for carbs and sweets, especially at night',
  normalLabs: 'Being told your labs are “normal” when you know something is wrong',
  caffeine: 'Afternoon crashes that only coffee or sugar can fix',
  bloodSugar: 'Blood-sugar problems in your family or yourself',
} as const

/**
 * The phrases a sign may break between, where it is a title that must break (the intro's example
 * card): balanced, it broke mid-phrase ('Belly fat that will not / move, whatever you eat', round
 * 13). Each phrase is held, so a sign that fits a line stays one line. Only the example's signs.
 */
const signPhrases: Partial<Record<string, readonly string[]>> = {
  [quizSigns.tired]: ['Waking up tired,', 'even after eight hours of sleep'],
  [quizSigns.belly]: ['Belly fat that will not move,', 'whatever you eat'],
  [quizSigns.normalLabs]: [
    'Being told your labs',
    'are “normal”',
    'when you know',
    'something is wrong',
  ],
}

/** The phrases of `sign` a title may break between (none known: the sign whole). */
export function phrasesOf(sign: string): readonly string[] | undefined {
  const phrases = signPhrases[sign]
  return phrases?.join(' ') === sign ? phrases : undefined
}

/**
 * Each question's sign, in the questions' order (src/content/quiz.ts); none for the priority question
 * (`quizRules.priorityQuestion`), which is no sign of risk.
 */
const signs: readonly string[] = [
  quizSigns.tired,
  quizSigns.fog,
  quizSigns.belly,
  quizSigns.cravings,
  quizSigns.normalLabs,
  quizSigns.caffeine,
  quizSigns.bloodSugar,
]

/** The sign a heavy answer to question `question` (from 1) reports, if it is one. */
export function questionSign(question: number): string | undefined {
  return signs[question - 1]
}
