import type { ReactNode } from 'react';

/** A whole page's non-content state (not found, a failed load): an icon, the title as the page's heading, a message, actions. */
export function PageStatePanel({ icon, title, message, children }: { icon: ReactNode; title: string; message?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
