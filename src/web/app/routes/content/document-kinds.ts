/** What differs between the learn and news document screens: addresses and texts (spec section 8 wording kept per kind). */
import { paths } from '#web/config/paths.ts';

export interface DocumentKind {
  /** "page" or "article": Loading page..., Error loading page, Failed to load the requested page. */
  noun: string;
  /** The section named in a document's tab title ("Learn"). */
  section: string;
  rootHref: string;
  documentHref: (slug: string) => string;
  editHref: (slug: string) => string;
  /** The ghost link back to the list above a document. */
  backText: string;
  /** The not-found panel's link to the list. */
  listLinkText: string;
  notFoundTitle: string;
  notFoundMessage: string;
  notFoundToEditMessage: string;
  newTitle: string;
  editTitle: string;
}

export const LEARN_KIND: DocumentKind = {
  noun: 'page',
  section: 'Learn',
  rootHref: paths.learn.root.getHref(),
  documentHref: (slug) => paths.learn.page.getHref(slug),
  editHref: (slug) => paths.learn.edit.getHref(slug),
  backText: 'All content',
  listLinkText: 'View All Content',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'This learning page does not exist, or it is not published yet.',
  notFoundToEditMessage: 'There is no learning page at this address to edit.',
  newTitle: 'Add Page',
  editTitle: 'Edit Page',
};

export const NEWS_KIND: DocumentKind = {
  noun: 'article',
  section: 'News',
  rootHref: paths.news.root.getHref(),
  documentHref: (slug) => paths.news.article.getHref(slug),
  editHref: (slug) => paths.news.edit.getHref(slug),
  backText: 'All news',
  listLinkText: 'All news',
  notFoundTitle: 'Article not found',
  notFoundMessage: 'This news article does not exist, or it is not published yet.',
  notFoundToEditMessage: 'There is no news article at this address to edit.',
  newTitle: 'Write Article',
  editTitle: 'Edit Article',
};
