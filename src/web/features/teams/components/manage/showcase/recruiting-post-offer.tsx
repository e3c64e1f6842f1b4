/** What a recruiting post offers, as the team's manage card and its public page both show it: positions, then pay. */
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import { Pill } from '../status-badge.tsx';

export function RecruitingPostOffer({ post }: { post: { positionsNeeded: string[]; isPaid: boolean; salaryRange: string | null } }) {
  return (
    <>
      {post.positionsNeeded.length > 0 ? (
        <ul aria-label="Positions needed" className="flex flex-wrap gap-2">
          {post.positionsNeeded.map((position, index) => (
            <li key={`${position}-${index}`}>
              <Pill tone="primary">{position}</Pill>
            </li>
          ))}
        </ul>
      ) : null}
      {post.isPaid ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <BadgeDollarSign aria-hidden="true" className="size-4 text-success" />
          Paid{post.salaryRange ? ` · ${post.salaryRange}` : ''}
        </p>
      ) : null}
    </>
  );
}
