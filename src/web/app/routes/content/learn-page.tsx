/** /learn/{slug}: one page; privileged users get Edit and Delete. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { forgetDeletedContentPage } from '#web/features/content/api/delete-content-page.ts';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';
import { DeleteContentPageButton } from '#web/features/content/components/delete-content-page-button.tsx';
import { LEARN_KIND } from './document-kinds.ts';
import { DocumentPage } from './document-page.tsx';

export function LearnPageRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = useContentPage(slug);
  return (
    <DocumentPage
      kind={LEARN_KIND}
      query={page}
      parts={(data) => ({
        summary: data.menuDescription,
        deleteButton: (
          <DeleteContentPageButton
            page={data}
            onDeleted={async () => {
              await navigate(LEARN_KIND.rootHref);
              forgetDeletedContentPage(queryClient, data.slug);
            }}
          />
        ),
      })}
    />
  );
}
