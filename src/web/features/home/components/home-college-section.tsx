/** College staff's part of the home: their college and the way to the recruiting dashboard. */
import { Link } from 'react-router';
import type { HomeResponse } from '#shared/contracts/home.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { HomeSection, homeLinkClass } from './home-section.tsx';

export function HomeCollegeSection({ college }: { college: NonNullable<HomeResponse['college']> }) {
  return (
    <HomeSection id="home-college" title="Your college" description="Recruiting work lives on the recruiting dashboard and the pipeline.">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.recruitingDashboard.getHref()}>Open the recruiting dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.pipeline.getHref()}>Pipeline</Link>
        </Button>
      </div>
      {college.colleges.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {college.colleges.map((entry) => (
            <li key={entry.id}>
              <Link to={paths.college.getHref(entry.slug)} className={homeLinkClass}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  );
}
