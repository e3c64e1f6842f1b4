/** The columns an API answer carries, and the row-to-contract mapping, shared by the content services. */
import type { ContentPage, ContentPageSummary } from '#shared/contracts/content.ts';
import { contentPages } from '#server/db/schema/content.ts';

export const contentPageSummaryColumns = {
  id: contentPages.id,
  slug: contentPages.slug,
  title: contentPages.title,
  menuDescription: contentPages.menuDescription,
  isPublished: contentPages.isPublished,
  displayOrder: contentPages.displayOrder,
  createdAt: contentPages.createdAt,
};

export const contentPageColumns = {
  ...contentPageSummaryColumns,
  body: contentPages.body,
  updatedAt: contentPages.updatedAt,
};

type SummaryRow = Omit<ContentPageSummary, 'createdAt'> & { createdAt: Date };
type PageRow = SummaryRow & { body: string; updatedAt: Date };

export function toContentPageSummary(row: SummaryRow): ContentPageSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toContentPage(row: PageRow): ContentPage {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
