/** The learn page editor (/learn/new, /learn/{slug}/edit) on the shared Markdown document editor. */
import { contentPageInputSchema, type ContentPage } from '#shared/contracts/content.ts';
import type { DocumentExtraField, DocumentValues } from '#web/components/markdown/markdown-document-editor.tsx';
import { SavedDocumentEditor, type SavedDocumentTexts } from '#web/components/markdown/saved-document-editor.tsx';
import { paths } from '#web/config/paths.ts';
import { useCreateContentPage } from '../api/create-content-page.ts';
import { useUpdateContentPage } from '../api/update-content-page.ts';

interface ContentPageValues extends DocumentValues {
  menuDescription: string;
  displayOrder: number;
}

const EXTRA_FIELDS: DocumentExtraField<ContentPageValues>[] = [
  {
    name: 'menuDescription',
    label: 'Menu description',
    kind: 'text',
    description: 'Short text shown in the Learn menu and on the /learn cards (the title is used when empty).',
  },
  {
    name: 'displayOrder',
    label: 'Display order',
    kind: 'number',
    description: 'Lower numbers come first in the Learn menu and on /learn.',
  },
];

const TEXTS: SavedDocumentTexts = {
  createLabel: 'Create Page',
  created: 'Page created',
  updated: 'Page updated',
  createFailed: 'Error creating page',
  updateFailed: 'Error updating page',
  failureDescription: (_error, updating) => (updating ? 'Failed to update content page' : 'Failed to create content page'),
};

export function ContentPageEditor({ page, onSaved }: { page?: ContentPage; onSaved: (page: ContentPage) => void }) {
  const createPage = useCreateContentPage();
  const updatePage = useUpdateContentPage();
  const defaults: ContentPageValues = {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    menuDescription: page?.menuDescription ?? '',
    displayOrder: page?.displayOrder ?? 0,
    isPublished: page?.isPublished ?? false,
    body: page?.body ?? '',
  };

  return (
    <SavedDocumentEditor
      document={page}
      schema={contentPageInputSchema}
      defaultValues={defaults}
      extraFields={EXTRA_FIELDS}
      slugPrefix="/learn/"
      publishedDescription="Published pages are visible to everyone and listed in the Learn menu. Drafts are visible only to platform staff."
      cancelHref={page ? paths.learn.page.getHref(page.slug) : paths.learn.root.getHref()}
      texts={TEXTS}
      create={(values) => createPage.mutateAsync(values)}
      update={(id, data) => updatePage.mutateAsync({ id, data })}
      onSaved={onSaved}
    />
  );
}
