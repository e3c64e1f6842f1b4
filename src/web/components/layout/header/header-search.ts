import type { ComponentType } from 'react';

/**
 * The header's player search (bar and mobile drawer). It belongs to the
 * profiles feature, and layout never imports a feature (docs/decisions/061):
 * the app's root layout passes it in.
 */
export type HeaderSearch = ComponentType<{ className?: string; onNavigate?: () => void }>;
