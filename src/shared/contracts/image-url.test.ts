/**
 * security: image fields take only our own uploads, /api/images/{uuid}
 * (issue 10.12, issue 24 item 4, docs/decisions/057): never javascript: or
 * data:, and no third-party https address either (a tracking pixel).
 */
import { describe, expect, it } from 'vitest';
import { collegeGeneralInputSchema } from './college-edit.ts';
import { IMAGE_URL_MESSAGE, isAllowedImageUrl, ownImageId } from './image-url.ts';
import { newsArticleInputSchema } from './news.ts';
import { teamBrandInputSchema } from './team-brand.ts';
import { updateTeamSchema } from './teams-settings.ts';
import { createTeamSchema } from './teams.ts';

const OWN = '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e';
const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://evil.example/x.png',
  'https://cdn.example.com/logo.png',
  'https://tracker.example/pixel.gif?viewer=1',
  `https://evil.example${OWN}`,
  `//evil.example${OWN}`,
  'http://localhost:3000/logo.png',
  'ftp://example.com/logo.png',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  '/uploads/logo.png',
  `${OWN}?x=1`,
  `${OWN}/../../teams`,
  '/api/images/not-a-uuid',
];

const team = { name: 'Night Owls', organizationType: 'high_school' };
const article = { title: 'T', slug: 'the-news', summary: '', isPublished: false, body: '' };
const brand = { primaryColor: null, accentColor: null };

describe('security: image URLs are our own uploads only', () => {
  it.each(REFUSED)('refuses %s as a team logo, a banner, a college logo and a news cover', (url) => {
    expect(isAllowedImageUrl(url)).toBe(false);
    for (const result of [
      createTeamSchema.safeParse({ ...team, logoUrl: url }),
      updateTeamSchema.safeParse({ logoUrl: url }),
      teamBrandInputSchema.safeParse({ ...brand, bannerUrl: url }),
      collegeGeneralInputSchema.safeParse({ logoUrl: url }),
      newsArticleInputSchema.safeParse({ ...article, coverImageUrl: url }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(IMAGE_URL_MESSAGE);
    }
  });

  it('accepts an upload address', () => {
    expect(ownImageId(OWN)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(createTeamSchema.parse({ ...team, logoUrl: OWN }).logoUrl).toBe(OWN);
    expect(teamBrandInputSchema.parse({ ...brand, bannerUrl: ` ${OWN} ` }).bannerUrl).toBe(OWN);
    expect(collegeGeneralInputSchema.parse({ logoUrl: OWN }).logoUrl).toBe(OWN);
    expect(newsArticleInputSchema.parse({ ...article, coverImageUrl: OWN }).coverImageUrl).toBe(OWN);
  });

  it('still reads an empty field as no image', () => {
    expect(createTeamSchema.parse({ ...team, logoUrl: '' }).logoUrl).toBeNull();
    expect(collegeGeneralInputSchema.parse({ logoUrl: '' }).logoUrl).toBeNull();
    expect(collegeGeneralInputSchema.parse({ logoUrl: null }).logoUrl).toBeNull();
    expect(newsArticleInputSchema.parse({ ...article, coverImageUrl: '' }).coverImageUrl).toBeNull();
  });
});
