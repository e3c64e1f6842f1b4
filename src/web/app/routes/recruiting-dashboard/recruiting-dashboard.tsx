export function RecruitingDashboardRoute() {
  return null;
}
