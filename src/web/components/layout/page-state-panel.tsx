import type { ReactNode } from 'react';

export interface PageStatePanelProps {
  icon: ReactNode;
  title: string;
  message?: string;
  /** 2 where the panel fills a pane of a layout that holds the page's h1 (the inbox's conversation). */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A whole page's non-content state (not found, a failed load): an icon, the title as the page's heading, a message, actions. */
export function PageStatePanel({ icon, title, message, headingLevel = 1, children }: PageStatePanelProps) {
  const heading =
    headingLevel === 2 ? <h2 className="text-xl font-bold">{title}</h2> : <h1 className="text-2xl font-bold">{title}</h1>;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      {heading}
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
