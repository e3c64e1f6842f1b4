/** The content area's routes (learning pages and news); the app router composes every area's list. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const contentRoutes = {
  'learn.root': { lazy: lazyRoute(() => import('./learn-index.tsx'), 'LearnIndexRoute') },
  'learn.new': { lazy: lazyRoute(() => import('./learn-editor.tsx'), 'LearnNewRoute') },
  'learn.page': { lazy: lazyRoute(() => import('./learn-page.tsx'), 'LearnPageRoute') },
  'learn.edit': { lazy: lazyRoute(() => import('./learn-editor.tsx'), 'LearnEditRoute') },
  'news.root': { lazy: lazyRoute(() => import('./news-index.tsx'), 'NewsIndexRoute') },
  'news.new': { lazy: lazyRoute(() => import('./news-editor.tsx'), 'NewsNewRoute') },
  'news.article': { lazy: lazyRoute(() => import('./news-article.tsx'), 'NewsArticleRoute') },
  'news.edit': { lazy: lazyRoute(() => import('./news-editor.tsx'), 'NewsEditRoute') },
} satisfies PageRoutes;
