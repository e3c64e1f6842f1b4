/**
 * What the in-page data layer receives for a tracked event (spec section
 * 7.3; docs/decisions/044): the event itself (its keys kept as they were,
 * for compatibility), `event` (the spec's name for its kind), the
 * analytics-tag fields `category`, `label` and `value` on every entry, and
 * `page_path` and `page_title` on page views. Loaded with the tracker, not
 * in the entry chunk.
 */
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { SHARE_ENGAGEMENT_SCORE } from '#shared/tracking-constants.ts';
import type { DataLayerEntry } from './data-layer.ts';

const DATA_LAYER_EVENT: Record<TrackingEvent['type'], string> = {
  page_view: 'page_load',
  page_performance: 'page_performance',
  share: 'viral_activity',
  javascript_error: 'javascript_error',
  promise_rejection: 'promise_rejection',
  scroll_depth: 'custom_activity',
  college_profile_view: 'custom_activity',
  search: 'custom_activity',
  recruitment_action: 'custom_activity',
  privacy: 'privacy_consent',
};

interface AnalyticsFields {
  category: string;
  label: string;
  /** A number an analytics tool can sum or average; null when the event has none. */
  value: number | null;
}

/** Category, label and value per event type: what it is about, which one, and its measure. */
function analyticsFields(event: TrackingEvent): AnalyticsFields {
  switch (event.type) {
    case 'page_view':
      return { category: 'page', label: event.path, value: null };
    case 'page_performance':
      // Time on page in ms: the measure an average is wanted of (load time and scroll depth are keys of their own).
      return { category: 'performance', label: event.path, value: event.timeOnPage };
    case 'scroll_depth':
      return { category: 'scroll', label: event.path, value: event.depth };
    case 'share':
      return { category: 'share', label: `${event.contentType}:${event.platform}`, value: SHARE_ENGAGEMENT_SCORE };
    case 'college_profile_view':
      return { category: 'college', label: event.collegeSlug, value: 1 };
    case 'search':
      return { category: 'search', label: event.scope, value: event.resultCount };
    case 'recruitment_action':
      return { category: 'recruitment', label: event.action, value: 1 };
    case 'javascript_error':
      return { category: 'error', label: event.message, value: 1 };
    case 'promise_rejection':
      return { category: 'error', label: event.reason, value: 1 };
    case 'privacy':
      return { category: 'privacy', label: event.analytics ? 'analytics_on' : 'analytics_off', value: event.analytics ? 1 : 0 };
  }
}

export function dataLayerEntry(event: TrackingEvent, pageTitle: string): DataLayerEntry {
  return {
    ...event,
    event: DATA_LAYER_EVENT[event.type],
    ...analyticsFields(event),
    ...(event.type === 'page_view' ? { page_path: event.path, page_title: event.title ?? pageTitle } : {}),
  };
}
