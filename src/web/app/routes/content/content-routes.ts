/** The content area's routes (learning pages and news); the app router composes every area's list. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const contentRoutes: RouteObject[] = [
  { path: paths.learn.root.path, lazy: lazyRoute(() => import('./learn-index.tsx'), 'LearnIndexRoute') },
  { path: paths.learn.new.path, lazy: lazyRoute(() => import('./learn-editor.tsx'), 'LearnNewRoute') },
  { path: paths.learn.page.path, lazy: lazyRoute(() => import('./learn-page.tsx'), 'LearnPageRoute') },
  { path: paths.learn.edit.path, lazy: lazyRoute(() => import('./learn-editor.tsx'), 'LearnEditRoute') },
  { path: paths.news.root.path, lazy: lazyRoute(() => import('./news-index.tsx'), 'NewsIndexRoute') },
  { path: paths.news.new.path, lazy: lazyRoute(() => import('./news-editor.tsx'), 'NewsNewRoute') },
  { path: paths.news.article.path, lazy: lazyRoute(() => import('./news-article.tsx'), 'NewsArticleRoute') },
  { path: paths.news.edit.path, lazy: lazyRoute(() => import('./news-editor.tsx'), 'NewsEditRoute') },
];
