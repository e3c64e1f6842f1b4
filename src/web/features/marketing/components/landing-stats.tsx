import { LANDING_STATS } from '../landing-content.ts';

export function LandingStats() {
  return (
    <section aria-label="Platform in numbers" className="border-y bg-card/50">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:grid-cols-4 sm:py-10">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-black tracking-tight text-foreground sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
