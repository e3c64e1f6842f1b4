import type { ReactNode } from 'react';

const HEADING_CLASS = { h2: 'text-xl font-bold', h3: 'text-lg font-semibold' } as const;

/** A section named by its heading (`aria-labelledby`), the proposals and applications lists under it. */
export function HeadedSection({ id, heading, level, children }: { id: string; heading: ReactNode; level: keyof typeof HEADING_CLASS; children: ReactNode }) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <Heading id={id} className={HEADING_CLASS[level]}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
