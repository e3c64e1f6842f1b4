import { describe, expect, it } from 'vitest';
import { clientEventSource, POINTS_RULES, pointsAfterCap, pointsLabel, pointsToastText, utcDay, weekStart } from './points-rules.ts';

describe('points rules', () => {
  it('every rule pays a positive whole number, and a cap is at least one award', () => {
    for (const rule of Object.values(POINTS_RULES)) {
      expect(Number.isInteger(rule.points) && rule.points > 0).toBe(true);
      if ('dailyCap' in rule) expect(rule.dailyCap).toBeGreaterThanOrEqual(rule.points);
      expect('once' in rule && 'dailyCap' in rule).toBe(false);
    }
  });

  it('a capped rule pays up to its cap, then part, then nothing', () => {
    const pageView = POINTS_RULES.page_view;
    expect(pointsAfterCap(pageView, 0)).toBe(1);
    expect(pointsAfterCap(pageView, 9)).toBe(1);
    expect(pointsAfterCap(pageView, 10)).toBe(0);
    expect(pointsAfterCap(POINTS_RULES.highlight_added, 23)).toBe(2);
    expect(pointsAfterCap(POINTS_RULES.highlight_added, 40)).toBe(0);
    expect(pointsAfterCap(POINTS_RULES.profile_published, 500)).toBe(50);
  });

  it('client events: page views keyed by day and path (no hash), searches by day and words, others earn nothing', () => {
    expect(clientEventSource({ eventType: 'page_view', pagePath: '/colleges?games=x#top' }, '2026-11-25')).toEqual({
      rule: 'page_view',
      sourceType: 'page',
      sourceId: '2026-11-25:/colleges?games=x',
    });
    expect(clientEventSource({ eventType: 'search', pagePath: '/players', properties: { query: '  Valorant   Duelist ' } }, '2026-11-25')).toEqual({
      rule: 'search',
      sourceType: 'search',
      sourceId: '2026-11-25:valorant duelist',
    });
    expect(clientEventSource({ eventType: 'search', pagePath: '/players', properties: { query: 'a' } }, '2026-11-25')).toBeNull();
    expect(clientEventSource({ eventType: 'share', pagePath: '/' }, '2026-11-25')).toBeNull();
    expect(clientEventSource({ eventType: 'recruitment_action', pagePath: '/' }, '2026-11-25')).toBeNull();
    expect(clientEventSource({ eventType: 'college_profile_view', pagePath: '/college/a' }, '2026-11-25')?.rule).toBe('college_profile_view');
  });

  it('days and weeks are UTC; a week starts on Monday', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
    expect(weekStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('labels and toast text', () => {
    expect(pointsLabel('highlight_added')).toBe('Added a highlight');
    expect(pointsLabel('retired_rule')).toBe('retired_rule');
    expect(pointsToastText(1)).toBe('+1 point');
    expect(pointsToastText(15)).toBe('+15 points');
  });
});
