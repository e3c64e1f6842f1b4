import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { dataLayerEntry } from './data-layer-entry.ts';

const path = '/college/demo-u?tab=valorant';

describe('dataLayerEntry', () => {
  it('gives a page view page_path and page_title (its own title, else the document’s), keeping the event’s keys', () => {
    expect(dataLayerEntry({ type: 'page_view', path, referrer: '/colleges', title: 'Demo U' }, 'Document title')).toEqual({
      type: 'page_view', path, referrer: '/colleges', title: 'Demo U',
      event: 'page_load', category: 'page', label: path, value: null, page_path: path, page_title: 'Demo U',
    });
    expect(dataLayerEntry({ type: 'page_view', path, referrer: null }, 'Document title')).toMatchObject({ page_path: path, page_title: 'Document title' });
  });

  it('gives every event type a category, a label and a value', () => {
    const cases: [TrackingEvent, { event: string; category: string; label: string; value: number | null }][] = [
      [{ type: 'page_performance', path, loadTime: 800, timeOnPage: 12_000, scrollDepth: 60, interactions: 3 }, { event: 'page_performance', category: 'performance', label: path, value: 12_000 }],
      [{ type: 'scroll_depth', path, depth: 75 }, { event: 'custom_activity', category: 'scroll', label: path, value: 75 }],
      [{ type: 'share', path, contentType: 'player_profile', contentId: 'ace', platform: 'copy_link' }, { event: 'viral_activity', category: 'share', label: 'player_profile:copy_link', value: 10 }],
      [{ type: 'college_profile_view', path, collegeSlug: 'demo-u' }, { event: 'custom_activity', category: 'college', label: 'demo-u', value: 1 }],
      [{ type: 'search', path, scope: 'colleges', query: 'ohio', resultCount: 4 }, { event: 'custom_activity', category: 'search', label: 'colleges', value: 4 }],
      [{ type: 'search', path, scope: 'colleges', query: 'ohio', resultCount: null }, { event: 'custom_activity', category: 'search', label: 'colleges', value: null }],
      [{ type: 'recruitment_action', path, action: 'pipeline_move_offered', targetType: 'pipeline_entry', targetId: 'e-1' }, { event: 'custom_activity', category: 'recruitment', label: 'pipeline_move_offered', value: 1 }],
      [{ type: 'javascript_error', path, message: 'x is undefined' }, { event: 'javascript_error', category: 'error', label: 'x is undefined', value: 1 }],
      [{ type: 'promise_rejection', path, reason: 'Network down' }, { event: 'promise_rejection', category: 'error', label: 'Network down', value: 1 }],
      [{ type: 'privacy', path, action: 'consent_updated', analytics: false }, { event: 'privacy_consent', category: 'privacy', label: 'analytics_off', value: 0 }],
    ];
    for (const [event, fields] of cases) {
      const entry = dataLayerEntry(event, 'Title');
      expect(entry).toEqual({ ...event, ...fields });
      expect(entry).not.toHaveProperty('page_path');
    }
  });
});
