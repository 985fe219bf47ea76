/**
 * The attribute that names a slot in the quiz page's HTML, where the quiz's entry finds it
 * (src/components/quiz/prerendered.tsx). In a file without React, for the build to read too.
 */
export const prerenderedAttribute = 'data-prerendered'
