/** The learn page editor (/learn/new, /learn/{slug}/edit) on the shared Markdown document editor. */
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { contentPageInputSchema, type ContentPage } from '#shared/contracts/content.ts';
import {
  MarkdownDocumentEditor,
  type DocumentExtraField,
  type DocumentValues,
} from '#web/components/markdown/markdown-document-editor.tsx';
import { Button } from '#web/components/ui/button.tsx';
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
    <MarkdownDocumentEditor
      schema={contentPageInputSchema}
      defaultValues={defaults}
      extraFields={EXTRA_FIELDS}
      suggestSlugFromTitle={!page}
      slugPrefix="/learn/"
      publishedDescription="Published pages are visible to everyone and listed in the Learn menu. Drafts are visible only to platform staff."
      submitLabel={page ? 'Save Changes' : 'Create Page'}
      pendingLabel="Saving..."
      cancel={
        <Button asChild variant="outline">
          <Link to={page ? paths.learn.page.getHref(page.slug) : paths.learn.root.getHref()}>Cancel</Link>
        </Button>
      }
      onSubmit={async (values) => {
        if (page) {
          try {
            const saved = await updatePage.mutateAsync({ id: page.id, data: values });
            toast.success('Page updated');
            onSaved(saved);
          } catch (error) {
            toast.error('Error updating page', { description: 'Failed to update content page' });
            throw error;
          }
        } else {
          try {
            const saved = await createPage.mutateAsync(values);
            toast.success('Page created');
            onSaved(saved);
          } catch (error) {
            toast.error('Error creating page', { description: 'Failed to create content page' });
            throw error;
          }
        }
      }}
    />
  );
}
