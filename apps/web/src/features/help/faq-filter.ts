/** A question as shown: texts already translated. */
export interface FaqQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface FaqSection<Q extends FaqQuestion = FaqQuestion> {
  id: string;
  title: string;
  questions: Q[];
}

/** Lower case without accents, so "reembolso" finds "Reembolsó" and "cafe" finds "café". */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The sections whose questions match every word of the query, in the question, the answer or the
 * section title; sections left without a question are dropped. An empty query keeps everything.
 */
export function filterFaq<Q extends FaqQuestion>(sections: readonly FaqSection<Q>[], query: string): FaqSection<Q>[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((item) => {
        const haystack = normaliseForSearch(`${section.title} ${item.question} ${item.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}

export function countQuestions(sections: readonly FaqSection[]): number {
  return sections.reduce((sum, section) => sum + section.questions.length, 0);
}
