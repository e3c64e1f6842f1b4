/** The frame of the learn and news editors (/learn/new, /learn/{slug}/edit, same for /news): privileged users only. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentWriterOnly } from './content-writer-only.tsx';
import type { DocumentKind } from './document-kinds.ts';
import { DocumentQueryGate } from './document-query-gate.tsx';

function EditorShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10">
      <title>{`${title} · Esports Recruiting`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/** A new document: the editor without a document. */
export function NewDocumentScreen({ kind, children }: { kind: DocumentKind; children: ReactNode }) {
  return (
    <ContentWriterOnly backHref={kind.rootHref}>
      <EditorShell title={kind.newTitle}>{children}</EditorShell>
    </ContentWriterOnly>
  );
}

/** An existing document's kind and slug, how to load it, and the editor it is handed to. */
interface DocumentEditorProps<T> {
  kind: DocumentKind;
  slug: string;
  useDocument: (slug: string) => UseQueryResult<T>;
  editor: (document: T) => ReactNode;
}

/** An existing document, loaded by slug, then handed to the editor. */
export function EditDocumentScreen<T>({ kind, slug, useDocument, editor }: DocumentEditorProps<T>) {
  return (
    <ContentWriterOnly backHref={kind.documentHref(slug)}>
      <LoadedEditor kind={kind} slug={slug} useDocument={useDocument} editor={editor} />
    </ContentWriterOnly>
  );
}

// Its own component so the query starts only once ContentWriterOnly lets the writer in.
function LoadedEditor<T>({ kind, slug, useDocument, editor }: DocumentEditorProps<T>) {
  const query = useDocument(slug);
  return (
    <DocumentQueryGate
      kind={kind}
      query={query}
      notFoundMessage={kind.notFoundToEditMessage}
      errorFrame={(panel) => <EditorShell title={kind.editTitle}>{panel}</EditorShell>}
    >
      {(document) => <EditorShell title={kind.editTitle}>{editor(document)}</EditorShell>}
    </DocumentQueryGate>
  );
}
