/** The content area's routes; the app router composes every area's list. */
import type { RouteObject } from 'react-router';

export const contentRoutes: RouteObject[] = [];
