/** What the college's staff wrote on the edit page (docs/decisions/033): logo, description and social links; nothing when they wrote none. */
import ExternalLink from 'lucide-react/icons/external-link';
import { COLLEGE_SOCIAL_PLATFORMS, COLLEGE_SOCIALS, isHttpsUrl } from '#shared/contracts/college-edit.ts';
import type { College } from '#shared/contracts/colleges.ts';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

export function CollegeAbout({ college }: { college: College }) {
  const socials = COLLEGE_SOCIALS.flatMap((social) => {
    const url = college.socials[social];
    return url && isHttpsUrl(url, COLLEGE_SOCIAL_PLATFORMS[social].hosts) ? [{ social, url }] : [];
  });
  // Our own uploads only: a third-party image would let its host watch every visitor (docs/decisions/057).
  const logo = college.logoUrl && isAllowedImageUrl(college.logoUrl) ? college.logoUrl : null;
  if (!college.description && !logo && socials.length === 0) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-4">
        {logo ? <img src={logo} alt={`${college.name} logo`} className="size-14 shrink-0 rounded-md border object-contain" loading="lazy" /> : null}
        <CardTitle>About the esports program</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {college.description ? <p className="whitespace-pre-line">{college.description}</p> : null}
        {socials.length > 0 ? (
          <ul aria-label="Social links" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {socials.map(({ social, url }) => (
              <li key={social}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                  {COLLEGE_SOCIAL_PLATFORMS[social].label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
