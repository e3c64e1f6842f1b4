/** The General tab for a user who may view the college's programs but not edit the page: the same fields, read-only. */
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { COLLEGE_EDIT_TEXTS, COLLEGE_SOCIAL_PLATFORMS, COLLEGE_SOCIALS, type CollegeGeneral } from '#shared/contracts/college-edit.ts';

export function CollegeGeneralView({ general }: { general: CollegeGeneral }) {
  const socials = COLLEGE_SOCIALS.filter((social) => general.socials[social]);
  return (
    <div className="grid gap-4 text-sm">
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground">{COLLEGE_EDIT_TEXTS.readOnlyGeneral}</p>
      <dl className="grid gap-3">
        <div className="grid gap-1">
          <dt className="font-semibold">Description</dt>
          <dd className="whitespace-pre-line text-muted-foreground">{general.description ?? 'None yet'}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-semibold">Logo</dt>
          <dd className="text-muted-foreground">
            {general.logoUrl && isAllowedImageUrl(general.logoUrl) ? <img src={general.logoUrl} alt="College logo" className="size-16 rounded-md border object-contain" /> : 'None yet'}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-semibold">Socials</dt>
          <dd className="text-muted-foreground">
            {socials.length === 0 ? (
              'None yet'
            ) : (
              <ul className="grid gap-1">
                {socials.map((social) => (
                  <li key={social} className="break-all">
                    {COLLEGE_SOCIAL_PLATFORMS[social].label}: {general.socials[social]}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
