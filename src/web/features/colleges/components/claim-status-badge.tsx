/** The badge lives with the shared components (My Lists shows it too). */
export { ClaimStatusBadge } from '#web/components/ui/college-badges.tsx';
