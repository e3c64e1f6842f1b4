/** security: image URL fields take https (http only on loopback), never javascript: or data: (issue 10.12). */
import { describe, expect, it } from 'vitest';
import { IMAGE_URL_MESSAGE } from './image-url.ts';
import { newsArticleInputSchema } from './news.ts';
import { createTeamSchema, updateTeamSchema } from './teams.ts';

const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://evil.example/x.png',
  'ftp://example.com/logo.png',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  'https://user:secret@example.com/logo.png',
  '//example.com/logo.png',
  '/uploads/logo.png',
];
const ACCEPTED = ['https://cdn.example.com/logo.png', 'http://localhost:3000/logo.png', 'http://127.0.0.1:5173/x.png'];

const team = { name: 'Night Owls', organizationType: 'high_school' };
const article = { title: 'T', slug: 'the-news', summary: '', isPublished: false, body: '' };

describe('security: image URLs (issue 10.12)', () => {
  it.each(REFUSED)('refuses %s as a team logo and a news cover', (url) => {
    for (const result of [
      createTeamSchema.safeParse({ ...team, logoUrl: url }),
      updateTeamSchema.safeParse({ logoUrl: url }),
      newsArticleInputSchema.safeParse({ ...article, coverImageUrl: url }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(IMAGE_URL_MESSAGE);
    }
  });

  it.each(ACCEPTED)('accepts %s', (url) => {
    expect(createTeamSchema.parse({ ...team, logoUrl: url }).logoUrl).toBe(url);
    expect(newsArticleInputSchema.parse({ ...article, coverImageUrl: url }).coverImageUrl).toBe(url);
  });

  it('still reads an empty field as no image', () => {
    expect(createTeamSchema.parse({ ...team, logoUrl: '' }).logoUrl).toBeNull();
    expect(newsArticleInputSchema.parse({ ...article, coverImageUrl: '' }).coverImageUrl).toBeNull();
  });
});
