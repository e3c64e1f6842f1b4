/**
 * A Markdown document editor that saves: creates the document when there is none yet, updates it otherwise,
 * and says so in a toast (learn pages and news articles differ only in the texts and fields passed here).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { MarkdownDocumentEditor, type DocumentExtraField, type DocumentValues } from './markdown-document-editor.tsx';

export interface SavedDocumentTexts {
  /** The submit button of a new document ("Create Page"); an existing one gets "Save Changes". */
  createLabel: string;
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  /** The failure toast's description. */
  failureDescription: (error: unknown, updating: boolean) => string | undefined;
}

export interface SavedDocumentEditorProps<TDoc extends { id: string }, TValues extends DocumentValues, TSchema extends z.ZodType> {
  /** The document being edited; none for a new one. */
  document?: TDoc;
  schema: TSchema;
  defaultValues: TValues;
  extraFields: DocumentExtraField<TValues>[];
  slugPrefix: string;
  publishedDescription: ReactNode;
  /** Where Cancel leads. */
  cancelHref: string;
  texts: SavedDocumentTexts;
  create: (values: z.output<TSchema>) => Promise<TDoc>;
  update: (id: string, values: z.output<TSchema>) => Promise<TDoc>;
  onSaved: (saved: TDoc) => void;
}

export function SavedDocumentEditor<TDoc extends { id: string }, TValues extends DocumentValues, TSchema extends z.ZodType>({
  document,
  cancelHref,
  texts,
  create,
  update,
  onSaved,
  ...editor
}: SavedDocumentEditorProps<TDoc, TValues, TSchema>) {
  return (
    <MarkdownDocumentEditor
      {...editor}
      suggestSlugFromTitle={!document}
      submitLabel={document ? 'Save Changes' : texts.createLabel}
      pendingLabel="Saving..."
      cancel={
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
      }
      onSubmit={async (values) => {
        try {
          const saved = document ? await update(document.id, values) : await create(values);
          toast.success(document ? texts.updated : texts.created);
          onSaved(saved);
        } catch (error) {
          toast.error(document ? texts.updateFailed : texts.createFailed, {
            description: texts.failureDescription(error, Boolean(document)),
          });
          throw error;
        }
      }}
    />
  );
}
