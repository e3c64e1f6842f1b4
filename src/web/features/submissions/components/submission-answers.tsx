/** The answers of a submission under their questions: the applicant's own page and their guardian's copy. */
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { answeredQuestions } from '#shared/contracts/submissions.ts';

export function SubmissionAnswers({ id, title, fields, answers }: { id: string; title: string; fields: unknown[]; answers: Record<string, unknown> }) {
  const questions = answeredQuestions(fields as FormField[], answers);
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="grid gap-3">
        {questions.map((question) => (
          <div key={question.id} className="grid gap-0.5 border-b pb-3 last:border-b-0">
            <dt className="text-sm font-medium">{question.label}</dt>
            <dd className="break-words text-sm text-muted-foreground">{question.answer || 'No answer'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
