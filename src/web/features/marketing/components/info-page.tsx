import type { ReactNode } from 'react';

export interface InfoPageProps {
  title: string;
  lead: ReactNode;
  /** "Last updated" line for legal pages. */
  updated?: string;
  /** Section titles and ids for the "On this page" list. */
  contents?: readonly { id: string; title: string }[];
  children: ReactNode;
}

/** The shared layout of the information pages: title, lead, optional contents list, readable text. */
export function InfoPage({ title, lead, updated, contents, children }: InfoPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b pb-8">
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-5xl">{title}</h1>
        <div className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</div>
        {updated ? <p className="mt-3 text-sm text-muted-foreground">Last updated {updated}</p> : null}
      </header>
      {contents && contents.length > 0 ? (
        <nav aria-label="On this page" className="mt-8 rounded-xl border bg-card/60 p-5">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {contents.map((item) => (
              <li key={item.id}>
                <a className="text-primary underline-offset-4 hover:underline" href={`#${item.id}`}>
                  {item.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="mt-8 grid gap-10">{children}</div>
    </article>
  );
}

/** One titled section of an information page; the id is the anchor of the contents list. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid scroll-mt-24 gap-3 text-pretty [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_ul,&_ol]:grid [&_ul,&_ol]:gap-1.5">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
