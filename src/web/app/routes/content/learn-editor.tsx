/** /learn/new and /learn/{slug}/edit: the document editor screens with the learn page editor. */
import { useNavigate, useParams } from 'react-router';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';
import { ContentPageEditor } from '#web/features/content/components/content-page-editor.tsx';
import { EditDocumentScreen, NewDocumentScreen } from './document-editor-routes.tsx';
import { LEARN_KIND } from './document-kinds.ts';

export function LearnNewRoute() {
  const navigate = useNavigate();
  return (
    <NewDocumentScreen kind={LEARN_KIND}>
      <ContentPageEditor onSaved={(page) => navigate(LEARN_KIND.documentHref(page.slug))} />
    </NewDocumentScreen>
  );
}

export function LearnEditRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EditDocumentScreen
      kind={LEARN_KIND}
      slug={slug}
      useDocument={useContentPage}
      editor={(page) => (
        <ContentPageEditor key={page.id} page={page} onSaved={(saved) => navigate(LEARN_KIND.documentHref(saved.slug))} />
      )}
    />
  );
}
