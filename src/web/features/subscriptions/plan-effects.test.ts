import { describe, expect, it } from 'vitest';
import { collegeUsageLines, downgradeEffects, planUnlocks } from './plan-effects.ts';

const usage = { staff: 9, publishedForms: 5, activePipelineEntries: 40, staffSeats: 2, savedSearches: 1 };

describe('plan effects', () => {
  it('shows a team downgrade\u2019s effects before it happens: staff kept but no more, tournaments read-only', () => {
    expect(downgradeEffects({ type: 'team', plan: 'silver', usage }, 'bronze')).toEqual([
      'Advanced analytics is hidden.',
      'Your roster keeps its 9 staff but you cannot add more until it is under 3.',
      'Your tournaments stay visible, but you cannot add, edit or delete them.',
    ]);
    expect(downgradeEffects({ type: 'team', plan: 'gold', usage }, 'silver')).toEqual([
      'Custom integrations turns off.',
      'Brand management turns off.',
      'Contract management turns off.',
    ]);
    expect(downgradeEffects({ type: 'team', plan: 'bronze', usage }, 'silver')).toEqual([]);
  });

  it('shows a college downgrade\u2019s limits against what it uses', () => {
    expect(downgradeEffects({ type: 'college', plan: 'pro', usage }, 'free')).toEqual([
      'Your college keeps its 5 published forms but you cannot add more until it is under 3.',
      'Up to 100 active pipeline entries (you have 40).',
      'Up to 5 staff seats (you have 2).',
      'Up to 3 saved searches (you have 1).',
      'CSV export of up to 100 responses at a time.',
    ]);
  });

  it('tells a player that recruiters see them as before', () => {
    expect(downgradeEffects({ type: 'user', plan: 'plus', usage }, 'free')).toEqual([
      'Your profile views show the last 12 weeks; older views are kept, not deleted.',
      'Your messages to us are answered in the usual order.',
      'Recruiters see your profile exactly as before.',
    ]);
  });

  it('lists what a plan unlocked', () => {
    expect(planUnlocks('team', 'silver')).toEqual(['Advanced analytics', 'Unlimited staff', 'Tournament management']);
    expect(planUnlocks('college', 'pro')).toContain('Unlimited published interest forms');
    expect(planUnlocks('user', 'plus')).toEqual(['Full profile view history: every college view kept', 'Priority support: your messages to us are answered first']);
  });

  it('shows what a college uses against its plan\u2019s limits, saved searches included', () => {
    expect(collegeUsageLines({ type: 'college', plan: 'free', usage })).toEqual([
      { label: 'Published interest forms', value: '5 of 3' },
      { label: 'Active pipeline entries', value: '40 of 100' },
      { label: 'Staff seats (with pending invitations)', value: '2 of 5' },
      { label: 'Saved searches (all staff)', value: '1 of 3' },
    ]);
    expect(collegeUsageLines({ type: 'college', plan: 'pro', usage }).at(-1)).toEqual({ label: 'Saved searches (all staff)', value: '1, no limit' });
    expect(collegeUsageLines({ type: 'team', plan: 'bronze', usage })).toEqual([]);
  });
});
